/**
 * The strict JSON parser (src/core/json.ts) on seeded random texts: a duplicate key anywhere is
 * refused naming it, whether the text takes the path without escapes (keys counted against the
 * parsed value's) or the full scan; texts built to fool a count (colons and quotes in strings, space
 * before a colon, `__proto__` keys) parse as JSON.parse does; and deep nesting does not overflow.
 */
import t from 'tap';
import { ValidationError } from '../../src/core/errors.js';
import { jsonNumberSource, parseStrictJson } from '../../src/core/json.js';

/** A small seeded generator (mulberry32), so that a failure names the text that caused it. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const tricky = ['a', 'k', ':', '":', ' : ', '__proto__', 'x\\"y', 'p\\\\', 'v,', '{', ']'];

/** A random JSON text; `duplicate` puts one repeated key in one object of it, and answers its path. */
function randomText(next: () => number, duplicate: boolean): { text: string; duplicatePath: string | undefined } {
  let duplicatePath: string | undefined;
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const space = () => pick(['', '', ' ', '\n ']);
  const value = (depth: number, path: string): string => {
    const kind = depth > 3 ? Math.floor(next() * 3) : Math.floor(next() * 5);
    if (kind === 0) return JSON.stringify(pick(tricky) + pick(tricky));
    if (kind === 1) return pick(['1', '-2.5', '0', 'true', 'null', '1e3']);
    if (kind === 2) return pick(['"1"', 'false', '12345678901234567']);
    if (kind === 3) return `[${Array.from({ length: Math.floor(next() * 3) }, (_, k) => value(depth + 1, `${path}[${k}]`)).join(`,${space()}`)}]`;
    const keys = [...new Set(Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(['a', 'k', ':', 'b c', '__proto__', 'x\\"y'])))];
    const fields = keys.map((key) => [key, value(depth + 1, `${path}.${key}`)] as const);
    if (duplicate && duplicatePath === undefined && next() < 0.5) {
      const [key] = fields[0]!;
      fields.push([key, value(depth + 1, '')]);
      duplicatePath = `${path}.${key}`;
    }
    return `{${fields.map(([key, v]) => `${JSON.stringify(key)}${space()}:${space()}${v}`).join(`,${space()}`)}}`;
  };
  const text = value(0, '');
  // Asked for a duplicate, a text that placed none (no object, or each chance passed) is made again.
  return duplicate && duplicatePath === undefined ? randomText(next, duplicate) : { text, duplicatePath };
}

t.test('seeded random texts: the parse equals JSON.parse, and every duplicate key is refused', async (t) => {
  const next = random(72);
  let accepted = 0;
  let refused = 0;
  for (let round = 0; round < 3000; round++) {
    const duplicate = round % 3 === 0;
    const { text } = randomText(next, duplicate);
    if (!duplicate) {
      t.same(parseStrictJson(text), JSON.parse(text), `parsed as JSON.parse: ${text}`);
      accepted++;
      continue;
    }
    try {
      parseStrictJson(text);
      t.fail(`a duplicate key was accepted: ${text}`);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      t.match(error.message, /appears more than once in its object \(duplicate key\)/, `refused: ${text}`);
      refused++;
    }
  }
  t.same([accepted, refused], [2000, 1000], 'every text without a duplicate parsed, every one with a duplicate refused');
});

t.test('a duplicate without escapes is named; a colon or quote in a string is no key', async (t) => {
  t.throws(() => parseStrictJson('{"items": [{"proof_id": "a", "proof_id": "b"}]}'), { message: /^items\[0\]\.proof_id: appears more than once/ });
  t.throws(() => parseStrictJson('{"a" : 1, "b": {"c": 2}, "a": 3}'), { message: /^a: appears more than once/ });
  t.same(parseStrictJson('[":", "x" , ":y", {"k": ":"}]'), [':', 'x', ':y', { k: ':' }]);
  t.same(parseStrictJson('{"__proto__": 1, "a": 2}'), JSON.parse('{"__proto__": 1, "a": 2}'));
});

t.test('inexact numbers keep their source on either path; deep nesting parses', async (t) => {
  const body = parseStrictJson('{"amount_usd": 19.999999999999999999, "n": 5}') as object;
  t.equal(jsonNumberSource(body, 'amount_usd'), '19.999999999999999999');
  t.equal(jsonNumberSource(body, 'n'), undefined);
  const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
  t.ok(Array.isArray(parseStrictJson(deep)), '100,000 nested arrays');
  const deepObjects = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
  t.ok(parseStrictJson(deepObjects), '50,000 nested objects');
});
