import { describe, expect, it } from 'vitest';
import { loginReturningTo, safeReturnPath } from './return-to';

describe('safeReturnPath', () => {
  it('keeps a reserved page with its query and anchor', () => {
    expect(safeReturnPath('/area-riservata/appuntamenti')).toBe('/area-riservata/appuntamenti');
    expect(safeReturnPath('/area-riservata/appuntamenti?stato=PAGATO#x')).toBe(
      '/area-riservata/appuntamenti?stato=PAGATO#x',
    );
  });

  it.each([
    null,
    '',
    'https://evil.example.com/area-riservata/hub',
    '//evil.example.com/area-riservata/hub',
    '/\\evil.example.com',
    '/area-riservata/../admin/hub',
    '/area-riservata/%2e%2e/admin',
    '/admin/hub',
    '/area-riservata',
    '/area-riservata/login',
    '/area-riservata/login?da=/area-riservata/hub',
    '/area-riservata/\\\\evil.example.com',
    'javascript:alert(1)',
    '/area-riservata/\u0000hub',
    `/area-riservata/${'a'.repeat(600)}`,
  ])('refuses %s', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('builds the login URL only for a safe target', () => {
    expect(loginReturningTo('/area-riservata/appuntamenti')).toBe(
      '/area-riservata/login?da=%2Farea-riservata%2Fappuntamenti',
    );
    expect(loginReturningTo('https://evil.example.com/')).toBe('/area-riservata/login');
  });
});
