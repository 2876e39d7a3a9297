import { getAddress, ZeroAddress } from 'ethers';
import { invalidField } from '../core/errors.js';

/** The schema of a display name (organization, project); `cleanName` then trims it. */
export const NAME_SCHEMA = { type: 'string', minLength: 1, maxLength: 100 } as const;

export function cleanName(value: string, field = 'name'): string {
  const name = value.trim();
  if (name === '') throw invalidField(field, 'must not be blank');
  return name;
}

/** An EVM address in its EIP-55 checksummed form; a mixed-case address must carry a valid checksum. */
export function checksumAddress(value: string, field: string): string {
  let address: string;
  try {
    address = getAddress(value);
  } catch {
    throw invalidField(field, 'must be an EVM address (0x and 40 hex digits) with a valid checksum if mixed-case');
  }
  if (address === ZeroAddress) throw invalidField(field, 'must not be the zero address');
  return address;
}
