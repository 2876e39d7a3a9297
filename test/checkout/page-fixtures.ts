import { loadChainRegistry, defaultChainRegistryFile } from '../../src/core/chain/registry.js';
import type { Network } from '../../src/core/network.js';
import { formatBaseUnits, usdCentsToBaseUnits } from '../../src/core/money.js';
import { erc20TransferUri } from '../../src/checkout/eip681.js';
import type { CheckoutPageInput } from '../../src/checkout/page/view-model.js';
import type { PaymentOption } from '../../src/checkout/payments/index.js';

export const registry = loadChainRegistry(defaultChainRegistryFile, {});
export const RECEIVING_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const NOW = new Date('2026-11-21T20:00:00Z');
/** The tag the fixture's options add below one cent, in base units: $19.99 → 19.990042 of a 6-decimal token. */
export const TAG = 42n;

/** `payment_options` as the payments feature gives them: every token of every chain of `network`, tagged. */
export function paymentOptions(network: Network, cents: bigint, recipient = RECEIVING_ADDRESS): PaymentOption[] {
  return registry.chainsOf(network).flatMap((chain) =>
    chain.tokens.map((token) => {
      const amount = usdCentsToBaseUnits(cents, token.decimals) + TAG;
      return {
        chain: chain.key,
        chain_id: chain.chainId,
        token: token.symbol,
        token_address: token.address,
        address: recipient,
        amount: formatBaseUnits(amount, token.decimals),
        amount_base_units: amount.toString(),
        eip681_uri: erc20TransferUri({ token: token.address, chainId: chain.chainId, recipient, amount }),
      };
    }),
  );
}

/** A pending testnet session of $19.99, with overrides. */
export function pageInput(
  overrides: {
    session?: Partial<CheckoutPageInput['session']>;
    project?: Partial<CheckoutPageInput['project']>;
    choice?: CheckoutPageInput['choice'];
    now?: Date;
  } = {},
): CheckoutPageInput {
  const network = overrides.session?.network ?? 'testnet';
  return {
    session: {
      id: 'ps_test_4f8a1c2e9b',
      status: 'pending',
      amountCents: 1999n,
      description: 'Pro plan, 1 month',
      network,
      expiresAt: new Date(NOW.getTime() + 30 * 60_000),
      returnUrl: 'https://shop.example/thanks',
      cancelUrl: 'https://shop.example/cart',
      paymentOptions: paymentOptions(network, 1999n),
      payment: null,
      failureReason: null,
      ...overrides.session,
    },
    project: { name: 'Acme Books', ...overrides.project },
    chains: registry,
    choice: overrides.choice ?? {},
    now: overrides.now ?? NOW,
    nonce: 'TESTNONCE123',
  };
}
