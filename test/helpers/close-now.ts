import type http from 'node:http';

/** Closes `server` at once, as a peer that goes away would: the responses it holds open (`hanging`) and every connection are dropped. */
export function closeNow(server: http.Server, hanging: Set<http.ServerResponse>): Promise<void> {
  return new Promise<void>((resolve) => {
    for (const response of hanging) response.destroy();
    hanging.clear();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
