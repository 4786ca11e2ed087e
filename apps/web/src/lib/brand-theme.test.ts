import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_CONFIG } from '../config/default-public-config';
import { applyBrandColors, contrastRatio, ensureContrast } from './brand-theme';

describe('brand colours', () => {
  it('are written into the CSS variables with AA-readable derived colours', () => {
    const root = document.createElement('div');
    applyBrandColors({ ...DEFAULT_PUBLIC_CONFIG.brand.colors, primary: '#123456' }, root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#123456');
    expect(root.style.getPropertyValue('--color-bg')).toBe('#f6f8fb');
    const onAccent = root.style.getPropertyValue('--color-on-accent');
    expect(contrastRatio(onAccent, '#e07a1f')).toBeGreaterThanOrEqual(4.5);
    const accentInk = root.style.getPropertyValue('--color-accent-ink');
    expect(contrastRatio(accentInk, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens a colour until it reaches the contrast asked', () => {
    expect(ensureContrast('#1f4e79', '#ffffff')).toBe('#1f4e79');
    expect(contrastRatio(ensureContrast('#ffcc00', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});
