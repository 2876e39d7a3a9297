/** Which chains a request acts on: the secret key decides (`sk_test_` → testnet, `sk_live_` → mainnet). */
export const NETWORKS = ['testnet', 'mainnet'] as const;
export type Network = (typeof NETWORKS)[number];
