import { namedSchema } from '../core/schema-registry.js';
import type { FromSchema } from 'json-schema-to-ts';
import { dateTimeSchema as timestamp, nullableDateTimeSchema } from '../core/schema-fragments.js';

/**
 * The platform's circuit resources as the API shows them: one JSON Schema each, the TypeScript
 * types derived from them. The views in this folder build exactly these shapes.
 */

export const FILE_TYPES = ['circuit', 'input'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const PROOF_STATUSES = ['draft', 'compiling', 'compiled', 'deploying', 'deployed', 'failed'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

/** Where a compile job is: queued until a worker takes it, then compile, setup, storing. */
export const COMPILE_STAGES = ['queued', 'compile', 'setup', 'storing'] as const;
export type CompileStage = (typeof COMPILE_STAGES)[number];

export const COMPILATION_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type CompilationStatus = (typeof COMPILATION_STATUSES)[number];

export const ARTIFACT_NAMES = ['circuit.r1cs', 'circuit.wasm', 'circuit.sym', 'circuit_final.zkey', 'verification_key.json', 'verifier.sol'] as const;
export type ArtifactName = (typeof ARTIFACT_NAMES)[number];

const nullableString = { type: ['string', 'null'] } as const;

/** The spec's Circom file. */
export const circomFileSchema = namedSchema('CircomFile', {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'project_id', 'name', 'content', 'file_type', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'string', pattern: '^cf_' },
    project_id: { type: 'string' },
    name: { type: 'string' },
    content: { type: 'string' },
    file_type: { enum: FILE_TYPES },
    created_at: timestamp,
    updated_at: timestamp,
  },
} as const);
export type CircomFileView = FromSchema<typeof circomFileSchema>;

/** A verifier of the record's version in force, deployed on one chain (src/deployments/, docs/onchain.md). */
export const deploymentSchema = namedSchema('Deployment', {
  type: 'object',
  additionalProperties: false,
  required: ['chain', 'chain_id', 'network', 'contract_address', 'tx_hash', 'block_number', 'deployed_at', 'compiler'],
  properties: {
    /** The registry key of the chain, e.g. `base-sepolia`. */
    chain: { type: 'string' },
    chain_id: { type: 'integer', minimum: 1 },
    network: { enum: ['testnet', 'mainnet'] },
    /** EIP-55; the same on every chain for one verification key (CREATE2). */
    contract_address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
    /** The CREATE2 transaction; null when the verifier was already at the address and was reused. */
    tx_hash: { type: ['string', 'null'], pattern: '^0x[0-9a-f]{64}$' },
    block_number: { type: 'integer', minimum: 0 },
    deployed_at: timestamp,
    /** The compiler that built the bytecode, so that anyone can rebuild and compare it. */
    compiler: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'version', 'settings'],
      properties: { name: { const: 'solc' }, version: { type: 'string' }, settings: { type: 'object' } },
    },
  },
} as const);
export type DeploymentView = FromSchema<typeof deploymentSchema>;

/** The spec's ZK proof record, plus `error`, `stage`, `progress`, `version` and `deployments`. */
export const zkProofSchema = namedSchema('ZkProof', {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'name',
    'project_id',
    'status',
    'created_at',
    'updated_at',
    'circuit_path',
    'verification_key',
    'proving_key',
    'error',
    'stage',
    'progress',
    'version',
    'deployments',
  ],
  properties: {
    id: { type: 'string', pattern: '^zkp_' },
    name: { type: 'string' },
    project_id: { type: 'string' },
    status: { enum: PROOF_STATUSES },
    created_at: timestamp,
    updated_at: timestamp,
    circuit_path: { type: 'string' },
    /** snarkjs's verification_key.json text of the version in force; "" before the first compile
     *  (the spec types it as a string, not a nullable one). */
    verification_key: { type: 'string' },
    /** Download path of that version's zkey; "" before the first compile. */
    proving_key: { type: 'string' },
    /** Why the last compile failed (one `file:line:column: message [code]` per line), or why the last deploy did. */
    error: nullableString,
    /** While compiling: the stage and a percentage; after a failure, the stage it failed in. */
    stage: { anyOf: [{ enum: COMPILE_STAGES }, { type: 'null' }] },
    progress: { type: ['integer', 'null'], minimum: 0, maximum: 100 },
    /** The compiled version in force (1, 2, …); null before the first successful compile. */
    version: { type: ['integer', 'null'], minimum: 1 },
    /** The verifiers of the version in force, newest first (POST /api/zk-proofs/{id}/deploy). */
    deployments: { type: 'array', items: deploymentSchema },
  },
} as const);
export type ZkProofView = FromSchema<typeof zkProofSchema>;

const diagnosticSchema = namedSchema('CompilationDiagnostic', {
  type: 'object',
  additionalProperties: false,
  required: ['severity', 'code', 'message'],
  properties: {
    severity: { enum: ['error', 'warning'] },
    code: { type: 'string' },
    message: { type: 'string' },
    file: { type: 'string' },
    line: { type: 'integer' },
    column: { type: 'integer' },
  },
} as const);

/** `GET /api/circom-compilations/{id}`: a compilation with what its report says. */
export const compilationSchema = namedSchema('Compilation', {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'project_id',
    'circuit_file_id',
    'input_file_id',
    'status',
    'error',
    'constraints',
    'public_signals',
    'public_outputs',
    'errors',
    'warnings',
    'log',
    'compiler',
    'timings',
    'created_at',
    'started_at',
    'finished_at',
  ],
  properties: {
    id: { type: 'string', pattern: '^cc_' },
    project_id: { type: 'string' },
    /** Null once the file was deleted. */
    circuit_file_id: nullableString,
    input_file_id: nullableString,
    status: { enum: COMPILATION_STATUSES },
    /** The errors as one text, `file:line:column: message [code]` per line. */
    error: nullableString,
    constraints: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['constraints', 'wires', 'public_inputs', 'public_outputs', 'private_inputs', 'labels'],
          properties: {
            constraints: { type: 'integer' },
            wires: { type: 'integer' },
            public_inputs: { type: 'integer' },
            public_outputs: { type: 'integer' },
            private_inputs: { type: 'integer' },
            labels: { type: 'integer' },
          },
        },
      ],
    },
    /** Outputs then public inputs, in snarkjs's order. */
    public_signals: { anyOf: [{ type: 'null' }, { type: 'array', items: { type: 'string' } }] },
    public_outputs: {
      anyOf: [
        { type: 'null' },
        {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'value'],
            properties: { name: { type: 'string' }, value: { type: 'string' } },
          },
        },
      ],
    },
    errors: { type: 'array', items: diagnosticSchema },
    warnings: { type: 'array', items: diagnosticSchema },
    /** What the circuit's log() calls printed while computing the witness. */
    log: nullableString,
    compiler: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'version', 'package', 'flags'],
          properties: {
            name: { type: 'string' },
            version: { type: 'string' },
            package: { type: 'string' },
            flags: { type: 'array', items: { type: 'string' } },
          },
        },
      ],
    },
    timings: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['total_ms'],
          properties: { compile_ms: { type: 'integer' }, witness_ms: { type: 'integer' }, total_ms: { type: 'integer' } },
        },
      ],
    },
    created_at: timestamp,
    started_at: nullableDateTimeSchema,
    finished_at: nullableDateTimeSchema,
  },
} as const);
export type CompilationView = FromSchema<typeof compilationSchema>;
