import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { sanitiseRichText } from '../lib/html-sanitiser';
import { services } from './schema/index';
import { seedDemoData } from './seed';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ config: { demoData: true, deployed: true } });
  await seedDemoData(t.app.db, t.config, t.app.log);
});
afterAll(async () => {
  await t.close();
});

const webPublic = new URL('../../../web/public', import.meta.url).pathname;

describe('demo data: a catalogue that looks like a product', () => {
  it('gives every demo service an illustration drawn for the project, served from our origin', async () => {
    const rows = await t.app.db.select().from(services);
    expect(rows).toHaveLength(7);
    for (const row of rows) {
      expect(row.image).toMatch(/^\/demo\/servizi\/[a-z-]+\.svg$/);
      const svg = readFileSync(`${webPublic}${row.image}`, 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 280"/);
      // Small, self-contained (nothing fetched, nothing run), in the service's colour.
      expect(svg.length).toBeLessThan(4096);
      expect(svg).not.toMatch(/<script|href=|url\(/i);
      expect(svg.toLowerCase()).toContain(row.color.toLowerCase());
    }
  });

  it('writes a real page for each service, kept whole by the description editor’s sanitiser', async () => {
    const rows = await t.app.db.select().from(services);
    for (const row of rows) {
      for (const section of ['A chi è rivolto', 'Come funziona', 'Prezzo', 'Domande frequenti'])
        expect(row.descriptionHtml).toContain(`<h3>${section}</h3>`);
      expect(sanitiseRichText(row.descriptionHtml)).toBe(row.descriptionHtml);
      expect(row.descriptionHtml.length).toBeGreaterThan(900);
    }
    const mortgage = rows.find((r) => r.name === 'Consulenza Mutui')!.descriptionHtml;
    expect(mortgage).toContain('spetta sempre alla banca');
    expect(mortgage).toContain('TAEG');
    expect(mortgage).toContain(t.config.productName);
  });
});
