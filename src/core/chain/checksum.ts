import { getAddress } from 'ethers';

/** Distinct addresses remembered; beyond it the oldest go (a service pays out to few addresses). */
const MAX_REMEMBERED = 10_000;
const checksummed = new Map<string, string>();

/**
 * An EVM address in its EIP-55 checksummed form, as ethers' getAddress computes it (and throws on
 * a malformed one), remembered: each takes a keccak-256 in JavaScript, and every session answer
 * shows the same few addresses (receiving address, token contracts) several times per option.
 */
export function checksumAddress(address: string): string {
  const known = checksummed.get(address);
  if (known !== undefined) return known;
  const result = getAddress(address);
  if (checksummed.size >= MAX_REMEMBERED) checksummed.delete(checksummed.keys().next().value!);
  checksummed.set(address, result);
  return result;
}
