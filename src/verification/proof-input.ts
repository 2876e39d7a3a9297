/**
 * What a client sends to have a proof verified, written once: the body of
 * `POST /v1/zk/proofs/{proofId}/verify`, and each item of a batch (the same, with `proof_id`).
 * `proof` and `public_signals` are checked by the verifier, which names the field of each problem.
 */
export const proofInputProperties = {
  proof: { description: "snarkjs's proof.json: `pi_a`, `pi_b`, `pi_c` as decimal strings, `protocol` groth16, `curve` bn128." },
  public_signals: { description: 'The public signals, decimal strings, in the order of the verification key.' },
} as const;

export const proofItemSchema = {
  type: 'object',
  properties: { proof_id: { type: 'string', minLength: 1, maxLength: 64 }, ...proofInputProperties },
  required: ['proof_id', 'proof', 'public_signals'],
  additionalProperties: false,
} as const;
