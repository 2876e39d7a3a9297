import { ApiPromise, Proofpay, ServiceUnavailableError } from '@proofpay/sdk';
import t from 'tap';

// The client's promise and answers, against a fetch of the test: ApiPromise behaves as the Promise
// it is, and the health report a down service answers with a 503 is answered, not thrown.
function clientAnswering(answer: () => Response) {
  const sent: string[] = [];
  const proofpay = new Proofpay({
    apiKey: 'sk_test_client',
    baseUrl: 'http://client.invalid',
    sleep: async () => {},
    fetch: async (input) => {
      sent.push(String(input));
      return answer();
    },
  });
  return { proofpay, sent };
}

t.test('an ApiPromise is a Promise: then, catch and finally make plain Promises; withResponse shares the one request', async (t) => {
  const { proofpay, sent } = clientAnswering(() => Response.json({ id: 'ps_1' }, { headers: { 'x-request-id': 'req_1' } }));
  const retrieval = proofpay.checkout.sessions.retrieve('ps_1');
  t.ok(retrieval instanceof Promise && retrieval instanceof ApiPromise);
  const chained = retrieval.then((session) => session.id);
  t.notOk(chained instanceof ApiPromise, 'then answers a plain Promise');
  t.equal(await chained, 'ps_1');
  t.equal(await retrieval.finally(() => {}).then((session) => session.id), 'ps_1');
  t.match(await retrieval.withResponse(), { data: { id: 'ps_1' }, requestId: 'req_1' });
  t.same(await Promise.all([retrieval, proofpay.checkout.sessions.retrieve('ps_1')]), [{ id: 'ps_1' }, { id: 'ps_1' }]);
  t.equal(sent.length, 2, 'one request per call, however often it is awaited');

  const failing = clientAnswering(() => Response.json({ error: { code: 'not_found', message: 'No such checkout session' } }, { status: 404 }));
  t.equal(await failing.proofpay.checkout.sessions.retrieve('ps_2').catch((error: { code: string }) => error.code), 'not_found');
});

t.test("health.retrieve answers a down service's 503 report; a 503 that is not one is an error, retried as a read", async (t) => {
  const report = { status: 'down', checks: { database: { status: 'down' } } };
  const down = clientAnswering(() => Response.json(report, { status: 503 }));
  const { data, response } = await down.proofpay.health.retrieve().withResponse();
  t.same(data, report);
  t.equal(response.status, 503);
  t.equal(down.sent.length, 1, 'answered at once');

  const proxied = clientAnswering(() => new Response('<html>upstream unavailable</html>', { status: 503 }));
  const error = await proxied.proofpay.health.retrieve().catch((caught: unknown) => caught);
  t.ok(error instanceof ServiceUnavailableError);
  t.equal(proxied.sent.length, 3, 'the first attempt and two retries');
});
