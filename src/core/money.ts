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
 * The largest underpayment tolerance a project can set, in basis points of a session's USD amount
 * (10 %): the platform's limit on the field and the payment rules' bound on whom a short payment can pay.
 */
export const MAX_UNDERPAYMENT_TOLERANCE_BPS = 1000;

/**
 * Reads `amount_usd` from a parsed JSON body into an exact amount, or throws a 400 naming `field`.
 *
 * The decimal judged is the number as the client wrote it: `source` (the JSON text, kept by the
 * body parser whenever the double would change it, e.g. `19.999999999999999999`), else the
 * double's shortest round-trip string, which is the client's text when it had at most 17
 * significant digits. Decimal places and bounds are checked on those digits, never by float
 * arithmetic: 0.1, 19.99 and 1234567.89 pass, 0.001, 1e-7 and 19.999999999999999999 fail.
 */
export function parseUsdAmount(value: unknown, field = 'amount_usd', source?: string): UsdAmount {
  if (typeof value !== 'number') throw invalidField(field, `must be a number, got ${value === null ? 'null' : typeof value}`);
  if (!Number.isFinite(value) && source === undefined) throw invalidField(field, 'must be a finite number');
  const written = source ?? String(value);
  const exact = exactDecimal(written);
  if (exact.negative) throw invalidField(field, 'must be at least 0.01');
  if (exact.fraction.length > 2) throw invalidField(field, `must have at most 2 decimal places, got ${written}`);
  // Beyond the maximum's digits the amount is refused before building a huge integer (1e999999).
  if (exact.whole.length > String(MAX_AMOUNT_CENTS).length) throw invalidField(field, `must be at most ${formatCents(MAX_AMOUNT_CENTS)}`);
  const cents = BigInt(exact.whole + exact.fraction.padEnd(2, '0'));
  if (cents < MIN_AMOUNT_CENTS) throw invalidField(field, 'must be at least 0.01');
  if (cents > MAX_AMOUNT_CENTS) throw invalidField(field, `must be at most ${formatCents(MAX_AMOUNT_CENTS)}`);
  return { decimal: formatCents(cents), cents };
}

/** The decimal digits of a JSON number's text, exponent resolved, leading and trailing zeros dropped. */
function exactDecimal(text: string): { negative: boolean; whole: string; fraction: string } {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!match) throw new Error(`unexpected number form ${text}`);
  const [, sign, intDigits, fracDigits = '', exponentText = '0'] = match;
  const digits = intDigits! + fracDigits;
  const significant = digits.replace(/^0+/, '');
  const negative = sign === '-' && significant !== '';
  if (significant === '') return { negative, whole: '0', fraction: '' };
  // The decimal point's position within `significant`, after the exponent. A huge exponent either
  // way only needs to be known as huge (the caller refuses it), never spelled out in digits.
  const point = intDigits!.length + Number(exponentText) - (digits.length - significant.length);
  const clamped = Math.max(-1_000, Math.min(1_000, point));
  const padded = clamped <= 0 ? '0'.repeat(1 - clamped) + significant : clamped > significant.length ? significant.padEnd(clamped, '0') : significant;
  const split = Math.max(clamped, 1);
  const whole = padded.slice(0, split).replace(/^0+(?=\d)/, '');
  const fraction = padded.slice(split).replace(/0+$/, '');
  return { negative, whole, fraction };
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

/**
 * A token amount written as a decimal string ("5.00", "0.000001") in base units, read digit by
 * digit, never as a float; a 400 naming `field` when it has more decimal places than the token or
 * is zero.
 */
export function parseTokenAmount(text: string, decimals: number, field: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw invalidField(field, `must be a decimal string such as "5.00", got ${JSON.stringify(text)}`);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) throw invalidField(field, `must have at most ${decimals} decimal places, got ${text}`);
  const units = BigInt(match[1]! + fraction.padEnd(decimals, '0'));
  if (units === 0n) throw invalidField(field, 'must be more than 0');
  return units;
}
