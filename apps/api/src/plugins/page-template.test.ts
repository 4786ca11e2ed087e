import { describe, expect, it } from 'vitest';
import { withLater, type Manifest } from './page-template';

const MANIFEST: Manifest = {
  'src/page.tsx': { file: 'assets/page-a1.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-a2.js' },
  'src/checks.ts': { file: 'assets/checks-a3.js', imports: ['_zod.js', '_react.js'] },
  '_zod.js': { file: 'assets/zod-a4.js' },
};
const PAGE = '<html><head></head><body><div id="root"></div></body></html>';

describe('the files a page imports on use (decision 068)', () => {
  it('are listed for preloading in dependency order, without those the page already loads', () => {
    const html = withLater(PAGE, MANIFEST, ['src/page.tsx'], ['src/checks.ts']);
    expect(html).toContain(
      '<script id="app-later" type="application/json">["/assets/zod-a4.js","/assets/checks-a3.js"]</script></body>',
    );
  });

  it('leave a page that names none as it is', () => {
    expect(withLater(PAGE, MANIFEST, ['src/page.tsx'], [])).toBe(PAGE);
  });
});
