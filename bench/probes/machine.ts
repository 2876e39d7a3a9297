/**
 * The machine a bench runs on: what it is (printed first, so that a run can be read) and how busy
 * it is as a whole, from /proc.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { cpuSpeedLine } from '../cpu-speed.js';

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The CPU model and count, memory, load average and each CPU's speed at one verify. */
export function printMachine() {
  const cpu = fs
    .readFileSync('/proc/cpuinfo', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('model name'));
  console.log(`machine: nproc ${os.availableParallelism()}, ${cpu?.split(':')[1]?.trim() ?? 'unknown CPU'}, node ${process.version}`);
  console.log(execFileSync('free', ['-h'], { encoding: 'utf8' }).trimEnd());
  console.log(`load average: ${loadAverage()}`);
  console.log(cpuSpeedLine());
}

/** Busy CPU time of the whole machine so far (every CPU; /proc/stat's ticks but idle and iowait), in µs. */
export function machineBusyUs(): number {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user! + nice! + system! + irq! + softirq! + (steal ?? 0)) * 10_000;
}
