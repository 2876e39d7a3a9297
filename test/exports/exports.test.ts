import http from 'node:http';
import { Wallet } from 'ethers';
import t from 'tap';
import { metricsRegistry } from '../../src/core/metrics.js';
import { startTestApp } from '../helpers/app.js';
import { assertPlatformError, caller, newProject, platformToken, proveReceivingAddress } from '../helpers/platform.js';
import { recordUnattributedPayment } from '../helpers/payment-rows.js';

// The accounting exports (docs/payments.md, "Accounting exports"): RFC 4180 with formulas
// neutralised, the range and its defaults, both interfaces, and a 100,000-record export streamed at
// the reader's pace (the server reads the database only as fast as the client takes the bytes).
const app = await startTestApp(t, {
  worker: false,
  env: { RATE_LIMIT_KEY_QUOTA: '100000', RATE_LIMIT_IP_QUOTA: '100000', RPC_URL_BASE_SEPOLIA: 'http://127.0.0.1:9' },
});
const ada = await caller(app, 'ada@example.test');
const receiver = Wallet.createRandom();
const { organizationId, projectId, secretKeys } = await newProject(ada, 'Exports', { receiving_address: receiver.address });
// Unattributed money at an address is its proven owner's alone.
await proveReceivingAddress(ada, projectId, receiver);
const otherProject = await newProject(ada, 'Other', { receiving_address: Wallet.createRandom().address });
const key = secretKeys.test;

const v1 = async (method: string, path: string, json?: unknown, token = key) => {
  const response = await app.request(path, { method, token, json });
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    body: type.startsWith('application/json') ? ((await response.json()) as any) : await response.text(),
  };
};

