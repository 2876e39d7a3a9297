import t from 'tap';
import { type Alarm, Batcher } from '../../src/core/batches.js';

/** A run whose batches the test finishes by hand, recording what each batch held. */
function manualRun() {
  const batches: { items: number[]; finish: () => void; fail: (error: Error) => void }[] = [];
  const run = (items: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      batches.push({ items, finish: () => resolve(items.map((item) => item * 10)), fail: reject });
    });
  return { batches, run };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

t.test('a quiet batcher sends an item at once; items arriving meanwhile wait and go together', async (t) => {
  const { batches, run } = manualRun();
  const batcher = new Batcher(run, { running: 1, size: 10, waitMs: 1000 });
  const first = batcher.add(1);
  await settle();
  t.same(
    batches.map((b) => b.items),
    [[1]],
    'the first item did not wait for company',
  );
  const rest = [2, 3, 4].map((item) => batcher.add(item));
  await settle();
  t.equal(batches.length, 1, 'no second batch while the first is under way');
  batches[0]!.finish();
  t.equal(await first, 10);
  await settle();
  t.same(
    batches.map((b) => b.items),
    [[1], [2, 3, 4]],
    'the items that waited went as one batch',
  );
  batches[1]!.finish();
  t.same(await Promise.all(rest), [20, 30, 40], 'each item gets its own result, in its order');
});

t.test('batches under way and their size are bounded', async (t) => {
  const { batches, run } = manualRun();
  const batcher = new Batcher(run, { running: 2, size: 3, waitMs: 1000 });
  const results = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((item) => batcher.add(item));
  await settle();
  t.same(
    batches.map((b) => b.items),
    [[1], [2]],
    'two run at once, each started by the first item it found',
  );
  batches[0]!.finish();
  await settle();
  t.same(batches[2]!.items, [3, 4, 5], 'a batch takes no more than its size');
  batches[1]!.finish();
  batches[2]!.finish();
  await settle();
  t.same(
    batches.slice(3).map((b) => b.items),
    [[6, 7, 8], [9]],
  );
  for (const batch of batches.slice(3)) batch.finish();
  t.same(await Promise.all(results), [10, 20, 30, 40, 50, 60, 70, 80, 90]);
});

t.test('a failed batch rejects its own items only, and the batcher goes on', async (t) => {
  const { batches, run } = manualRun();
  const batcher = new Batcher(run, { running: 1, size: 10, waitMs: 1000 });
  const first = batcher.add(1);
  const waiting = [2, 3].map((item) => batcher.add(item));
  await settle();
  batches[0]!.fail(new Error('refused'));
  await t.rejects(first, /refused/);
  await settle();
  batches[1]!.finish();
  t.same(await Promise.all(waiting), [20, 30], 'the next batch was sent and answered');
});

t.test('a run that throws at once rejects its batch, not the caller of add', async (t) => {
  const batcher = new Batcher<number, number>(
    () => {
      throw new Error('no');
    },
    { running: 1, size: 10, waitMs: 1000 },
  );
  await t.rejects(batcher.add(1), /no/);
  t.throws(() => new Batcher(async () => [], { running: 0, size: 1, waitMs: 1000 }), RangeError);
});

t.test('an item refused after waiting waitMs behind batches that do not end; one that got its batch in time is not', async (t) => {
  // A clock the test moves: each alarm set, and whether it was cancelled.
  const alarms: { ms: number; fire: () => void; cancelled: boolean }[] = [];
  const alarm: Alarm = (ms, fire) => {
    const set = { ms, fire, cancelled: false };
    alarms.push(set);
    return () => {
      set.cancelled = true;
    };
  };
  const { batches, run } = manualRun();
  const batcher = new Batcher(run, { running: 1, size: 10, waitMs: 5000 }, alarm);
  const hung = batcher.add(1);
  const early = batcher.add(2);
  await settle();
  t.same(
    alarms.map((a) => a.ms),
    [5000],
    'only the item that had to wait set an alarm',
  );
  batches[0]!.finish();
  t.equal(await hung, 10);
  await settle();
  t.equal(alarms[0]!.cancelled, true, 'its batch started: the alarm is off');
  // Now a batch that never ends.
  const late = batcher.add(3);
  t.equal(alarms.length, 2);
  alarms[1]!.fire();
  await t.rejects(late, { name: 'BatchWaitExceeded', message: /within 5000 ms/ }, 'refused when the alarm rang');
  batches[1]!.finish();
  t.equal(await early, 20);
  await settle();
  t.equal(batches.length, 2, 'the refused item was never sent');
});
