import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.dataDir).toMatch(/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:8000');
    expect(c.productName).toBe('8Volante');
    expect(c.productSlug).toBe('8volante');
    expect(c.demoData).toBeUndefined();
    expect(c.brand.company.oamNumber).toBeTruthy();
    // The example brand says nothing to visitors about itself: the start-up log does.
    expect(c.brandIsExample).toBe(true);
    expect(c.brand.company.legalNotice).toBe('');
  });

  it('lists every bad key at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'ottomila',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'non-un-url',
        PRODUCT_SLUG: 'Con Spazi',
        DEMO_DATA: 'forse',
        ADMIN_EMAIL: 'x',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const keys = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(keys).toEqual(
      expect.arrayContaining([
        'PORT',
        'DATABASE_URL',
        'PUBLIC_URL',
        'PRODUCT_SLUG',
        'DEMO_DATA',
        'ADMIN_EMAIL',
      ]),
    );
  });

  it('requires TOKEN_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TOKEN_SECRET/);
  });

  // Decision 025: NODE_ENV=production or a DATABASE_URL is a deployment, which fails closed.
  it('lists, in Italian, every setting a deployment lacks', () => {
    for (const env of [
      { NODE_ENV: 'production' },
      { DATABASE_URL: 'postgres://portale@db.example.it/portale' },
    ]) {
      let error: unknown;
      try {
        loadConfig(env);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const keys = (error as ConfigError).problems.map((p) => p.split(':')[0]);
      expect(keys).toEqual(['TOKEN_SECRET', 'PUBLIC_URL', 'SMTP_URL']);
      expect((error as ConfigError).message).toContain('obbligatorio in produzione');
    }
    // The operator's tools (db:migrate, admin:create) need only the database.
    expect(
      loadConfig(
        { DATABASE_URL: 'postgres://portale@db.example.it/portale' },
        {},
        { purpose: 'tool' },
      ).databaseUrl,
    ).toBe('postgres://portale@db.example.it/portale');
  });

  it('keeps demo data off in a deployment unless DEMO_DATA=true', () => {
    const deployed = {
      DATABASE_URL: 'postgres://portale@db.example.it/portale',
      TOKEN_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://portale.example.it',
      SMTP_URL: 'smtps://u:p@smtp.example.it:465',
    };
    expect(loadConfig(deployed)).toMatchObject({ deployed: true, demoData: false });
    expect(loadConfig({ ...deployed, DEMO_DATA: 'true' }).demoData).toBe(true);
    const { DATABASE_URL: _url, ...embedded } = deployed;
    expect(loadConfig({ ...embedded, NODE_ENV: 'production' })).toMatchObject({
      deployed: true,
      demoData: false,
    });
    // `npm start`: embedded database, no NODE_ENV: demo data on an empty database, as before.
    expect(loadConfig({})).toMatchObject({ deployed: false, demoData: undefined });
  });

  it('reads the database pool size and timeouts', () => {
    expect(loadConfig({})).toMatchObject({
      databasePoolSize: 20,
      databaseStatementTimeoutMs: 10_000,
      databaseAcquireTimeoutMs: 5_000,
    });
    expect(
      loadConfig({
        DATABASE_POOL_SIZE: '5',
        DATABASE_STATEMENT_TIMEOUT_MS: '800',
        DATABASE_ACQUIRE_TIMEOUT_MS: '300',
      }),
    ).toMatchObject({
      databasePoolSize: 5,
      databaseStatementTimeoutMs: 800,
      databaseAcquireTimeoutMs: 300,
    });
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
  });

  it('validates the brand file and names the bad fields', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brand-'));
    const file = join(dir, 'brand.json');
    writeFileSync(file, JSON.stringify({ company: { name: '' }, colors: { primary: 'blu' } }));
    let error: unknown;
    try {
      loadConfig({ BRAND_FILE: file });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as ConfigError).problems.join('\n');
    expect(text).toContain('BRAND_FILE company.name');
    expect(text).toContain('BRAND_FILE colors.primary');
    expect(text).toContain('BRAND_FILE contacts');
    expect(() => loadConfig({ BRAND_FILE: join(dir, 'manca.json') })).toThrow(
      /BRAND_FILE: impossibile leggere/,
    );
  });

  it('reads DEMO_DATA and a product name', () => {
    const c = loadConfig({
      DEMO_DATA: 'false',
      PRODUCT_NAME: 'CasaPiù',
      PRODUCT_SLUG: 'casapiu',
      PUBLIC_URL: 'https://x.example.it/',
    });
    expect(c.demoData).toBe(false);
    expect(c.productName).toBe('CasaPiù');
    expect(c.publicUrl).toBe('https://x.example.it');
  });
});
