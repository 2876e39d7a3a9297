import { checksumAddress } from '../core/chain/checksum.js';

export interface Erc20Transfer {
  /** The token contract. */
  token: string;
  chainId: number;
  /** Who receives the tokens: the project's receiving address. */
  recipient: string;
  /** Amount in the token's base units. */
  amount: bigint;
}

/**
 * The EIP-681 URI of an ERC-20 transfer, which wallets open from a QR code:
 * `ethereum:<token>@<chainId>/transfer?address=<recipient>&uint256=<amount>`. Addresses are
 * checksummed and the amount is written as plain digits, the form every wallet parses.
 */
export function erc20TransferUri({ token, chainId, recipient, amount }: Erc20Transfer): string {
  if (!Number.isSafeInteger(chainId) || chainId < 1) throw new RangeError(`chainId must be a positive integer, got ${chainId}`);
  if (amount <= 0n) throw new RangeError(`amount must be positive, got ${amount}`);
  return `ethereum:${checksumAddress(token)}@${chainId}/transfer?address=${checksumAddress(recipient)}&uint256=${amount.toString()}`;
}
