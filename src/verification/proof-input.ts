import { documentedAs, namedSchema } from '../core/schema-registry.js';

/**
 * What a client sends to have a proof verified, written once: the body of
 * `POST /v1/zk/proofs/{proofId}/verify`, and each item of a batch (the same, with `proof_id`).
 * `proof` and `public_signals` pass ajv as anything: the verifier checks them (groth16/snarkjs-json.ts),
 * naming the coordinate of each problem, and the documents show the shape it accepts.
 */

/** A canonical decimal string, as the verifier reads numbers: no sign, no leading zero, at most 80 digits. */
const decimalString = { type: 'string', pattern: '^(0|[1-9][0-9]{0,79})$' } as const;
const fp2 = { type: 'array', items: decimalString, minItems: 2, maxItems: 2 } as const;
/** An affine G1 point [x, y, "1"] (tools check array items one way, so z = "1" is said in the description). */
const g1 = { type: 'array', items: decimalString, minItems: 3, maxItems: 3, description: 'G1: [x, y, "1"].' } as const;

/** snarkjs's proof.json, as the verifier accepts it: affine points, `protocol` and `curve` optional labels. */
export const groth16ProofSchema = namedSchema('Groth16Proof', {
  type: 'object',
  description: "snarkjs's proof.json: affine BN254 points as canonical decimal strings, each coordinate below the field modulus and each point on the curve.",
  required: ['pi_a', 'pi_b', 'pi_c'],
  properties: {
    pi_a: g1,
    pi_b: { type: 'array', items: fp2, minItems: 3, maxItems: 3, description: 'G2: [[x0, x1], [y0, y1], ["1", "0"]].' },
    pi_c: g1,
    protocol: { const: 'groth16' },
    curve: { const: 'bn128' },
  },
} as const);

const publicSignalsSchema = {
  type: 'array',
  items: decimalString,
  description:
    "The public signals (snarkjs's public.json): canonical decimal strings below the scalar field order, as many as the key's nPublic, in its order.",
} as const;

export const proofInputProperties = {
  proof: documentedAs({ description: "snarkjs's proof.json." } as const, groth16ProofSchema),
  public_signals: documentedAs({ description: 'The public signals.' } as const, publicSignalsSchema),
} as const;

/** One item of a batch; ajv checks each on its own (verification-batches.ts), so a malformed item is that item's error. */
export const proofItemSchema = namedSchema('VerificationRequestItem', {
  type: 'object',
  properties: { proof_id: { type: 'string', minLength: 1, maxLength: 64 }, ...proofInputProperties },
  required: ['proof_id', 'proof', 'public_signals'],
  additionalProperties: false,
} as const);
