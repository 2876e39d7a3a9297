import { loadChainRegistry, defaultChainRegistryFile } from '../../src/core/chain/registry.js';
import type { CheckoutPageInput } from '../../src/checkout/page/view-model.js';

export const registry = loadChainRegistry(defaultChainRegistryFile, {});
export const RECEIVING_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const NOW = new Date('2026-11-21T20:00:00Z');

/** A pending testnet session of $19.99, with overrides. */
export function pageInput(
  overrides: {
    session?: Partial<CheckoutPageInput['session']>;
    project?: Partial<CheckoutPageInput['project']>;
    choice?: CheckoutPageInput['choice'];
    now?: Date;
  } = {},
): CheckoutPageInput {
  return {
    session: {
      id: 'ps_test_4f8a1c2e9b',
      status: 'pending',
      amountCents: 1999n,
      description: 'Pro plan, 1 month',
      network: 'testnet',
      expiresAt: new Date(NOW.getTime() + 30 * 60_000),
      returnUrl: 'https://shop.example/thanks',
      cancelUrl: 'https://shop.example/cart',
      payment: null,
      failureReason: null,
      ...overrides.session,
    },
    project: { name: 'Acme Books', receivingAddress: RECEIVING_ADDRESS, ...overrides.project },
    chains: registry,
    choice: overrides.choice ?? {},
    now: overrides.now ?? NOW,
    nonce: 'TESTNONCE123',
  };
}
