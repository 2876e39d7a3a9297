import { invalidField } from './errors.js';
import { formatFieldPath } from './validation.js';

/**
 * Text that must never reach Postgres or be stored: a NUL (Postgres refuses it in text) or a lone
 * UTF-16 surrogate (not a character; the driver would store U+FFFD in its place). In Unicode mode a
 * paired surrogate is one code point outside the class, so only lone halves match.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the very character refused
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;

/** Why `text` cannot be taken as text, or undefined when it can. */
export function unstorableTextReason(text: string): string | undefined {
  const match = UNSTORABLE.exec(text);
  if (!match) return undefined;
  return match[0] === '\u0000' ? 'must not contain a NUL character (U+0000)' : 'must not contain a lone UTF-16 surrogate (not a character)';
}

/** Source text of JSON numbers that a double does not carry exactly, by the object or array holding them. */
const numberSources = new WeakMap<object, Map<string | number, string>>();

/**
 * The number exactly as the client wrote it (`19.999999999999999999`), when the parsed double would
 * lose or change it; undefined when `String(value)` already is that text (or the value is no number).
 */
export function jsonNumberSource(container: object, key: string | number): string | undefined {
  return numberSources.get(container)?.get(key);
}

type PathToken = string | number;

interface Frame {
  /** Keys seen so far (objects only). */
  keys: Set<string> | undefined;
  /** The current key of an object, or index of an array. */
  at: PathToken;
}

/**
 * JSON.parse, made strict where it is lenient: a duplicate key (JSON.parse keeps the last) and a
 * string or key holding NUL or a lone surrogate (only reachable through `\u` escapes, since the
 * bytes were strict UTF-8) are 400s naming the field. Numbers a double would change keep their
 * source text (`jsonNumberSource`). JSON.parse does the parsing at native speed. Text without a
 * backslash has no escapes, so nothing unstorable: when its keys are as many as the parsed value's
 * own (none was dropped as a duplicate) and every number is exact, it is done (1-3 µs an item of a
 * batch of proofs, where the full scan takes 6-12); else the full scan names the field. Throws SyntaxError for text
 * that is not JSON.
 */
export function parseStrictJson(text: string): unknown {
  const value: unknown = JSON.parse(text);
  if (text.indexOf('\\') === -1 && countKeysIfNumbersExact(text) === ownKeyCount(value)) return value;
  checkStrictly(text, value);
  return value;
}

/**
 * The keys in JSON text without escapes (strings followed by a colon), or -1 when a number's text
 * is not what its double prints (its source must be recorded).
 */
function countKeysIfNumbersExact(text: string): number {
  let keys = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22 /* " */) {
      i = text.indexOf('"', i + 1);
      let next = i + 1;
      while (isWhitespace(text.charCodeAt(next))) next++;
      if (text.charCodeAt(next) === 0x3a /* : */) keys++;
    } else if (code === 0x2d || (code >= 0x30 && code <= 0x39)) {
      let end = i + 1;
      while (end < text.length && isNumberChar(text.charCodeAt(end))) end++;
      const source = text.slice(i, end);
      if (String(Number(source)) !== source) return -1;
      i = end - 1;
    }
  }
  return keys;
}

/** Own keys of every object in a parsed JSON value (walked without recursion: nesting may be deep). */
function ownKeyCount(value: unknown): number {
  let keys = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null) continue;
    const children = Array.isArray(next) ? next : Object.values(next);
    if (!Array.isArray(next)) keys += children.length;
    for (const child of children) if (typeof child === 'object' && child !== null) pending.push(child);
  }
  return keys;
}

const isWhitespace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/** The full scan of `text`, parsed as `value`: throws naming a duplicate key or unstorable text, and records inexact numbers' sources. */
function checkStrictly(text: string, value: unknown): void {
  const exactNumbers: Array<{ path: PathToken[]; source: string }> = [];
  const frames: Frame[] = [];
  let expectingKey = false;
  // The next backslash at or after the scan, found once and moved forward only: strings without
  // escapes (nearly all) cost one indexOf for their closing quote, and the scan stays linear.
  let nextBackslash = text.indexOf('\\');
  const pathTo = () => frames.map((frame) => frame.at);

  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    switch (code) {
      case 0x22 /* " */:
        {
          let end = text.indexOf('"', i + 1);
          while (isEscaped(text, end)) end = text.indexOf('"', end + 1);
          if (nextBackslash !== -1 && nextBackslash < i) nextBackslash = text.indexOf('\\', i);
          const escaped = nextBackslash !== -1 && nextBackslash < end;
          const frame = frames[frames.length - 1];
          // Only keys are read (for duplicates); a value is decoded only when it has escapes.
          if (expectingKey && frame) {
            const key: string = escaped ? JSON.parse(text.slice(i, end + 1)) : text.slice(i + 1, end);
            frame.at = key;
            const reason = escaped ? unstorableTextReason(key) : undefined;
            if (reason) throw invalidField(formatFieldPath(pathTo()), `key ${reason}`);
            if (frame.keys!.has(key)) throw invalidField(formatFieldPath(pathTo()), 'appears more than once in its object (duplicate key)');
            frame.keys!.add(key);
          } else if (escaped) {
            const reason = unstorableTextReason(JSON.parse(text.slice(i, end + 1)) as string);
            if (reason) throw invalidField(formatFieldPath(pathTo()), reason);
          }
          i = end + 1;
          break;
        }
      case 0x7b /* { */:
        frames.push({ keys: new Set(), at: '' });
        expectingKey = true;
        i++;
        break;
      case 0x5b /* [ */:
        frames.push({ keys: undefined, at: 0 });
        expectingKey = false;
        i++;
        break;
      case 0x7d /* } */:
      case 0x5d /* ] */:
        frames.pop();
        expectingKey = false;
        i++;
        break;
      case 0x2c /* , */:
        {
          const frame = frames[frames.length - 1]!;
          if (frame.keys) expectingKey = true;
          else frame.at = (frame.at as number) + 1;
          i++;
          break;
        }
      case 0x3a /* : */:
        expectingKey = false;
        i++;
        break;
      default:
        if (code === 0x2d || (code >= 0x30 && code <= 0x39)) {
          let end = i + 1;
          while (end < text.length && isNumberChar(text.charCodeAt(end))) end++;
          const source = text.slice(i, end);
          if (String(Number(source)) !== source) exactNumbers.push({ path: pathTo(), source });
          i = end;
        } else if (code === 0x74 /* true */ || code === 0x6e /* null */) i += 4;
        else if (code === 0x66 /* false */) i += 5;
        else i++; // whitespace
    }
  }
  for (const { path, source } of exactNumbers) recordNumberSource(value, path, source);
}

/** Whether the quote at `index` is escaped by an odd run of backslashes before it. */
function isEscaped(text: string, index: number): boolean {
  let backslashes = 0;
  for (let j = index - 1; text.charCodeAt(j) === 0x5c; j--) backslashes++;
  return backslashes % 2 === 1;
}

const isNumberChar = (code: number) => (code >= 0x30 && code <= 0x39) || code === 0x2e || code === 0x65 || code === 0x45 || code === 0x2b || code === 0x2d;

function recordNumberSource(root: unknown, path: PathToken[], source: string): void {
  if (path.length === 0) return; // a bare number body holds no field to name
  let container = root as Record<PathToken, unknown>;
  for (const token of path.slice(0, -1)) container = container[token] as Record<PathToken, unknown>;
  let sources = numberSources.get(container);
  if (!sources) {
    sources = new Map();
    numberSources.set(container, sources);
  }
  sources.set(path[path.length - 1]!, source);
}
