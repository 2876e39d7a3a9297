import t from 'tap';
import { base62Digits, base62Length, newId, randomBase62 } from '../../src/core/ids.js';
import { newRequestId } from '../../src/http/request-ids.js';
import { idShape } from '../helpers/ids.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const decode = (text: string) => [...text].reduce((value, char) => value * 62n + BigInt(BASE62.indexOf(char)), 0n);

t.test('random base62 text has a fixed length and stands for exactly `bytes` random bytes', async (t) => {
  for (const bytes of [16, 32]) {
    const texts = Array.from({ length: 2000 }, () => randomBase62(bytes));
    t.ok(
      texts.every((text) => text.length === base62Length(bytes) && /^[0-9A-Za-z]+$/.test(text)),
      `${bytes} bytes: ${base62Length(bytes)} base62 characters`,
    );
    t.ok(
      texts.every((text) => decode(text) < 1n << BigInt(8 * bytes)),
      `${bytes} bytes: every value fits in ${bytes} bytes`,
    );
    t.equal(new Set(texts).size, texts.length, `${bytes} bytes: no repeats`);
    // Over 2000 draws, the top byte's high bit and the lowest bit are each set about half the time.
    const highBits = texts.filter((text) => decode(text) >> BigInt(8 * bytes - 1) === 1n).length;
    const lowBits = texts.filter((text) => (decode(text) & 1n) === 1n).length;
    t.ok(highBits > 800 && highBits < 1200 && lowBits > 800 && lowBits < 1200, `${bytes} bytes: high and low bits both vary (${highBits}, ${lowBits} of 2000)`);
  }
});

t.test('ids are a prefix, the creation time and 22 base62 characters', async (t) => {
  t.match(newId('zkv'), idShape('zkv'));
  // 2026-11-26T00:00:00Z is 1,795,651,200,000 ms since the epoch: 0mwwsd1c0 in base 36.
  t.equal(newId('ps', Date.UTC(2026, 10, 26)).slice(3, 12), '0mwwsd1c0', 'the time part is the milliseconds in base 36');
});

t.test('ids sort by creation time in byte order and in a linguistic collation', async (t) => {
  // Times a millisecond apart and years apart, across digit carries in every position of the time part.
  const times = [0, 1, 35, 36, 1_295, 1_296, Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 1) + 1, Date.UTC(2026, 10, 26, 12), Date.UTC(2100, 0, 1), 36 ** 9 - 1];
  const ids = times.map((time) => newId('ps', time));
  t.same([...ids].sort(), ids, 'byte order (Postgres COLLATE "C")');
  // A linguistic collation orders A a B b …; base62 time digits (0-9A-Za-z) would come out of order here.
  t.same([...ids].sort(new Intl.Collator('en-US').compare), ids, 'en-US collation (Postgres en_US.UTF-8 or ICU)');
});

t.test('base62 digits are exact and padded to their width', async (t) => {
  for (const value of [0, 1, 61, 62, 3_843, 3_844, 62 ** 5 - 1, Number.MAX_SAFE_INTEGER]) {
    const text = base62Digits(value, 5);
    t.equal(decode(text), BigInt(value), `${value} reads back`);
    t.ok(text.length >= 5, `${value}: at least 5 digits`);
  }
  t.equal(base62Digits(62, 5), '00010');
});

t.test('request ids have the shape of ids, and each of a process differs from the others', async (t) => {
  const ids = Array.from({ length: 20_000 }, () => newRequestId());
  t.ok(
    ids.every((id) => idShape('req').test(id)),
    'req_, the time, 22 base62 characters',
  );
  t.equal(new Set(ids).size, ids.length, 'no repeats');
  t.equal(newRequestId(Date.UTC(2026, 10, 26)).slice(4, 13), '0mwwsd1c0', 'the time part is the milliseconds in base 36');
  // Consecutive ids of one process count up in their last characters.
  const [first, second] = [newRequestId(0), newRequestId(0)];
  t.equal(decode(second!.slice(-5)) - decode(first!.slice(-5)), 1n);
});
