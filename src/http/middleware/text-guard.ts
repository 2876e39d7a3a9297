import type { Middleware } from 'koa';
import { invalidField } from '../../core/errors.js';
import { unstorableTextReason } from '../../core/json.js';
import type { AppState } from '../state.js';

/** What the guard asks a router to name a path parameter: @koa/router's `match`. */
export interface RouteMatcher {
  match(
    path: string,
    method: string,
  ): { pathAndMethod: ReadonlyArray<{ paramNames: ReadonlyArray<{ name: string | number }>; captures(path: string): Array<string | undefined> }> };
}

/**
 * The edge check of the text in a request's address: every path segment and query name and value
 * must be percent-encoded UTF-8 holding no NUL, or the answer is a 400 naming the path parameter
 * (or query parameter) before any route runs, so no such text reaches SQL. Body strings are checked
 * by the JSON body reader (`parseStrictJson`); header values with NUL or other control characters
 * never get this far (Node's HTTP parser answers 400 itself), and headers carry no surrogates.
 */
export function textGuard(routers: readonly RouteMatcher[]): Middleware<AppState> {
  // Not async: it only checks, and most requests carry neither an escape nor a query.
  return (ctx, next) => {
    const path = ctx.path;
    // A raw request path is ASCII: without an escape there is nothing to decode.
    if (path.includes('%')) {
      for (const segment of path.split('/')) {
        const reason = segmentProblem(segment);
        if (reason) throw invalidField(pathParameterName(routers, path, ctx.method, segment), reason);
      }
    }
    if (ctx.querystring === '') return next();
    for (const [name, value] of Object.entries(ctx.query)) {
      const nameReason = unstorableTextReason(name);
      if (nameReason) throw invalidField('query', `parameter name ${nameReason}`);
      for (const one of Array.isArray(value) ? value : [value ?? '']) {
        const reason = unstorableTextReason(one);
        // A value under an empty name (`?=a%00b`) is named by where it came from, never as "".
        if (reason) throw invalidField(name || 'query', reason);
      }
    }
    return next();
  };
}

function segmentProblem(segment: string): string | undefined {
  if (!segment.includes('%')) return undefined; // a raw request path is ASCII: nothing to decode
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return 'is not valid percent-encoded UTF-8';
  }
  return unstorableTextReason(decoded);
}

/** The route parameter (`id`) whose value holds `segment`, for the message; `path` when no route names it. */
function pathParameterName(routers: readonly RouteMatcher[], path: string, method: string, segment: string): string {
  for (const router of routers) {
    for (const layer of router.match(path, method).pathAndMethod) {
      // A capture is undefined where the route's pattern has an optional group that did not match
      // (a prefixed router's `/` route has one).
      const captures = layer.captures(path);
      const index = captures.findIndex((capture) => capture?.split('/').includes(segment));
      const key = layer.paramNames[index];
      if (key) return String(key.name);
    }
  }
  return 'path';
}
