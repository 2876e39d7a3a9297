import t from 'tap';
import { withTransaction } from '../../src/core/db/pool.js';
import { keyEncryptionKey } from '../../src/core/sealing.js';
import { createEndpoint, updateEndpoint } from '../../src/webhooks/endpoints.js';
import { recordEvent } from '../../src/webhooks/index.js';
import { startTestApp, TEST_DATA_DIR } from '../helpers/app.js';
import { caller, newProject } from '../helpers/platform.js';
import { idShape } from '../helpers/ids.js';

// No worker: the jobs recordEvent adds stay in graphile_worker's table for the test to see.
const app = await startTestApp(t, { worker: false });
const ada = await caller(app, 'ada@example.test');
const { projectId } = await newProject(ada, 'Acme');
const kek = keyEncryptionKey(undefined, TEST_DATA_DIR);
const testnet = { projectId, network: 'testnet' as const };

const deliveryJobs = async (eventId: string) =>
  (
    await app.db.query<{ endpoint_id: string }>(
      `SELECT d.endpoint_id FROM webhook_deliveries d JOIN graphile_worker._private_jobs j ON j.payload->>'delivery_id' = d.id
         JOIN graphile_worker._private_tasks task ON task.id = j.task_id AND task.identifier = 'webhooks.deliver'
        WHERE d.event_id = $1 ORDER BY d.endpoint_id`,
      [eventId],
    )
  ).rows.map((row) => row.endpoint_id);

const endpoint = async (enabledEvents: string[], network: 'testnet' | 'mainnet' = 'testnet') => {
  const result = await createEndpoint(
    app.db,
    kek,
    { projectId, network },
    { url: 'http://127.0.0.1:9/hook', enabledEvents: enabledEvents as never, description: null },
  );
  if (!('created' in result)) throw new Error('endpoint limit');
  return result.created.id;
};

t.test('an event gets one delivery job per enabled endpoint of its project and network subscribed to its type', async (t) => {
  const all = await endpoint(['*']);
  const expiredOnly = await endpoint(['checkout.session.expired']);
  await endpoint(['checkout.session.completed']);
  const disabled = await endpoint(['*']);
  await updateEndpoint(app.db, testnet, disabled, { disabled: true });
  await endpoint(['*'], 'mainnet');

  const eventId = await withTransaction(app.db, (client) =>
    recordEvent(client, { ...testnet, type: 'checkout.session.expired', object: { id: 'ps_1', object: 'checkout.session', metadata: { order: '42' } } }),
  );
  t.match(eventId, idShape('evt'));
  t.same(await deliveryJobs(eventId), [all, expiredOnly].sort(), 'the subscribed, enabled testnet endpoints only');
  const stored = (await app.db.query('SELECT type, network, object FROM events WHERE id = $1', [eventId])).rows[0];
  t.same(stored, { type: 'checkout.session.expired', network: 'testnet', object: { id: 'ps_1', object: 'checkout.session', metadata: { order: '42' } } });
});

t.test('a rolled-back transaction leaves no event, no delivery and no job', async (t) => {
  let eventId = '';
  await t.rejects(
    withTransaction(app.db, async (client) => {
      eventId = await recordEvent(client, { ...testnet, type: 'checkout.session.expired', object: { id: 'ps_2' } });
      throw new Error('the state change failed after the event was recorded');
    }),
  );
  t.match(eventId, /^evt_/);
  t.equal((await app.db.query('SELECT 1 FROM events WHERE id = $1', [eventId])).rowCount, 0);
  t.equal((await app.db.query('SELECT 1 FROM webhook_deliveries WHERE event_id = $1', [eventId])).rowCount, 0);
  t.same(await deliveryJobs(eventId), []);
});
