/**
 * How a snarkjs Groth16 verifier is addressed and called: its CREATE2 address, and a snarkjs proof
 * in the verifier's calling convention (`verifyProof(uint[2] pA, uint[2][2] pB, uint[2] pC,
 * uint[N] pubSignals)`), where each G2 coordinate is written imaginary part first, as snarkjs's
 * `zkey export soliditycalldata` does.
 */
import { getCreate2Address, Interface, keccak256 } from 'ethers';

/** The deterministic deployment proxy (Arachnid's): `salt ‖ initcode` sent to it deploys by CREATE2. */
export const CREATE2_PROXY = '0x4e59b44847b379578588920ca78fbf26c0b4956c';

/** The salt of a verifier: the SHA-256 of its verification_key.json, so one key gets one address. */
export const verifierSalt = (verificationKeySha256: string): string => `0x${verificationKeySha256}`;

/** Where the proxy puts `initcode` deployed with `salt`: keccak256(0xff ‖ proxy ‖ salt ‖ keccak256(initcode))[12:]. */
export const create2Address = (salt: string, initcode: string): string => getCreate2Address(CREATE2_PROXY, salt, keccak256(initcode));

export interface SnarkjsProof {
  pi_a: string[];
  pi_b: string[][];
  pi_c: string[];
}

export type VerifierArgs = [[bigint, bigint], [[bigint, bigint], [bigint, bigint]], [bigint, bigint], bigint[]];

/** A well-formed snarkjs proof and its public signals as verifyProof's arguments (G2 pairs swapped). */
export function verifierArgs(proof: SnarkjsProof, publicSignals: string[]): VerifierArgs {
  const n = (value: string | undefined) => BigInt(value!);
  const [b0, b1] = proof.pi_b as [string[], string[]];
  return [
    [n(proof.pi_a[0]), n(proof.pi_a[1])],
    [
      [n(b0[1]), n(b0[0])],
      [n(b1[1]), n(b1[0])],
    ],
    [n(proof.pi_c[0]), n(proof.pi_c[1])],
    publicSignals.map(n),
  ];
}

/** The function's signature, as cast and human-readable ABIs write it. */
export const verifyProofSignature = (publicSignalCount: number): string => `verifyProof(uint256[2],uint256[2][2],uint256[2],uint256[${publicSignalCount}])`;

const interfaces = new Map<number, Interface>();

/** The calldata of verifyProof for `args`. */
export function verifyProofCalldata(args: VerifierArgs): string {
  const count = args[3].length;
  let iface = interfaces.get(count);
  if (!iface) {
    iface = new Interface([`function ${verifyProofSignature(count)} view returns (bool)`]);
    interfaces.set(count, iface);
  }
  return iface.encodeFunctionData('verifyProof', args);
}