/** RFC 4180 parsed strictly: records end with CRLF, quoted fields may hold anything with quotes doubled. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (text[i] === '"' && text[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else if (i >= text.length) throw new Error('unterminated quote');
        else field += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') field += text[i++];
    }
    record.push(field);
    if (text[i] === ',') i++;
    else if (text[i] === '\r' && text[i + 1] === '\n') {
      records.push(record);
      record = [];
      i += 2;
    } else throw new Error(`bad record end at ${i}: ${JSON.stringify(text.slice(i, i + 10))}`);
  }
  return records;
}
const asObjects = (records: string[][]) => records.slice(1).map((record) => Object.fromEntries(records[0]!.map((name, index) => [name, record[index]])));

t.test('sessions: one record per session, RFC 4180, formulas neutralised, metadata as columns', async (t) => {
  const before = new Date();
  const tricky = await v1('POST', '/v1/checkout/sessions', {
    amount_usd: 19.99,
    description: 'Order "42", two lines\nand a comma',
    customer_email: 'bea@example.test',
    metadata: { order_id: '=HYPERLINK("http://evil")', note: '+1', count: 3, flag: true, empty: null },
  });
  t.equal(tricky.status, 201);
  t.equal(tricky.body.customer_email, 'bea@example.test');
  const plain = await v1('POST', '/v1/checkout/sessions', { amount_usd: 5, metadata: { region: '@eu' } });
  t.equal(plain.status, 201);
  t.equal(plain.body.customer_email, null);
  await v1('POST', '/v1/checkout/sessions', { amount_usd: 7, metadata: { secret: 'not yours' } }, otherProject.secretKeys.test);

  const response = await v1('GET', `/v1/exports/sessions.csv?from=${before.toISOString()}`);
  t.equal(response.status, 200);
  t.equal(response.headers.get('content-type'), 'text/csv; charset=utf-8');
  t.match(response.headers.get('content-disposition'), /^attachment; filename="sessions-testnet-\d{8}T\d{6}Z-\d{8}T\d{6}Z\.csv"$/);
  const text = response.body as string;
  t.notOk(/[^\r]\n/.test(text.replace(/"[^"]*(""[^"]*)*"/g, '')), 'every record ends with CRLF');
  const records = parseCsv(text);
  t.same(records[0], [
    'id',
    'created_at',
    'status',
    'network',
    'currency',
    'amount_usd',
    'description',
    'customer_email',
    'chain',
    'token',
    'token_amount',
    'tx_hash',
    'payer',
    'completed_at',
    'failure_reason',
    'expires_at',
    'metadata.count',
    'metadata.empty',
    'metadata.flag',
    'metadata.note',
    'metadata.order_id',
    'metadata.region',
  ]);
  const rows = asObjects(records);
  t.same(
    rows.map((row) => row.id),
    [tricky.body.id, plain.body.id],
    'oldest first, the other project left out',
  );
  t.match(rows[0], {
    created_at: tricky.body.created_at,
    status: 'pending',
    network: 'testnet',
    currency: 'USD',
    amount_usd: '19.99',
    description: 'Order "42", two lines\nand a comma',
    customer_email: 'bea@example.test',
    'metadata.order_id': `'=HYPERLINK("http://evil")`,
    'metadata.note': "'+1",
    'metadata.count': '3',
    'metadata.flag': 'true',
    'metadata.empty': '',
    'metadata.region': '',
  });
  t.equal(rows[1]!['metadata.region'], "'@eu");
  t.ok(text.includes('"Order ""42"", two lines\nand a comma"'), 'quotes doubled inside a quoted field');

  const empty = await v1(
    'GET',
    `/v1/exports/sessions.csv?from=${before.toISOString()}&to=${before
      .toISOString()
      .replace(/\d\dZ$/, '59Z')
      .replace(/T\d\d/, 'T00')}`,
  );
  t.equal(empty.status, 400, 'from after to');
  t.match(empty.body.error, { code: 'invalid_request', message: /^from: / });
  const bad = await v1('GET', '/v1/exports/sessions.csv?from=yesterday');
  t.equal(bad.status, 400);
  t.match(bad.body.error.message, /^from: /);
  const unknown = await v1('GET', '/v1/exports/sessions.csv?since=2026-01-01T00:00:00Z');
  t.match([unknown.status, unknown.body.error.message], [400, /^since: /]);
  const defaults = parseCsv((await v1('GET', '/v1/exports/sessions.csv')).body as string);
  t.equal(defaults.length, 3, 'by default the last 31 days');
  const past = parseCsv((await v1('GET', '/v1/exports/sessions.csv?to=2026-01-01T00:00:00Z')).body as string);
  t.same(past, [records[0]!.slice(0, 16)], 'nothing before: the header alone, without metadata columns');
  // No SMTP_URL here: e-mail is off, which health reports without counting it against the status.
  const health = (await (await app.request('/v1/health')).json()) as any;
  t.same(health.checks.email, { status: 'not_configured' });
});

t.test('payments and refunds export; the platform twin for members, not for others', async (t) => {
  const paymentId = await recordUnattributedPayment(app.db, { to: receiver.address, amountBaseUnits: 12_345_678n, txByte: '7a', blockByte: 'b7' });
  const payments = asObjects(parseCsv((await v1('GET', '/v1/exports/payments.csv')).body as string));
  t.match(payments, [
    {
      id: paymentId,
      status: 'unattributed',
      session: '',
      chain: 'base-sepolia',
      token: 'USDC',
      amount: '12.345678',
      tx_hash: `0x${'7a'.repeat(32)}`,
      payer: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    },
  ]);
  // The payments list's filters (the dashboard's all-payments page).
  const listed = async (query: string) => ((await v1('GET', `/v1/payments?${query}`)).body as any).data?.map((payment: any) => payment.id);
  t.same(await listed('chain=base-sepolia&token=USDC'), [paymentId]);
  t.same(await listed('chain=sepolia'), []);
  t.same(await listed('token=USDT'), []);
  const recorded = new Date(payments[0]!.created_at!);
  t.same(await listed(`created[gte]=${recorded.toISOString()}&created[lt]=${new Date(recorded.getTime() + 1).toISOString()}`), [paymentId]);
  t.same(await listed(`created[lt]=${recorded.toISOString()}`), []);
  const badFilter = await v1('GET', '/v1/payments?created[gte]=soon');
  t.match([badFilter.status, badFilter.body.error.message], [400, /^created\[gte\]: /]);
  const refunds = parseCsv((await v1('GET', '/v1/exports/refunds.csv')).body as string);
  t.equal(refunds.length, 1, 'no refunds: the header');
  t.equal(refunds[0]![0], 'id');

  const onPlatform = await app.request(`/api/projects/${projectId}/networks/testnet/exports/sessions.csv`, {
    token: await platformToken('ada@example.test'),
  });
  t.equal(onPlatform.status, 200);
  t.equal(parseCsv(await onPlatform.text()).length, 3, 'the same sessions');
  const eve = await caller(app, 'eve@example.test');
  assertPlatformError(t, await eve('GET', `/api/projects/${projectId}/networks/testnet/exports/sessions.csv`), 404);
  t.ok(organizationId);
});

t.test('100,000 records streamed at the reader’s pace: the server reads ahead only what the socket holds', async (t) => {
  const rows = 100_000;
  // Sessions written directly, as the create path would leave them (expired, their tag released),
  // a minute ago, each with a few metadata values so that a record is about 400 bytes.
  const { rows: template } = await app.db.query<{ offer_set: string; pay_address: string }>(
    'SELECT offer_set, pay_address FROM checkout_sessions WHERE project_id = $1 LIMIT 1',
    [projectId],
  );
  await app.db.query(
    `INSERT INTO checkout_sessions (id, project_id, network, amount_cents, description, metadata, status, created_at, expires_at, expired_at,
                                    pay_address, amount_tag, amount_released, offer_set)
     SELECT 'ps_bulk' || lpad(n::text, 8, '0'), $1, 'testnet', 1000 + n, 'Bulk order number ' || n || ' of the streaming test',
            jsonb_build_object('order_id', 'ord_' || n, 'customer', 'customer-' || (n % 977) || '@shop.example', 'sku', 'SKU-' || (n % 131), 'note', repeat('x', 60)),
            'expired', now() - interval '1 minute', now() + interval '29 minutes', now(), $2, n, 'expired', $3
       FROM generate_series(1, $4::int) n`,
    [projectId, template[0]!.pay_address, template[0]!.offer_set, rows],
  );
  const exported = async () =>
    (await metricsRegistry.getSingleMetric('proofpay_export_rows_total')!.get()).values.find((v) => v.labels.kind === 'sessions')?.value ?? 0;
  const start = await exported();

  const url = new URL(`${app.url}/v1/exports/sessions.csv`);
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(url, { headers: { Authorization: `Bearer ${key}` } }, resolve).on('error', reject),
  );
  t.equal(response.statusCode, 200);
  response.pause();
  // The client holds still: the server goes on only until the socket's buffers are full. Wait until
  // the records read stop growing (no change over a second), however slow the machine.
  let last = -1;
  let current = await exported();
  while (current !== last) {
    last = current;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    current = await exported();
  }
  const readAhead = current - start;
  t.ok(readAhead < rows / 2, `while the client held still the server read ${readAhead} of ${rows} records, not the whole export`);

  let bytes = 0;
  let lines = 0;
  response.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
  });
  response.resume();
  await new Promise((resolve, reject) => response.on('end', resolve).on('error', reject));
  t.ok(response.complete, 'the chunked answer ended with its last chunk');
  // The earlier description holds one line feed of its own, inside its quotes.
  t.equal(lines, rows + 4, 'the header, the two earlier sessions and every bulk record');
  t.ok(bytes > rows * 200, `${bytes} bytes`);
  t.equal((await exported()) - start, rows + 2, 'every record read exactly once');
});
