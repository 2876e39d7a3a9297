/** Which chains a request acts on: the secret key decides (`sk_test_` → testnet, `sk_live_` → mainnet). */
export type Network = 'testnet' | 'mainnet';
