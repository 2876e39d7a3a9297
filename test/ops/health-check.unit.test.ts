import http from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { checkHealth, roleInCommandLine } from '../../src/ops/health-check.js';
import { testConfig } from '../helpers/app.js';

// `proofpay health`, the image's HEALTHCHECK: which role the container's main process runs, and
// what counts as healthy for the API role. The worker role's database check runs in the image check
// (npm run test:image) against a real worker.
t.test('the role is read from the main command line, as Docker and tini start it', async (t) => {
  t.equal(roleInCommandLine('node\0dist/src/cli.js\0start\0--role\0worker\0'), 'worker');
  t.equal(roleInCommandLine('node\0dist/src/cli.js\0start\0--role=api\0'), 'api');
  t.equal(roleInCommandLine('node\0/app/dist/src/cli.js\0start\0'), 'all', 'start without a role runs all');
  t.equal(roleInCommandLine('/sbin/docker-init\0--\0node\0dist/src/cli.js\0start\0--role\0worker\0--work\0heavy\0'), 'worker');
  t.equal(roleInCommandLine('sh -c node dist/src/cli.js start --role worker'), 'worker', 'a shell form');
  t.equal(roleInCommandLine('node\0dist/src/cli.js\0migrate\0'), undefined, 'a one-off command has no role');
  t.equal(roleInCommandLine('/sbin/init\0'), undefined);
});

t.test('the API role is healthy while /v1/health answers 200, ok or degraded, and not when down or silent', async (t) => {
  let answer = { status: 200, body: { status: 'degraded' } };
  const server = http.createServer((req, res) => {
    if (req.url !== '/v1/health') res.writeHead(404).end();
    else res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const port = String((server.address() as AddressInfo).port);
  const config = testConfig({ HOST: '0.0.0.0', PORT: port });

  t.match(
    await checkHealth(config, 'api'),
    { healthy: true, message: `http://127.0.0.1:${port}/v1/health: 200 degraded` },
    'a wildcard HOST is asked on loopback',
  );
  answer = { status: 503, body: { status: 'down' } };
  t.match(await checkHealth(config, 'all'), { healthy: false, message: /503 down$/ });
  const closed = testConfig({ HOST: '127.0.0.1', PORT: String(await closedPort()) });
  t.match(await checkHealth(closed, 'api'), { healthy: false, message: /ECONNREFUSED/ });
});

t.test('the worker role needs its database', async (t) => {
  t.match(await checkHealth(testConfig({ DATABASE_URL: undefined }), 'worker'), { healthy: false, message: /DATABASE_URL is not set/ });
});

async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
