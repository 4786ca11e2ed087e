import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { passwordStrength } from '@portal/shared/password-strength';
import { passwordProblem } from './password-policy';

const SIXTY_FOUR = 'Un treno lento da Bari a Trento, 3 caffè e 2 libri di Calvino!!!';

describe('password policy', () => {
  it('refuses short passwords and accepts 10 characters hard to guess', async () => {
    expect(await passwordProblem('Ab3$xyz')).toMatch(/almeno 8/);
    expect(await passwordProblem('Zt7#kq2Mx4')).toBeUndefined();
  });

  it('refuses the 1,000 most common passwords, whatever their case', async () => {
    const top = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .slice(0, 1000);
    expect(top.length).toBe(1000);
    for (const p of top) expect(await passwordProblem(p), p).toBeDefined();
    expect(await passwordProblem('PASSWORD')).toMatch(/troppo comune/);
    expect(await passwordProblem('Juventus1')).toMatch(/troppo comune/);
  });

  it('keeps a 64-character password exactly and refuses beyond 256', async () => {
    expect(SIXTY_FOUR).toHaveLength(64);
    expect(await passwordProblem(SIXTY_FOUR)).toBeUndefined();
    expect(await passwordProblem('x'.repeat(257))).toMatch(/al massimo 256/);
  });

  it('refuses what is easy to guess in Italian or English, with the reason in Italian (score < 3)', async () => {
    for (const weak of [
      'Roma2026!',
      'juventus2020',
      'asdfghjkl26',
      'ciaociaociao',
      'Gennaio2026',
    ]) {
      const problem = await passwordProblem(weak);
      expect(problem, weak).toMatch(/^Questa password è troppo facile da indovinare/);
      expect(problem, weak).not.toMatch(/\b(this|is|common|the|your|add|words|avoid)\b/i);
    }
    expect((await passwordStrength('Roma2026!')).score).toBeLessThan(3);
  });

  it('counts the account’s own words as easy to guess', async () => {
    const own = ['rossi@casarossi.example.it', 'Casa Rossi'];
    const alone = await passwordStrength('casarossi26');
    const withOwn = await passwordStrength('casarossi26', own);
    expect(withOwn.score).toBeLessThan(alone.score);
    expect(await passwordProblem('casarossi', own)).toMatch(/troppo facile.*dati personali/);
  });
});
