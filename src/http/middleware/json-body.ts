import type { Middleware } from 'koa';
import { invalidField, type ValidationError } from '../../core/errors.js';
import type { AppContext, AppState } from '../state.js';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Reads a JSON body within a byte limit chosen per request, never buffering past it. Anything that
 * is not JSON, not UTF-8 or too large is a 400 `invalid_request` naming `body`.
 */
export function jsonBody(limitFor: (path: string) => number): Middleware<AppState> {
  return async (ctx, next) => {
    const declared = ctx.request.length;
    const chunked = ctx.get('Transfer-Encoding') !== '';
    if (!METHODS_WITH_BODY.has(ctx.method) || (!chunked && !declared)) return next();
    if (!ctx.request.is('application/json', '+json')) {
      throw invalidField('body', `Content-Type must be application/json, got "${ctx.get('Content-Type') || 'none'}"`);
    }
    const limit = limitFor(ctx.path);
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
      ctx.request.body = JSON.parse(text);
    } catch (error) {
      throw invalidField('body', `is not valid JSON (${(error as Error).message})`);
    }
    return next();
  };
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
