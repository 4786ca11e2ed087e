import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('build-time environment', () => {
  it('uses /v2 on the same origin in production and the local server in development', () => {
    expect(readEnv({ DEV: false, MODE: 'production' }).apiBase).toBe('/v2');
    expect(readEnv({ DEV: true, MODE: 'development' }).apiBase).toBe('http://localhost:8000/v2');
  });

  it('takes an override without its trailing slash', () => {
    expect(
      readEnv({ DEV: false, MODE: 'production', VITE_API_BASE: 'https://api.example.it/v2/' })
        .apiBase,
    ).toBe('https://api.example.it/v2');
  });

  it('stops on an override that is neither a path nor an http(s) URL', () => {
    expect(() => readEnv({ DEV: false, MODE: 'production', VITE_API_BASE: 'ftp://x' })).toThrow(
      /VITE_API_BASE/,
    );
  });
});
