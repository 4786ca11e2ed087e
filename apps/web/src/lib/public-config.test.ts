import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicConfigSchema, type PublicConfig } from '@portal/shared';
import { DEFAULT_PUBLIC_CONFIG } from '../config/default-public-config';
import { loadPublicConfig } from './public-config';

const injected: PublicConfig = {
  ...DEFAULT_PUBLIC_CONFIG,
  productName: 'Prodotto',
  productSlug: 'prodotto',
};

function docWith(script: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (script !== null) {
    const el = doc.createElement('script');
    el.id = 'app-config';
    el.type = 'application/json';
    el.textContent = script;
    doc.head.append(el);
  }
  return doc;
}

afterEach(() => vi.unstubAllGlobals());

describe('public configuration', () => {
  it('the neutral defaults satisfy the contract', () => {
    expect(PublicConfigSchema.safeParse(DEFAULT_PUBLIC_CONFIG).success).toBe(true);
  });

  it('reads the configuration the server injected into index.html', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await expect(loadPublicConfig(docWith(JSON.stringify(injected)))).resolves.toEqual(injected);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fetches GET /config when nothing was injected', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(injected))));
    await expect(loadPublicConfig(docWith(null))).resolves.toEqual(injected);
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toMatch(/\/v2\/config$/);
  });

  it('falls back to the neutral defaults with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(loadPublicConfig(docWith(null))).resolves.toBe(DEFAULT_PUBLIC_CONFIG);
    await expect(loadPublicConfig(docWith('{"productName":1}'))).resolves.toBe(
      DEFAULT_PUBLIC_CONFIG,
    );
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('public configuration, the injected outline', () => {
  it('refuses an injected brand colour that is not #rrggbb', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bad = {
      ...injected,
      brand: { ...injected.brand, colors: { ...injected.brand.colors, primary: 'red;}' } },
    };
    await expect(loadPublicConfig(docWith(JSON.stringify(bad)))).resolves.toBe(
      DEFAULT_PUBLIC_CONFIG,
    );
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('refuses an injected configuration the contract refuses, not only its outline', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bad = {
      ...injected,
      brand: { ...injected.brand, contacts: { ...injected.brand.contacts, email: 'non-una-mail' } },
    };
    await expect(loadPublicConfig(docWith(JSON.stringify(bad)))).resolves.toBe(
      DEFAULT_PUBLIC_CONFIG,
    );
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
