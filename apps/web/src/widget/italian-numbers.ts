/**
 * The Display Rata script's own Italian amounts, written by hand, equal to the portal's
 * (`@portal/shared/domain/format`, on Intl). The widget keeps them because the first Intl
 * number format of a page loads the locale's data: on the listing page of QUALITY.md P10 the
 * script took more main-thread time with Intl, measured in decision 089. Nothing outside this
 * folder uses them; `italian-numbers.test.ts` checks them against the shared ones.
 */

/**
 * The digits of `value × 10^shift` with exactly `decimals` fraction digits, grouped by '.'
 * from 1.000, ',' before the decimals, rounded half away from zero. Like Intl it rounds the
 * shortest decimal that reads back as the number (`String`'s: 1.005 → 1,01), not its binary
 * value (1.00499…): the point is moved in the decimal's text and the digits rounded there.
 */
function italianDigits(value: number, decimals: number, shift: number): string {
  if (value !== value) return 'NaN'; // the one value not equal to itself
  const sign = value < 0 || 1 / value < 0 ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const [mantissa = '', exponent = 0] = String(Math.abs(value)).split('e');
  const [int = '', frac = ''] = mantissa.split('.');
  // Where the point falls once the decimal is multiplied by 10^(decimals + shift): the digits
  // before it are kept, the one after it rounds. Before the first digit: all round to 0.
  const point = int.length + Number(exponent) + shift + decimals;
  const all = point < 0 ? '' : int + frac + '0'.repeat(point);
  const up = (all[point] ?? '') >= '5' ? 1n : 0n;
  const digits = String(BigInt(all.slice(0, point)) + up).padStart(decimals + 1, '0');
  const cut = digits.length - decimals;
  const whole = digits.slice(0, cut).replace(/\B(?=(\d{3})+$)/g, '.');
  return sign + (decimals ? `${whole},${digits.slice(cut)}` : whole);
}

/** Integer cents as Italian euro, '1.234,56 €' with the no-break space before '€'. */
export const formatEuro = (cents: number): string => `${italianDigits(cents, 2, -2)}\u00a0€`;

/** A rate as a percentage with exactly `decimals` fraction digits: (0.035, 2) → '3,50%'. */
export const formatPercent = (rate: number, decimals: number): string =>
  `${italianDigits(rate, decimals, 2)}%`;
