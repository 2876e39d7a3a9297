import {
  ApiPromise,
  type CheckoutSession,
  InternalServerError,
  NotFoundError,
  ProofpayAbortError,
  ProofpayConnectionError,
  Proofpay,
  type ProofpayOptions,
  RateLimitError,
  ServiceUnavailableError,
} from '@proofpay/sdk';
import t from 'tap';
import { startTestApp } from '../helpers/app.js';
import { startFaultProxy } from '../helpers/fault-proxy.js';
import { eventually } from '../helpers/processes.js';
import { caller, newProject } from '../helpers/platform.js';

// Retries against the real rate limiter (a key quota of 3 per minute) and through a fault proxy
// that answers 503s and 429s itself, drops connections, never answers, or stops listening; and the
// request options of one call (timeout, signal, headers, maxRetries) and `.withResponse()`. The
// client's waits go to a recorder that returns at once: no test waits for a backoff.
const app = await startTestApp(t, { worker: false, env: { RATE_LIMIT_KEY_QUOTA: '3', RATE_LIMIT_KEY_WINDOW_S: '60', WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
const ada = await caller(app, 'ada@retries.test');
const newKey = async (name: string) => (await newProject(ada, name, { receiving_address: '0x52908400098527886E0F7030069857D2E4169EE7' })).secretKeys.test;

/** A client whose every wait is recorded instead of waited, and whose answers are recorded too. */
function recordingClient(options: Omit<ProofpayOptions, 'sleep' | 'fetch'>) {
  const waits: number[] = [];
  const answers: { status: number; retryAfter: string | null; requestId: string | null }[] = [];
  const client = new Proofpay({
    ...options,
    sleep: async (ms) => {
      waits.push(ms);
    },
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      answers.push({ status: response.status, retryAfter: response.headers.get('retry-after'), requestId: response.headers.get('x-request-id') });
      return response;
    },
  });
  return { client, waits, answers };
}

const failure = (call: PromiseLike<unknown>) =>
  Promise.resolve(call).then(
    () => undefined,
    (error: unknown) => error,
  );

t.test('the real rate limiter: each 429 is retried after its Retry-After, POST included, then thrown', async (t) => {
  const key = await newKey('Limited');
  const { client, waits, answers } = recordingClient({ apiKey: key, baseUrl: app.url, maxRetries: 2 });
  for (let i = 0; i < 3; i++) await client.checkout.sessions.list();
  answers.length = 0;

  for (const call of [() => client.checkout.sessions.list(), () => client.checkout.sessions.create({ amount_usd: 1 })]) {
    waits.length = 0;
    answers.length = 0;
    const error = await failure(call());
    // Each wait is the Retry-After of the 429 before it. (Should the minute's window end between
    // two attempts, the next one passes: then the call ends sooner, as it should.)
    t.same(
      waits,
      answers.slice(0, waits.length).map((answer) => Number(answer.retryAfter) * 1000),
      'waited what each 429 said',
    );
    t.ok(
      waits.every((ms) => ms >= 1000 && ms <= 60_000),
      'within the window',
    );
    const last = answers.at(-1)!;
    if (last.status === 429) {
      t.equal(answers.length, 3, 'the first attempt and two retries');
      t.ok(error instanceof RateLimitError);
      t.match(error, { status: 429, code: 'rate_limited', requestId: last.requestId, retryAfterSeconds: Number(last.retryAfter) });
    } else {
      t.ok(last.status === 200 || last.status === 201, 'the window ended between attempts, and the retry passed');
    }
  }
});

const retrievedDirectly = async (key: string, id: string) => new Proofpay({ apiKey: key, baseUrl: app.url }).checkout.sessions.retrieve(id);

t.test('a GET is retried through a 503 (after its Retry-After) and a dropped connection, then answers', async (t) => {
  const key = await newKey('Proxied GET');
  const session = await new Proofpay({ apiKey: key, baseUrl: app.url }).checkout.sessions.create({ amount_usd: 2 });
  const proxy = await startFaultProxy(t, app.url);
  const { client, waits } = recordingClient({ apiKey: key, baseUrl: proxy.url });
  proxy.actions = [{ status: 503, headers: { 'retry-after': '2' } }, 'reset'];
  t.same(await client.checkout.sessions.retrieve(session.id), await retrievedDirectly(key, session.id));
  t.equal(waits.length, 2);
  t.equal(waits[0], 2000, "the 503's Retry-After");
  t.ok(waits[1]! >= 500 && waits[1]! <= 1000, `the second backoff step, with jitter (${waits[1]} ms)`);

  proxy.actions = [{ status: 503 }, { status: 503 }, { status: 503 }];
  const exhausted = await failure(client.checkout.sessions.retrieve(session.id));
  t.ok(exhausted instanceof ServiceUnavailableError, 'thrown after maxRetries (2) retries');
  t.equal(proxy.actions.length, 0, 'three attempts');
});

// Each key makes at most three requests a minute to the service: the parts below take a key each.
const internalError = { status: 500, body: JSON.stringify({ error: { code: 'internal_error', message: 'a fault' } }) };

t.test('a read is also retried after a 500, a 502 and an answer lost after the service sent it', async (t) => {
  const key = await newKey('Proxied 5xx');
  const session = await new Proofpay({ apiKey: key, baseUrl: app.url }).checkout.sessions.create({ amount_usd: 2 });
  const proxy = await startFaultProxy(t, app.url);
  const { client, waits } = recordingClient({ apiKey: key, baseUrl: proxy.url });
  proxy.actions = [internalError, { status: 502 }];
  t.same(await client.checkout.sessions.retrieve(session.id), session, 'answered on the third attempt');
  t.equal(waits.length, 2);

  const listing = recordingClient({ apiKey: await newKey('Proxied lost page'), baseUrl: proxy.url });
  proxy.actions = ['forward-then-reset'];
  const forwardedBefore = proxy.forwarded;
  t.match(await listing.client.checkout.sessions.list(), { object: 'list', data: [] }, 'a list page whose answer was lost is asked again');
  t.equal(proxy.forwarded - forwardedBefore, 2, 'the service answered both');
});

t.test('a POST create is not resent once it may have reached the service', async (t) => {
  const key = await newKey('Proxied POST');
  const proxy = await startFaultProxy(t, app.url);
  const { client, waits } = recordingClient({ apiKey: key, baseUrl: proxy.url });
  const listed = async () => (await new Proofpay({ apiKey: key, baseUrl: app.url }).checkout.sessions.list().toArray()).length;

  proxy.actions = [{ status: 503, headers: { 'retry-after': '1' } }];
  const unavailable = await failure(client.checkout.sessions.create({ amount_usd: 1 }));
  t.ok(unavailable instanceof ServiceUnavailableError);
  t.match(unavailable, { status: 503, retryAfterSeconds: 1 });

  proxy.actions = ['forward-then-reset'];
  const lost = await failure(client.checkout.sessions.create({ amount_usd: 1 }));
  t.ok(lost instanceof ProofpayConnectionError);
  t.match(lost, { status: 0, code: 'connection_error' });
  t.equal(await listed(), 1, 'the service made the session once; the client did not make a second');
  t.same(waits, [], 'neither was retried');

  proxy.actions = [{ status: 429, headers: { 'retry-after': '3' } }];
  const created = await client.checkout.sessions.create({ amount_usd: 4 });
  t.equal(created.amount_usd, '4.00', 'a 429 is retried: the limiter refuses before doing anything');
  t.same(waits, [3000]);

  // A proxy no connection was ever made to (a pooled keep-alive socket would not be refused), which
  // starts listening while the client waits.
  waits.length = 0;
  const closed = await startFaultProxy(t, app.url);
  await closed.close();
  const refusedKey = await newKey('Refused'); // the key quota (3 a minute) of the one above is used up
  const reopen = new Proofpay({
    apiKey: refusedKey,
    baseUrl: closed.url,
    sleep: async (ms) => {
      waits.push(ms);
      await closed.listen();
    },
  });
  const afterRefusal: CheckoutSession = await reopen.checkout.sessions.create({ amount_usd: 5 });
  t.equal(afterRefusal.amount_usd, '5.00', 'a refused connection is retried: nothing was sent');
  t.equal(waits.length, 1);
});

t.test('a create that timed out, or got a 500, is not sent again: the service may have made it', async (t) => {
  const key = await newKey('Proxied timeout');
  const proxy = await startFaultProxy(t, app.url);
  const { client, waits } = recordingClient({ apiKey: key, baseUrl: proxy.url });
  proxy.actions = ['forward-then-hang'];
  const timedOut = await failure(client.checkout.sessions.create({ amount_usd: 1 }, { timeout: 1_000 }));
  t.ok(timedOut instanceof ProofpayConnectionError);
  t.match(timedOut, { status: 0, code: 'timeout', message: /no answer within 1000 ms/ });
  t.equal(proxy.forwarded, 1, 'sent once');
  const sessions = await new Proofpay({ apiKey: key, baseUrl: app.url }).checkout.sessions.list().toArray();
  t.equal(sessions.length, 1, 'the timed-out create made its session, and only it');

  proxy.actions = [internalError];
  t.ok((await failure(client.checkout.sessions.create({ amount_usd: 1 }))) instanceof InternalServerError, 'a 500 is thrown at once');
  t.same(waits, [], 'neither was retried');
});

t.test('a PATCH or a DELETE whose answer was lost is not resent (a write); maxRetries 0 retries nothing', async (t) => {
  const proxy = await startFaultProxy(t, app.url);
  const patching = recordingClient({ apiKey: await newKey('Proxied PATCH'), baseUrl: proxy.url });
  const endpoint = await patching.client.webhookEndpoints.create({ url: 'http://127.0.0.1:9/hooks' });
  proxy.actions = ['forward-then-reset'];
  t.ok((await failure(patching.client.webhookEndpoints.update(endpoint.id, { description: 'again' }))) instanceof ProofpayConnectionError);
  t.match(await patching.client.webhookEndpoints.retrieve(endpoint.id), { description: 'again' }, 'done once, by the one attempt');
  t.same(patching.waits, []);

  const deleting = recordingClient({ apiKey: await newKey('Proxied DELETE'), baseUrl: proxy.url });
  const doomed = await deleting.client.webhookEndpoints.create({ url: 'http://127.0.0.1:9/hooks' });
  proxy.actions = ['forward-then-reset'];
  t.ok((await failure(deleting.client.webhookEndpoints.delete(doomed.id))) instanceof ProofpayConnectionError, 'not resent into a 404 for its own success');
  t.ok((await failure(deleting.client.webhookEndpoints.retrieve(doomed.id))) instanceof NotFoundError, 'deleted by the one attempt');
  t.same(deleting.waits, []);

  const once = recordingClient({ apiKey: await newKey('Proxied once'), baseUrl: proxy.url, maxRetries: 0 });
  proxy.actions = [{ status: 503 }];
  t.ok((await failure(once.client.webhookEndpoints.list())) instanceof ServiceUnavailableError);
  t.same(once.waits, []);
});

t.test('a Retry-After over a minute is not waited for; a hung answer times out', async (t) => {
  const key = await newKey('Proxied long');
  const proxy = await startFaultProxy(t, app.url);
  const { client, waits } = recordingClient({ apiKey: key, baseUrl: proxy.url, timeout: 300, maxRetries: 0 });
  proxy.actions = [{ status: 429, headers: { 'retry-after': '120' } }];
  const limited = await failure(client.checkout.sessions.list());
  t.ok(limited instanceof RateLimitError);
  t.match(limited, { retryAfterSeconds: 120 });
  t.same(waits, [], 'thrown at once, saying when to come back');

  proxy.actions = ['hang'];
  const hung = await failure(client.checkout.sessions.list());
  t.ok(hung instanceof ProofpayConnectionError);
  t.match(hung, { code: 'timeout', message: /no answer within 300 ms/ });
});

t.test("one call's options: maxRetries and timeout over the client's, headers sent, and a signal that stops the call", async (t) => {
  const key = await newKey('Options');
  const proxy = await startFaultProxy(t, app.url);
  const { client, waits } = recordingClient({ apiKey: key, baseUrl: proxy.url, maxRetries: 0, timeout: 60_000 });

  proxy.actions = [{ status: 503 }, { status: 503 }, { status: 503 }];
  t.match(await client.checkout.sessions.list({}, { maxRetries: 3 }), { object: 'list' }, "maxRetries: 3 for this call, over the client's 0");
  t.equal(proxy.actions.length, 0, 'four attempts: three 503s and the one that passed');
  t.equal(waits.length, 3);

  proxy.actions = ['hang'];
  t.match(await failure(client.checkout.sessions.list({}, { timeout: 200 })), { code: 'timeout', message: /no answer within 200 ms/ }, "this call's timeout");

  // The service keeps a caller's X-Request-Id: the header reached it.
  const { data, response, requestId } = await client.checkout.sessions
    .create({ amount_usd: 3 }, { headers: { 'X-Request-Id': 'order-42-create' } })
    .withResponse();
  t.equal(requestId, 'order-42-create');
  t.equal(response.status, 201);
  t.match(response.headers.get('ratelimit'), /r=\d+/, 'the raw answer, its headers included');
  t.equal(data.amount_usd, '3.00');

  // Aborted while the service holds the answer: rejected at once, never retried.
  proxy.actions = ['hang', 'hang'];
  const controller = new AbortController();
  const pending = failure(client.checkout.sessions.retrieve(data.id, { signal: controller.signal, maxRetries: 2 }));
  await eventually(async () => (proxy.actions.length === 1 ? true : undefined), { intervalMs: 10, what: 'the proxy to take the request' });
  controller.abort(new Error('the customer left'));
  const aborted = await pending;
  t.ok(aborted instanceof ProofpayAbortError && aborted instanceof ProofpayConnectionError);
  t.match(aborted, { status: 0, code: 'aborted', cause: { message: 'the customer left' } });
  t.equal(proxy.actions.length, 1, 'not sent again');

  // Aborted during the wait before a retry: the wait ends and the call rejects.
  proxy.actions = [{ status: 503, headers: { 'retry-after': '30' } }];
  const waiting = new AbortController();
  const sleeping = new Proofpay({
    apiKey: key,
    baseUrl: proxy.url,
    sleep: (_ms, signal) =>
      new Promise<void>((resolve) => {
        signal?.addEventListener('abort', () => resolve(), { once: true });
        waiting.abort();
      }),
  });
  const stopped = await failure(sleeping.checkout.sessions.list({}, { signal: waiting.signal }));
  t.ok(stopped instanceof ProofpayAbortError, 'rejected, not retried after the wait');
  t.equal(proxy.actions.length, 0);
  t.ok((await failure(client.checkout.sessions.list({}, { signal: AbortSignal.abort() }))) instanceof ProofpayAbortError, 'an aborted signal sends nothing');
});

t.test('.withResponse() on every kind of answer: a resource, a list page, an error', async (t) => {
  const key = await newKey('With response');
  const proofpay = new Proofpay({ apiKey: key, baseUrl: app.url });
  const created = proofpay.checkout.sessions.create({ amount_usd: 6 });
  t.ok(created instanceof ApiPromise && created instanceof Promise, 'an ApiPromise is a Promise');
  const session: CheckoutSession = await created;
  t.equal((await created.withResponse()).data, session, 'the same answer, not a second request');
  const page = await proofpay.checkout.sessions.list({ limit: 1 }).withResponse();
  t.match(page, { data: { object: 'list', data: [{ id: session.id }] }, requestId: /\S+/ });
  t.equal(page.response.headers.get('x-request-id'), page.requestId);
  t.ok((await failure(proofpay.checkout.sessions.retrieve('ps_missing').withResponse())) instanceof NotFoundError, 'an error answer rejects it');
});
