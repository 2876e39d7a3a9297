import t from 'tap';
import { displayUsd, formatBaseUnits, formatCents, parseUsdAmount, usdCentsToBaseUnits } from '../../src/core/money.js';
import { ValidationError } from '../../src/core/errors.js';
import { statusOf } from '../../src/http/errors.js';
import { jsonNumberSource, parseStrictJson } from '../../src/core/json.js';

/** The amount as the body parser gives it from the client's text (the double and, when it differs, the source), as the route sees it. */
function fromJson(text: string) {
  const body = parseStrictJson(`{"amount_usd": ${text}}`) as { amount_usd: unknown };
  return parseUsdAmount(body.amount_usd, 'amount_usd', jsonNumberSource(body, 'amount_usd'));
}

function rejection(value: unknown): string {
  try {
    parseUsdAmount(value);
  } catch (error) {
    if (error instanceof ValidationError && statusOf(error.code) === 400 && error.code === 'invalid_request') return error.message;
    throw error;
  }
  throw new Error(`${String(value)} was accepted`);
}

t.test('amounts with at most two decimals are exact', async (t) => {
  const cases: [string, string, bigint][] = [
    ['0.01', '0.01', 1n],
    ['0.1', '0.10', 10n],
    ['19.99', '19.99', 1999n],
    ['1234567.89', '1234567.89', 123456789n],
    ['20', '20.00', 2000n],
    ['20.50', '20.50', 2050n],
    ['1e3', '1000.00', 100000n],
    ['1.5E+2', '150.00', 15000n],
    ['0.29', '0.29', 29n], // 0.29 * 100 = 28.999999999999996 in floats
    ['1.13', '1.13', 113n], // 1.13 * 100 = 112.99999999999999
    ['10000000', '10000000.00', 1000000000n],
  ];
  for (const [json, decimal, cents] of cases) t.same(fromJson(json), { decimal, cents }, json);
});

t.test('bad amounts are refused with the field named', async (t) => {
  t.equal(rejection(0.001), 'amount_usd: must have at most 2 decimal places, got 0.001');
  t.equal(rejection(1e-7), 'amount_usd: must have at most 2 decimal places, got 1e-7');
  t.equal(rejection(19.999), 'amount_usd: must have at most 2 decimal places, got 19.999');
  t.equal(rejection(0), 'amount_usd: must be at least 0.01');
  t.equal(rejection(-5), 'amount_usd: must be at least 0.01');
  t.equal(rejection(-0.001), 'amount_usd: must be at least 0.01');
  t.equal(rejection(10000000.01), 'amount_usd: must be at most 10000000.00');
  t.equal(rejection(1e21), 'amount_usd: must be at most 10000000.00');
  t.equal(rejection('19.99'), 'amount_usd: must be a number, got string');
  t.equal(rejection(null), 'amount_usd: must be a number, got null');
  t.equal(rejection(undefined), 'amount_usd: must be a number, got undefined');
  t.equal(rejection(Number.NaN), 'amount_usd: must be a finite number');
  t.throws(() => parseUsdAmount(0.001, 'items[2].price'), { message: 'items[2].price: must have at most 2 decimal places, got 0.001' });
});

// A double cannot hold these; judged on the double they became 20.00, 10000000.00 and 0.01.
t.test('amounts are judged on the digits the client wrote, not on a double', async (t) => {
  const refused = (json: string) => {
    try {
      fromJson(json);
    } catch (error) {
      if (error instanceof ValidationError) return error.message;
      throw error;
    }
    return `accepted as ${fromJson(json).decimal}`;
  };
  t.equal(refused('19.999999999999999999'), 'amount_usd: must have at most 2 decimal places, got 19.999999999999999999');
  t.equal(refused('10000000.000000000001'), 'amount_usd: must have at most 2 decimal places, got 10000000.000000000001');
  t.equal(refused('0.0099999999999999999999'), 'amount_usd: must have at most 2 decimal places, got 0.0099999999999999999999');
  t.equal(refused('10000000.01'), 'amount_usd: must be at most 10000000.00');
  t.equal(refused('1e999'), 'amount_usd: must be at most 10000000.00');
  t.equal(refused('1e-999'), 'amount_usd: must have at most 2 decimal places, got 1e-999');
  t.equal(refused('-0.0'), 'amount_usd: must be at least 0.01');
  t.same(fromJson('20.000000000000000000000'), { decimal: '20.00', cents: 2000n });
  t.same(fromJson('0.010000000000000000000'), { decimal: '0.01', cents: 1n });
  t.same(fromJson('123456.7800'), { decimal: '123456.78', cents: 12345678n });
  t.same(fromJson('0.00000000000000000000123e21'), { decimal: '1.23', cents: 123n });
});

t.test('formatting cents and base units', async (t) => {
  t.equal(formatCents(5n), '0.05');
  t.equal(formatCents(123456789n), '1234567.89');
  t.equal(displayUsd(123456789n), '$1,234,567.89');
  t.equal(displayUsd(1999n), '$19.99');
  t.equal(displayUsd(100000n), '$1,000.00');
  t.equal(usdCentsToBaseUnits(1999n, 6), 19_990_000n);
  t.equal(usdCentsToBaseUnits(1n, 18), 10n ** 16n);
  t.equal(usdCentsToBaseUnits(1999n, 2), 1999n);
  t.throws(() => usdCentsToBaseUnits(1n, 1), RangeError, 'a token too coarse for cents');
  t.equal(formatBaseUnits(19_990_000n, 6), '19.99');
  t.equal(formatBaseUnits(20_000_000n, 6), '20.00');
  t.equal(formatBaseUnits(1n, 6), '0.000001');
  t.equal(formatBaseUnits(123_456_789_012_345_678_901n, 18), '123.456789012345678901');
  t.equal(formatBaseUnits(5n, 0), '5');
  t.equal(formatBaseUnits(-1_500_000n, 6), '-1.50');
  for (const cents of [1n, 10n, 1999n, 123456789n]) t.equal(formatBaseUnits(usdCentsToBaseUnits(cents, 6), 6), formatCents(cents), 'round trip');
});
