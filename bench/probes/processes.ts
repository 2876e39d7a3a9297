/**
 * CPU time of the processes a bench measures, from /proc: a server's (its whole process, or each
 * thread's time on a CPU and waiting for one) and Postgres's (the postmaster and all its children).
 */
import fs from 'node:fs';
import type { Queryable } from '../../src/core/db/pool.js';

/** A process's /proc stat fields after its name (field 3, the state, first), or undefined once it has exited. */
function procStat(pid: number | string): { ppid: number; cpuUs: number; childrenCpuUs: number } | undefined {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  const fields = text.split(') ')[1]!.split(' ').map(Number);
  // utime, stime, cutime, cstime: clock ticks of 10 ms.
  return { ppid: fields[1]!, cpuUs: (fields[11]! + fields[12]!) * 10_000, childrenCpuUs: (fields[13]! + fields[14]!) * 10_000 };
}

/** user + system CPU time of a process so far, in µs. */
export const cpuTimeUs = (pid: number) => procStat(pid)!.cpuUs;

/** A thread's time so far on a CPU and runnable but waiting for one, in ns (/proc schedstat: exact, where /proc stat samples 10 ms ticks). */
export interface ThreadTime {
  runNs: number;
  waitNs: number;
}

/** Each of a process's threads by thread id (Node names them all `node`). */
export function threadTimes(pid: number): Map<number, ThreadTime> {
  const threads = new Map<number, ThreadTime>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const [runNs, waitNs] = fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
      threads.set(Number(tid), { runNs: runNs!, waitNs: waitNs! });
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return threads;
}

/**
 * Where a process's threads spent their time since `before`, in ms per request, as CPU/waiting for
 * a CPU: its main thread, its two busiest other threads (the pool's, in the service) and the rest
 * together (V8's helper threads, libuv's).
 */
export function threadShares(pid: number, before: Map<number, ThreadTime>, requests: number): string {
  const perRequest = (ns: number) => ns / 1e6 / requests;
  const spent = [...threadTimes(pid)].map(([tid, now]) => {
    const then = before.get(tid) ?? { runNs: 0, waitNs: 0 };
    return { tid, run: perRequest(now.runNs - then.runNs), wait: perRequest(now.waitNs - then.waitNs) };
  });
  const shown = (threads: typeof spent) =>
    `${threads.reduce((sum, thread) => sum + thread.run, 0).toFixed(2)}/${threads.reduce((sum, thread) => sum + thread.wait, 0).toFixed(2)}`;
  const others = spent.filter((thread) => thread.tid !== pid).sort((a, b) => b.run - a.run);
  const busiest = others.slice(0, 2).map((thread) => shown([thread]));
  return `main ${shown(spent.filter((thread) => thread.tid === pid))}, the two busiest others ${busiest.join(' and ')}, the other ${Math.max(0, others.length - 2)} together ${shown(others.slice(2))}`;
}

/** CPU time of a Postgres: on this machine, its postmaster's and its children's; NaN when it runs elsewhere. */
export interface PostgresCpu {
  /** user + system CPU time so far, in µs. */
  us(): number;
}

/** The Postgres `db` connects to, as PostgresCpu: its postmaster is the parent of a backend. */
export async function postgresCpu(db: Queryable): Promise<PostgresCpu> {
  const { rows } = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const postmasterPid = procStat(rows[0]!.pid)?.ppid;
  return { us: () => (postmasterPid === undefined ? Number.NaN : postgresCpuUs(postmasterPid)) };
}

/**
 * user + system CPU time of the postmaster and its children (backends, WAL writer, …) so far, in
 * µs: the postmaster's own with its exited children's (backends whose connection closed), and its
 * live children's.
 */
function postgresCpuUs(postmasterPid: number): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(entry);
    if (Number(entry) === postmasterPid) total += (stat?.cpuUs ?? 0) + (stat?.childrenCpuUs ?? 0);
    else if (stat?.ppid === postmasterPid) total += stat.cpuUs;
  }
  return total;
}
