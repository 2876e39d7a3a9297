import { ID_SCHEMA, NAME_SCHEMA, assertRole, cleanName, envelope, messageSchema, projectForWork } from '../platform/index.js';
import { withTransaction } from '../core/db/pool.js';
import { hasCircuitFile } from './files.js';
import { createProof, findProof, listProofs, proofView, readArtifact, renameProof, requestCompile } from './proofs.js';
import { ARTIFACT_NAMES, type ArtifactName, zkProofSchema } from './schemas.js';
import { defineRoute } from '../http/routes.js';
import type { ApiDeps } from '../http/deps.js';
import { conflict, invalidField, notFound } from '../core/errors.js';
import { bodyValidator } from '../core/validation.js';
import { queryParam } from '../core/paging.js';

const newProofBodySchema = {
  type: 'object',
  properties: { name: NAME_SCHEMA, project_id: ID_SCHEMA, circuit_path: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['name', 'project_id', 'circuit_path'],
  additionalProperties: false,
} as const;
const newProofBody = bodyValidator(newProofBodySchema);

const renameBodySchema = {
  type: 'object',
  properties: { name: NAME_SCHEMA },
  required: ['name'],
  additionalProperties: false,
} as const;
const renameBody = bodyValidator(renameBodySchema);

const ARTIFACT_TYPES: Record<ArtifactName, string> = {
  'circuit.r1cs': 'application/octet-stream',
  'circuit.wasm': 'application/wasm',
  'circuit.sym': 'text/plain; charset=utf-8',
  'circuit_final.zkey': 'application/octet-stream',
  'verification_key.json': 'application/json',
  'verifier.sol': 'text/plain; charset=utf-8',
};

const platformOperation = { interface: 'platform', auth: 'platform_jwt' } as const;
const projectFilter = { project_id: { schema: ID_SCHEMA, description: "Only this project's records." } };
const proofAnswer = envelope('proof', zkProofSchema);

export const zkProofRoutes = [
  defineRoute({
    ...platformOperation,
    method: 'post',
    path: '/api/zk-proofs',
    summary: "Create a ZK proof record from a project's circuit file (admin)",
    description:
      "Admins of the project's organization. A `draft` record of a circuit file of the project (`circuit_path`, its name); compile it with `POST /api/zk-proofs/{id}/compile`.",
    requestBody: newProofBodySchema,
    requestExample: { name: 'Multiplier', project_id: 'proj_0mwqw65c017uoQk2bX9wYp3Lm0aZcDe', circuit_path: 'multiplier.circom' },
    responses: { 201: proofAnswer },
    errors: [403, 404],
    handle: async (ctx, { db }: ApiDeps) => {
      const body = newProofBody(ctx.request.body);
      const name = cleanName(body.name);
      const project = await projectForWork(db, body.project_id, ctx.state.user.id);
      if (!(await hasCircuitFile(db, project.id, body.circuit_path))) {
        throw invalidField('circuit_path', 'must be the name of a circuit file of this project');
      }
      const proof = await createProof(db, project.id, { name, circuit_path: body.circuit_path }, ctx.state.user.id);
      ctx.status = 201;
      ctx.body = { proof: proofView(proof) };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'get',
    path: '/api/zk-proofs',
    summary: "The ZK proof records of the caller's projects",
    description: "Every ZK proof record of the projects of the caller's organizations, or of one project with `project_id`, with its status and deployments.",
    query: projectFilter,
    responses: { 200: envelope('proofs', { type: 'array', items: zkProofSchema }) },
    handle: async (ctx, { db }: ApiDeps) => {
      const projectId = queryParam(ctx.query, 'project_id', projectFilter.project_id.schema);
      ctx.body = { proofs: (await listProofs(db, ctx.state.user.id, projectId)).map(proofView) };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'get',
    path: '/api/zk-proofs/{id}',
    summary: 'A ZK proof record',
    description:
      "A record of a project of the caller's organizations: status, compile stage and progress, the version in force, its verification key and deployments. Anyone else's is a 404.",
    responses: { 200: proofAnswer },
    errors: [404],
    handle: async (ctx, { db }: ApiDeps) => {
      const found = await findProof(db, ctx.params.id, ctx.state.user.id);
      if (!found) throw notFound('ZK proof');
      ctx.body = { proof: proofView(found.proof) };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'patch',
    path: '/api/zk-proofs/{id}',
    summary: 'Rename a ZK proof record (admin)',
    description: "Admins of the record's organization; only the name changes.",
    requestBody: renameBodySchema,
    requestExample: { name: 'Multiplier (3 × 1000)' },
    responses: { 200: proofAnswer },
    errors: [403, 404],
    handle: async (ctx, { db }: ApiDeps) => {
      const name = cleanName(renameBody(ctx.request.body).name);
      const found = await findProof(db, ctx.params.id, ctx.state.user.id);
      if (!found) throw notFound('ZK proof');
      assertRole(found.role, 'admin');
      ctx.body = { proof: proofView(await renameProof(db, found.proof.id, name)) };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'post',
    path: '/api/zk-proofs/{id}/compile',
    summary: 'Compile the circuit and run the Groth16 setup in the background (admin)',
    description: "The record's `status`, `stage` and `progress` follow the work; a record already compiling is a 409.",
    responses: { 202: messageSchema },
    errors: [403, 404, 409],
    handle: async (ctx, { db }: ApiDeps) => {
      await withTransaction(db, async (client) => {
        const found = await findProof(client, ctx.params.id, ctx.state.user.id, { lock: true });
        if (!found) throw notFound('ZK proof');
        assertRole(found.role, 'admin');
        if (!(await requestCompile(client, found.proof))) throw conflict(`The ZK proof is ${found.proof.status}; it can be compiled again once that ends`);
      });
      ctx.status = 202;
      ctx.body = { message: "Compilation started; follow the record's status, stage and progress" };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'get',
    path: '/api/zk-proofs/{id}/artifacts/{name}',
    summary: 'Download a compiled artifact (r1cs, wasm, sym, zkey, verification key, Solidity verifier)',
    description:
      'The file as an attachment, with its SHA-256 as `ETag` and its version in `X-Proof-Version`. Served as: `circuit.wasm` application/wasm, `verification_key.json` application/json, `circuit.sym` and `verifier.sol` text/plain (UTF-8), `circuit.r1cs` and `circuit_final.zkey` application/octet-stream. A record never compiled, or without that version, is a 404.',
    query: { version: { schema: { type: 'integer', minimum: 1, maximum: 999_999_999 }, description: 'An earlier version; the one in force by default.' } },
    pathParameters: { name: { schema: { type: 'string', enum: ARTIFACT_NAMES }, description: 'The artifact; any other name is a 404.' } },
    responses: { 200: null },
    mediaTypes: [...new Set(Object.values(ARTIFACT_TYPES).map((type) => type.replace(/;.*/, '')))],
    errors: [404],
    handle: async (ctx, { db }: ApiDeps) => {
      const name = ctx.params.name as ArtifactName;
      if (!ARTIFACT_NAMES.includes(name)) throw notFound('artifact');
      const version = parseVersion(ctx.query.version);
      const found = await findProof(db, ctx.params.id, ctx.state.user.id);
      if (!found) throw notFound('ZK proof');
      const artifact = await readArtifact(db, found.proof, name, version);
      if (!artifact)
        throw notFound(version === undefined ? 'artifact: the ZK proof has not been compiled' : `artifact: the ZK proof has no version ${version}`);
      ctx.set('Content-Type', ARTIFACT_TYPES[name]);
      ctx.set('Content-Disposition', `attachment; filename="${name}"`);
      ctx.set('ETag', `"${artifact.sha256}"`);
      ctx.set('X-Proof-Version', String(artifact.version));
      ctx.body = artifact.content;
    },
  }),
];

function parseVersion(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[1-9]\d{0,8}$/.test(value)) throw invalidField('version', 'must be a positive integer');
  return Number(value);
}
