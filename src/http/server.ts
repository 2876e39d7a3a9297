import http from 'node:http';
import type { Duplex } from 'node:stream';
import { ServiceError } from '../core/errors.js';
import { newRequestId } from './request-ids.js';
import { errorBody, interfaceOf, statusOf } from './errors.js';

/** How long a client may take to send a whole request before it is refused. */
const REQUEST_TIMEOUT_MS = 120_000;

/**
 * How long an idle keep-alive connection stays open. Longer than the idle timeouts of the proxies
 * and load balancers usually put in front (60 s) and than clients keep idle sockets (fetch keeps
 * them for the `Keep-Alive: timeout` this announces, less a margin), so that the client side closes
 * an idle connection first: a request sent on a socket the server is closing fails with "other
 * side closed" or ECONNRESET, as it did with 5 s for clients whose event loop was held up for a few
 * seconds (a busy machine, a synchronous step between two requests).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * The HTTP server around an app. A request Node refuses before the app sees it (a head over
 * Node's 16 KB `maxHeaderSize`, a malformed request line or header, a request not sent in time)
 * is answered here, in the error shape of the interface its path belongs to, with an
 * `X-Request-Id`, instead of Node's bare-text status line.
 */
export function createHttpServer(handler: http.RequestListener): http.Server {
  const server = http.createServer(handler);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.on('clientError', answerClientError);
  return server;
}

type ParserError = Error & { code?: string; rawPacket?: Buffer };

function answerClientError(error: ParserError, socket: Duplex): void {
  // A reset connection: there is nobody to answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const refusal = new ServiceError('invalid_request', reasonOf(error));
  const body = JSON.stringify(errorBody(refusal, interfaceOf(requestPath(error.rawPacket))));
  const requestId = newRequestId();
  socket.end(
    `HTTP/1.1 ${statusOf('invalid_request')} Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** `<field>: <reason>`, as every 400 reads. */
function reasonOf(error: ParserError): string {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return `headers: the request line and headers together exceed ${http.maxHeaderSize} bytes`;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return `request: not received in full within ${REQUEST_TIMEOUT_MS / 1000} s`;
    case 'HPE_INVALID_METHOD':
    case 'HPE_INVALID_URL':
    case 'HPE_INVALID_VERSION':
      return 'request: the request line is not valid HTTP/1.1';
    default:
      return 'headers: not valid HTTP/1.1';
  }
}

/** The path of the request line at the start of what was received, when it is there. */
function requestPath(received: Buffer | undefined): string {
  const line = /^[A-Z]+ (\/[^ ?\r\n]*)/.exec(received?.subarray(0, 2048).toString('latin1') ?? '');
  return line?.[1] ?? '/';
}
