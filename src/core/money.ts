import { invalidField } from './errors.js';

/** An exact USD amount: the decimal string shown to clients ("19.99") and integer cents. */
export interface UsdAmount {
  decimal: string;
  cents: bigint;
}

/** The smallest amount a session may ask for, in cents (0.01 USD). */
export const MIN_AMOUNT_CENTS = 1n;
/** The largest amount a session may ask for, in cents: 10,000,000.00 USD. Documented in the README. */
export const MAX_AMOUNT_CENTS = 1_000_000_000n;

/**
 * Reads `amount_usd` from a parsed JSON body into an exact amount, or throws a 400 naming `field`.
 *
 * A JSON number arrives as a float; its shortest round-trip string (what `String(n)` gives) is the
 * decimal the client wrote whenever that decimal has at most 17 significant digits, so the check of
 * decimal places is made on that string, digit by digit, never by float arithmetic: 0.1, 19.99 and
 * 1234567.89 pass, 0.001 and 1e-7 fail.
 */
export function parseUsdAmount(value: unknown, field = 'amount_usd'): UsdAmount {
  if (typeof value !== 'number') throw invalidField(field, `must be a number, got ${value === null ? 'null' : typeof value}`);
  if (!Number.isFinite(value)) throw invalidField(field, 'must be a finite number');
  const exact = exactDecimal(value);
  if (exact.negative) throw invalidField(field, 'must be at least 0.01');
  if (exact.fraction.length > 2) throw invalidField(field, `must have at most 2 decimal places, got ${String(value)}`);
  const cents = BigInt(exact.whole + exact.fraction.padEnd(2, '0'));
  if (cents < MIN_AMOUNT_CENTS) throw invalidField(field, 'must be at least 0.01');
  if (cents > MAX_AMOUNT_CENTS) throw invalidField(field, `must be at most ${formatCents(MAX_AMOUNT_CENTS)}`);
  return { decimal: formatCents(cents), cents };
}

/** The decimal digits of a finite number's shortest round-trip form, exponent resolved, trailing zeros dropped. */
function exactDecimal(value: number): { negative: boolean; whole: string; fraction: string } {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) throw new Error(`unexpected number form ${String(value)}`);
  const [, sign, intDigits, fracDigits = '', exponentText = '0'] = match;
  const digits = intDigits! + fracDigits;
  // The position of the decimal point within `digits`, after applying the exponent.
  const point = intDigits!.length + Number(exponentText);
  const padded = point <= 0 ? '0'.repeat(1 - point) + digits : point > digits.length ? digits.padEnd(point, '0') : digits;
  const split = Math.max(point, 1);
  const whole = padded.slice(0, split).replace(/^0+(?=\d)/, '');
  const fraction = padded.slice(split).replace(/0+$/, '');
  return { negative: sign === '-' && /[1-9]/.test(digits), whole, fraction };
}

/** Integer cents as the API's decimal string: 1999n → "19.99", 10n → "0.10". */
export function formatCents(cents: bigint): string {
  return formatBaseUnits(cents, 2, 2);
}

/** Integer cents for people: 123456789n → "$1,234,567.89". */
export function displayUsd(cents: bigint): string {
  const [whole, fraction] = formatCents(cents).split('.');
  return `$${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/**
 * The token amount that pays `cents` of a USD stablecoin at 1:1, in the token's base units:
 * 1999n cents of a 6-decimal token → 19_990_000n.
 */
export function usdCentsToBaseUnits(cents: bigint, decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 2 || decimals > 36) {
    throw new RangeError(`a USD stablecoin needs 2 to 36 decimals to hold cents exactly, got ${decimals}`);
  }
  return cents * 10n ** BigInt(decimals - 2);
}

/**
 * Base units as a decimal string of token units, with trailing zeros dropped down to
 * `minFraction` places: (19_990_000n, 6) → "19.99", (1n, 6) → "0.000001", (20_000_000n, 6) → "20.00".
 */
export function formatBaseUnits(units: bigint, decimals: number, minFraction = 2): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  const keep = Math.min(minFraction, decimals);
  while (fraction.length > keep && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
