import { randomBytes } from 'node:crypto';
import { Contract, FetchRequest, getAddress, hashMessage, JsonRpcProvider, verifyMessage } from 'ethers';
import type { ChainRegistry } from '../core/chain/registry.js';
import type { Queryable } from '../core/db/pool.js';
import { invalidField, ServiceError } from '../core/errors.js';
import type { KeyProject } from './api-keys.js';
import type { Project } from './projects.js';

/**
 * Receiving addresses proven, not claimed (docs/platform.md, "Receiving addresses"): an
 * organization signs a challenge with an address (EIP-191 `personal_sign`, or ERC-1271 for a
 * contract account) and then owns it (receiving_address_owners, sql/029_receiving_address_proofs.sql).
 */

/** A challenge lives this long, and is used once. */
export const CHALLENGE_LIFETIME = '10 minutes';

/** The ERC-1271 magic value: `isValidSignature(bytes32,bytes)`'s selector, answered for a valid signature. */
const ERC1271_MAGIC = '0x1626ba7e';
const ERC1271_ABI = ['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)'];
/** An ERC-1271 check waits this long for each chain's RPC. */
const CONTRACT_CHECK_TIMEOUT_MS = 5_000;

/** A 409 naming `receiving_address`: another organization proved it. */
const provenElsewhere = () =>
  new ServiceError('conflict', 'receiving_address: is proven by another organization; set an address your organization controls', [
    { field: 'receiving_address', message: 'is proven by another organization' },
  ]);

/** Refuses an address another organization proved, for a project of `organizationId` (its creation or a change of its address). */
export async function refuseAddressProvenElsewhere(db: Queryable, organizationId: string, address: string | null): Promise<void> {
  if (address === null) return;
  const { rows } = await db.query('SELECT 1 FROM receiving_address_owners WHERE address = $1 AND organization_id <> $2', [
    address.toLowerCase(),
    organizationId,
  ]);
  if (rows.length > 0) throw provenElsewhere();
}

/**
 * Why a key's project may not take a new session at its address, or undefined: an address another
 * organization proved takes no new session of this one, and a live key takes payments only at a
 * proven address (test keys also at an unproven one, so a walkthrough needs no signature).
 */
export function sessionAddressRefusal(project: KeyProject): string | undefined {
  if (project.address_control === 'proven_by_another_organization') {
    return 'the address is proven by another organization, which alone takes payments at it; set an address your organization controls (PATCH /api/projects/{id})';
  }
  if (project.key_mode === 'live' && project.address_control !== null && project.address_control !== 'proven') {
    return 'live keys take payments only at a proven address: sign the message of POST /api/projects/{id}/receiving_address/challenge with it and send the signature to POST /api/projects/{id}/receiving_address/proof';
  }
  return undefined;
}

/** The message to sign and when it expires: the service's base URL, the organization, the project, the address and a single-use nonce (EIP-4361's spirit). */
export async function createChallenge(
  client: Queryable,
  publicBaseUrl: string,
  project: Project,
  organizationName: string,
): Promise<{ message: string; expires_at: string }> {
  if (project.receiving_address === null) throw invalidField('receiving_address', 'the project has no receiving address to prove; set one first');
  const nonce = randomBytes(16).toString('hex');
  const { rows } = await client.query<{ issued_at: Date; expires_at: Date }>(`SELECT now() AS issued_at, now() + $1::interval AS expires_at`, [
    CHALLENGE_LIFETIME,
  ]);
  const { issued_at: issuedAt, expires_at: expiresAt } = rows[0]!;
  const message = [
    `${new URL(publicBaseUrl).host} asks you to prove that you control this receiving address:`,
    getAddress(project.receiving_address),
    '',
    'Signing moves no funds and costs no gas.',
    '',
    `URI: ${publicBaseUrl}`,
    `Organization: ${organizationName} (${project.organization_id})`,
    `Project: ${project.name} (${project.id})`,
    `Nonce: ${nonce}`,
    `Issued At: ${issuedAt.toISOString()}`,
    `Expiration Time: ${expiresAt.toISOString()}`,
  ].join('\n');
  await client.query('INSERT INTO receiving_address_challenges (nonce, project_id, address, message, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    nonce,
    project.id,
    project.receiving_address.toLowerCase(),
    message,
    expiresAt,
  ]);
  return { message, expires_at: expiresAt.toISOString() };
}

