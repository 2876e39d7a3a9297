import t from 'tap';
import { base62Length, newId, randomBase62 } from '../../src/core/ids.js';

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

t.test('ids are a prefix and 22 base62 characters', async (t) => {
  t.match(newId('zkv'), /^zkv_[0-9A-Za-z]{22}$/);
});
