import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Test } from 'tap';
import type { Queryable } from '../../src/core/db/pool.js';
import type { TestApp } from './app.js';
import { caller, newProject, type Call } from './platform.js';
import { eventually } from './processes.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }));

const compiled = new Map<object, ReturnType<Ajv['compile']>>();

/** Asserts that a response object matches the service's own schema of it. */
export function assertShape(t: Test, schema: object, value: unknown, what: string): void {
  const validate = compiled.get(schema) ?? ajv.compile(schema);
  compiled.set(schema, validate);
  t.ok(validate(value), `${what} matches its schema`, { errors: validate.errors });
}

export { sampleCircuit } from './sample-circuits.js';

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
export function settle(call: Call, url: string, key: 'proof' | 'compilation', working: string[], boundMs = 240_000): Promise<any> {
  return eventually(
    async () => {
      const { body } = await call('GET', url);
      return working.includes(body[key]?.status) ? undefined : body[key];
    },
    { timeoutMs: boundMs, intervalMs: 150, what: `${url} to leave ${working.join('/')}` },
  );
}

export const settleProof = (call: Call, id: string) => settle(call, `/api/zk-proofs/${id}`, 'proof', ['compiling']);
export const settleCompilation = (call: Call, id: string) => settle(call, `/api/circom-compilations/${id}`, 'compilation', ['queued', 'running']);

/** Waits until a job has left the queue (graphile-worker deletes a job once it succeeds); a failed attempt throws. */
export async function jobDone(db: Queryable, jobId: string): Promise<void> {
  await eventually(
    async () => {
      const { rows } = await db.query<{ last_error: string | null }>('SELECT last_error FROM graphile_worker._private_jobs WHERE id = $1', [jobId]);
      if (rows[0]?.last_error) throw new Error(`job ${jobId} failed: ${rows[0].last_error}`);
      return rows.length === 0 ? true : undefined;
    },
    { timeoutMs: 240_000, what: `job ${jobId} to finish` },
  );
}
