import type { Chain, ChainRegistry } from '../core/chain/registry.js';
import { invalidField } from '../core/errors.js';
import type { Network } from '../core/network.js';

/**
 * The registry chain a request names in `field`: unknown keys, and (with `network`, the secret
 * key's) chains of the other network, are a 400 naming the field and the chains it may name.
 */
export function requestedChain(registry: ChainRegistry, key: string, { network, field = 'chain' }: { network?: Network; field?: string } = {}): Chain {
  const allowed = network ? registry.chainsOf(network) : registry.chains;
  const names = allowed.map((chain) => chain.key).join(', ');
  const chain = registry.chain(key);
  if (!chain) throw invalidField(field, `must be a chain of the registry (${names}); got "${key}"`);
  if (network && chain.network !== network) {
    throw invalidField(field, `${key} is a ${chain.network} chain, and this ${network} key works on ${network} chains (${names})`);
  }
  return chain;
}
