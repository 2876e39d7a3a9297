import { getAddress } from 'ethers';
import { RecentMap } from '../recent-map.js';

/** At most 10,000 distinct addresses remembered, those unused longest forgotten first (a service pays out to few addresses). */
const checksummed = new RecentMap<string, string>(10_000);

/**
 * An EVM address in its EIP-55 checksummed form, as ethers' getAddress computes it (and throws on
 * a malformed one), remembered: each takes a keccak-256 in JavaScript, and every session answer
 * shows the same few addresses (receiving address, token contracts) several times per option.
 */
export function checksumAddress(address: string): string {
  const known = checksummed.get(address);
  if (known !== undefined) return known;
  const result = getAddress(address);
  checksummed.set(address, result);
  return result;
}
