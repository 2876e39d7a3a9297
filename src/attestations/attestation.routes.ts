/**
 * `GET /v1/zk/verifications/{id}/attestation`: a verified proof's attestation leaf, its tree's root
 * and inclusion path, and the root's postings (docs/attestations.md). `{id}` is a verification's id
 * (`zkv_…`), a single verify's or a batch item's. The same for members under the platform path.
 */
import { conflict, notFound } from '../core/errors.js';
import type { ApiDeps } from '../http/deps.js';
import { defineProjectRoute } from '../platform/index.js';
import { findAttestation } from './attestations.js';
import { attestationSchema } from './schemas.js';

export const attestationRoutes = [
  defineProjectRoute({
    method: 'get',
    path: '/v1/zk/verifications/{id}/attestation',
    summary: "A verified proof's on-chain attestation: leaf, root, inclusion path and postings",
    description:
      "For a verification of the key's project and network (a single verify's `zkv_` id or a batch item's): its leaf, and once its tree is built the root, the path `MerkleProof.verify` and the registry's `isAttested` accept, and the root's posting on each chain. 409 conflict for a verification whose proof did not verify (it has no leaf) or that predates attestations.",
    responses: { 200: attestationSchema },
    errors: [404, 409],
    handle: async (ctx, { db }: ApiDeps, scope) => {
      const found = await findAttestation(db, await scope('member'), ctx.params.id);
      if (!found.found) throw notFound('verification');
      if (!found.attested) throw conflict('This verification has no attestation: only a proof that verified gets a leaf');
      ctx.body = found.view;
    },
  }),
];
