import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { passwordProblem } from './password-policy';

describe('password policy', () => {
  it('refuses short passwords and accepts 8 characters', () => {
    expect(passwordProblem('Ab3$xyz')).toMatch(/almeno 8/);
    expect(passwordProblem('Zt7#kq2M')).toBeUndefined();
  });
  it('refuses the 1,000 most common passwords, whatever their case', () => {
    const top = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .slice(0, 1000);
    expect(top.length).toBe(1000);
    for (const p of top) expect(passwordProblem(p), p).toBeDefined();
    expect(passwordProblem('PASSWORD')).toMatch(/troppo comune/);
    expect(passwordProblem('Juventus1')).toMatch(/troppo comune/);
  });
  it('keeps a 64-character password exactly and refuses beyond 256', () => {
    expect(passwordProblem('a'.repeat(20) + ' B9! ' + 'c'.repeat(39))).toBeUndefined();
    expect(passwordProblem('x'.repeat(257))).toMatch(/al massimo 256/);
  });
});
