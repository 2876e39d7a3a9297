import type { Middleware, Next } from 'koa';
import { invalidField, ServiceError, type ValidationError } from '../../core/errors.js';
import { parseStrictJson } from '../../core/json.js';
import type { AppContext, AppState } from '../state.js';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Reads a JSON body within a byte limit chosen per request, never buffering past it. Anything that
 * is not JSON, not UTF-8 (bytes or declared charset) or too large is a 400 `invalid_request` naming
 * `body`; a duplicate key, or a NUL or lone surrogate in a string or key, is a 400 naming its field
 * (`parseStrictJson`), so no such text reaches SQL.
 */
export function jsonBody(limitFor: (path: string) => number): Middleware<AppState> {
  // Not async itself: a request without a body (every GET) passes through without a promise of its own.
  return (ctx, next) => {
    if (!METHODS_WITH_BODY.has(ctx.method)) return next();
    const declared = ctx.request.length;
    const chunked = ctx.get('Transfer-Encoding') !== '';
    if (!chunked && !declared) return next();
    return readJsonBody(ctx, next, declared, limitFor(ctx.path));
  };
}

/** The body of a request that declares one: checked, read within `limit` and parsed into `ctx.request.body`. */
async function readJsonBody(ctx: AppContext, next: Next, declared: number | undefined, limit: number): Promise<void> {
  if (!ctx.request.is('application/json', '+json')) {
    throw invalidField('body', `Content-Type must be application/json, got "${ctx.get('Content-Type') || 'none'}"`);
  }
  const charset = ctx.request.charset.toLowerCase();
  // JSON is UTF-8 (RFC 8259 §8.1); a body declared in another charset would be misread, not converted.
  if (charset !== '' && charset !== 'utf-8' && charset !== 'utf8') {
    throw invalidField('body', `Content-Type charset must be utf-8, got "${charset}"`);
  }
  if (declared !== undefined && declared > limit) throw tooLarge(ctx, limit);

  const raw = await readAtMost(ctx.req, limit);
  if (raw === undefined) {
    ctx.req.resume(); // drain the rest without keeping it, so the answer still reaches the client
    throw tooLarge(ctx, limit);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw invalidField('body', 'is not valid UTF-8');
  }
  try {
    ctx.request.body = parseStrictJson(text);
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    throw invalidField('body', `is not valid JSON (${(error as Error).message})`);
  }
  return next();
}

/** The whole body, or undefined as soon as it passes `limit` bytes (reading then stops). */
function readAtMost(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        resolve(undefined);
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(invalidField('body', `could not be read (${error.message})`));
    };
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}

/** The rest of an oversized body is not read: the connection closes after the answer. */
function tooLarge(ctx: Pick<AppContext, 'set'>, limit: number): ValidationError {
  ctx.set('Connection', 'close');
  return invalidField('body', `is larger than the limit of ${limit} bytes`);
}
