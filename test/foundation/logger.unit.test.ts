import { spawnSync } from 'node:child_process';
import path from 'node:path';
import t from 'tap';
import { distRoot } from '../../src/core/paths.js';

// A process logging through the service's logger, its stdout a pipe as under a supervisor: the
// lines are gathered and written in batches, so what matters is that none is lost or reordered.
const script = `
  const { createLogger } = await import(${JSON.stringify(path.join(distRoot, 'src/core/logger.js'))});
  const log = createLogger('info', { role: 'probe' });
  // Well past one batch (4 KB), then a flush the caller waits for, then lines only the exit writes.
  for (let n = 0; n < 300; n++) log.child({ req_id: 'req_' + n }).info({ n }, 'line');
  await new Promise((resolve) => log.flush(resolve));
  // Written straight to stdout (synchronous on a pipe): it lands after whatever the flush wrote.
  process.stdout.write(JSON.stringify({ n: 'flushed' }) + '\\n');
  for (let n = 300; n < 310; n++) log.warn({ n }, 'line');
  process.exit(3);
`;

t.test('every line reaches stdout once, in order, flushed on request and at exit', async (t) => {
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  const ended = Date.now();
  t.equal(run.status, 3, 'the process exited with its own code');
  const lines = run.stdout
    .trimEnd()
    .split('\n')
    .map((text) => JSON.parse(text) as { n: number | 'flushed'; time: string; level: number; role: string });
  t.same(
    lines.map((line) => line.n),
    [...Array.from({ length: 300 }, (_, n) => n), 'flushed', ...Array.from({ length: 10 }, (_, n) => 300 + n)],
    'all 310 lines, in the order logged, and the flush done before its callback ran',
  );
  lines.splice(300, 1); // the marker has no logger's fields
  t.ok(
    lines.every((line) => line.role === 'probe' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(line.time)),
    'each line has its bindings and an ISO 8601 UTC time to the millisecond',
  );
  const times = lines.map((line) => Date.parse(line.time));
  t.ok(
    times.every((time, k) => time >= started && time <= ended && (k === 0 || time >= times[k - 1]!)),
    'the times are when the lines were logged, never going back',
  );
  t.equal(lines.filter((line) => line.level === 40).length, 10, 'the lines logged after the flush were written as the process exited');
});
