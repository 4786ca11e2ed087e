import { describe, expect, it } from 'vitest';
import { percentOfCents, roundCents, roundCentsAtTwelveDigits } from './money';

/** A small deterministic generator: the same values on every run. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('roundCents', () => {
  it('rounds halves away from zero, after cutting binary noise', () => {
    expect(roundCents(0.285 * 100)).toBe(29); // 28.499999999999996
    expect(roundCents(2.5)).toBe(3);
    expect(roundCents(-2.5)).toBe(-3);
    expect(roundCents(2.4999)).toBe(2);
    expect(roundCents(-0.4)).toBe(0);
    expect(Object.is(roundCents(-0.4), 0)).toBe(true);
    expect(roundCents(123_456_789_012_345)).toBe(123_456_789_012_000);
    expect(roundCents(Number.NaN)).toBeNaN();
  });

  it('answers exactly what the twelve-digit definition answers, far from and near a half', () => {
    const next = random(20261129);
    const values: number[] = [];
    for (let i = 0; i < 200_000; i += 1) {
      // A month's interest as the schedule computes it: balance × TAN / 12.
      const balance = Math.floor(next() * 100_000_000_00);
      values.push(balance * ((next() * 0.12) / 12));
      // Halves and their neighbours, with noise at every scale up to the engine's limits.
      const whole = Math.floor(next() * 10 ** Math.floor(next() * 12));
      const noise = (next() - 0.5) * 10 ** -Math.floor(next() * 16);
      values.push(whole + 0.5 + noise, -(whole + 0.5 + noise), whole + noise);
      // A percentage of an amount, as the costs are computed.
      values.push(Math.floor(next() * 1e9) * next() * 0.05);
    }
    const differing = values.filter((v) => roundCents(v) !== roundCentsAtTwelveDigits(v));
    expect(differing).toEqual([]);
  });

  it('keeps percentOfCents to the cent', () => {
    expect(percentOfCents(25_000_000, 0.0025)).toBe(62_500);
    expect(percentOfCents(19_999_900, 0.02)).toBe(399_998);
  });
});
