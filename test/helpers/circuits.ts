import fs from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Test } from 'tap';
import type { Queryable } from '../../src/db/pool.js';
import { circuitsDir } from '../../src/paths.js';
import type { TestApp } from './app.js';
import { caller, newProject, type Call } from './platform.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }));

const compiled = new Map<object, ReturnType<Ajv['compile']>>();

/** Asserts that a response object matches the service's own schema of it. */
export function assertShape(t: Test, schema: object, value: unknown, what: string): void {
  const validate = compiled.get(schema) ?? ajv.compile(schema);
  compiled.set(schema, validate);
  t.ok(validate(value), `${what} matches its schema`, { errors: validate.errors });
}

export const sampleCircuit = (name: string) => fs.readFileSync(path.join(circuitsDir, name), 'utf8');

/** Ada, admin of the Acme organization and its project; Bob, a member of it; Eve, an outsider. */
export async function acmeTeam(app: TestApp) {
  const ada = await caller(app, 'ada@example.test');
  const bob = await caller(app, 'bob@example.test');
  const eve = await caller(app, 'eve@example.test');
  await bob('GET', '/api/user/profile'); // signs Bob in, so he can be added by e-mail
  const project = await newProject(ada, 'Acme');
  await ada('POST', `/api/organizations/${project.organizationId}/members`, { email: 'bob@example.test' });
  return { ada, bob, eve, ...project };
}

/** Uploads a file and answers its id; the upload must succeed. */
export async function upload(admin: Call, projectId: string, name: string, content: string, fileType: 'circuit' | 'input' = 'circuit'): Promise<string> {
  const created = await admin('POST', '/api/circom-files', { project_id: projectId, name, content, file_type: fileType });
  if (created.status !== 201) throw new Error(`upload of ${name} answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body.file.id;
}

/**
 * Polls a resource until its status leaves the working ones, and answers its last body. The bound
 * only stops a hung job from hanging the test; how long the work took is not asserted.
 */
export async function settle(call: Call, url: string, key: 'proof' | 'compilation', working: string[], boundMs = 240_000): Promise<any> {
  const giveUp = Date.now() + boundMs;
  for (;;) {
    const { body } = await call('GET', url);
    if (!working.includes(body[key]?.status)) return body[key];
    if (Date.now() > giveUp) throw new Error(`${url} still ${body[key].status} after ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export const settleProof = (call: Call, id: string) => settle(call, `/api/zk-proofs/${id}`, 'proof', ['compiling']);
export const settleCompilation = (call: Call, id: string) => settle(call, `/api/circom-compilations/${id}`, 'compilation', ['queued', 'running']);

/** Waits until a job has left the queue (graphile-worker deletes a job once it succeeds). */
export async function jobDone(db: Queryable, jobId: string): Promise<void> {
  for (;;) {
    const { rows } = await db.query<{ last_error: string | null; attempts: number }>('SELECT last_error, attempts FROM graphile_worker._private_jobs WHERE id = $1', [jobId]);
    if (rows.length === 0) return;
    if (rows[0]!.last_error) throw new Error(`job ${jobId} failed: ${rows[0]!.last_error}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