interface ChallengeRow {
  nonce: string;
  message: string;
  expires_at: Date;
  expired: boolean;
  used: boolean;
}

/**
 * Proves the project's address with `signature` over one of its challenges: by the address itself
 * (EIP-191), or, for a contract account, by its `isValidSignature` answering the magic value on a
 * configured chain (ERC-1271). The challenge is used up and the organization owns the address.
 * A signature by anyone else, or over an expired or used challenge, is a 400 naming `signature`;
 * an address another organization proved meanwhile, a 409 naming `receiving_address`.
 */
export async function proveAddress(client: Queryable, chains: ChainRegistry, project: Project, signature: string): Promise<void> {
  if (project.receiving_address === null) throw invalidField('receiving_address', 'the project has no receiving address to prove; set one first');
  const address = project.receiving_address.toLowerCase();
  const { rows: challenges } = await client.query<ChallengeRow>(
    `SELECT nonce, message, expires_at, expires_at <= now() AS expired, used_at IS NOT NULL AS used FROM receiving_address_challenges
      WHERE project_id = $1 AND address = $2 ORDER BY created_at DESC LIMIT 20 FOR UPDATE`,
    [project.id, address],
  );
  if (challenges.length === 0)
    throw invalidField('signature', 'no challenge was issued for this address: ask for one (POST /api/projects/{id}/receiving_address/challenge)');
  const signedByAddress = challenges.find((challenge) => recoveredSigner(challenge.message, signature) === address);
  if (signedByAddress?.used) throw invalidField('signature', 'signs a challenge that was already used; ask for a new one');
  if (signedByAddress?.expired)
    throw invalidField('signature', `signs a challenge that expired at ${signedByAddress.expires_at.toISOString()}; ask for a new one`);
  let proven = signedByAddress;
  for (const challenge of challenges) {
    if (proven || challenge.used || challenge.expired) continue;
    if (await contractAccepts(chains, address, challenge.message, signature)) proven = challenge;
  }
  if (!proven) {
    throw invalidField(
      'signature',
      `is not a signature of an open challenge by ${getAddress(address)} (EIP-191 personal_sign by the address, or ERC-1271 for a contract account)`,
    );
  }
  await client.query('UPDATE receiving_address_challenges SET used_at = now() WHERE nonce = $1', [proven.nonce]);
  const { rows } = await client.query<{ organization_id: string }>(
    `INSERT INTO receiving_address_owners (address, organization_id, project_id) VALUES ($1, $2, $3)
     ON CONFLICT (address) DO UPDATE SET address = excluded.address RETURNING organization_id`,
    [address, project.organization_id, project.id],
  );
  if (rows[0]!.organization_id !== project.organization_id) throw provenElsewhere();
}

/** The address that signed `message` with EIP-191 `personal_sign`, lowercase; undefined when `signature` is no such signature. */
function recoveredSigner(message: string, signature: string): string | undefined {
  try {
    return verifyMessage(message, signature).toLowerCase();
  } catch {
    return undefined;
  }
}

/** Whether a contract at `address` on any chain with an RPC URL accepts `signature` of `message` (ERC-1271 over its EIP-191 hash). */
async function contractAccepts(chains: ChainRegistry, address: string, message: string, signature: string): Promise<boolean> {
  for (const chain of chains.chains) {
    if (!chain.rpcUrl) continue;
    const request = new FetchRequest(chain.rpcUrl);
    request.timeout = CONTRACT_CHECK_TIMEOUT_MS;
    const provider = new JsonRpcProvider(request, chain.chainId, { staticNetwork: true });
    try {
      const answer: string = await new Contract(address, ERC1271_ABI, provider).getFunction('isValidSignature').staticCall(hashMessage(message), signature);
      if (answer.toLowerCase() === ERC1271_MAGIC) return true;
    } catch {
      // No contract there, a revert, or the chain did not answer: not accepted on this chain.
    } finally {
      provider.destroy();
    }
  }
  return false;
}
