// `proofpay` as tests run it when they need probes (startServiceProcess with `probes: true`): the
// service's own command, whose worker also runs the probe job and has the probe task in its pool.
import { runCli } from '../../src/server/command.js';
import { probeWorker } from './probes.js';

runCli(process.argv.slice(2), probeWorker);
