import { ProofpayConnectionError, Proofpay, type ProofpayOptions, RateLimitError, ServiceUnavailableError, type CheckoutSession } from '@proofpay/sdk';
import t from 'tap';
import { startTestApp } from '../helpers/app.js';
import { startFaultProxy } from '../helpers/fault-proxy.js';
import { caller, newProject } from '../helpers/platform.js';

// Retries against the real rate limiter (a key quota of 3 per minute) and through a fault proxy
// that answers 503s and 429s itself, drops connections, or stops listening. The client's waits go
// to a recorder that returns at once: no test waits for a backoff.
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

t.test('a PATCH is resent after a lost answer (setting fields twice changes nothing); maxRetries 0 retries nothing', async (t) => {
  const key = await newKey('Proxied PATCH');
  const proxy = await startFaultProxy(t, app.url);
  const { client, waits } = recordingClient({ apiKey: key, baseUrl: proxy.url });
  const endpoint = await client.webhookEndpoints.create({ url: 'http://127.0.0.1:9/hooks' });
  proxy.actions = ['forward-then-reset'];
  t.match(await client.webhookEndpoints.update(endpoint.id, { description: 'again' }), { description: 'again' });
  t.equal(waits.length, 1);

  const once = recordingClient({ apiKey: key, baseUrl: proxy.url, maxRetries: 0 });
  proxy.actions = [{ status: 503 }];
  t.ok((await failure(once.client.webhookEndpoints.retrieve(endpoint.id))) instanceof ServiceUnavailableError);
  t.same(once.waits, []);
});

t.test('a Retry-After over a minute is not waited for; a hung answer times out', async (t) => {
  const key = await newKey('Proxied long');
  const proxy = await startFaultProxy(t, app.url);
  const { client, waits } = recordingClient({ apiKey: key, baseUrl: proxy.url, timeoutMs: 300, maxRetries: 0 });
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
