/**
 * The AttestationRegistry contract (contracts/AttestationRegistry.sol): compiled with the pinned
 * solc and settings of the verifiers (a pool thread), deployed through the CREATE2 proxy with the
 * operator (the network's deployer account) as its constructor argument and a fixed salt, so one
 * operator's registry has one address on every chain.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AbiCoder, concat, id, Interface } from 'ethers';
import { projectRoot } from '../core/paths.js';
import type { TaskPool } from '../core/pool/task-pool.js';
import { create2Address } from '../deployments/index.js';

export const REGISTRY_FILE = 'AttestationRegistry.sol';
export const REGISTRY_CONTRACT = 'AttestationRegistry';
export const registrySourcePath = path.join(projectRoot, 'contracts', REGISTRY_FILE);
/** The CREATE2 salt of every registry: keccak256("proofpay.AttestationRegistry.v1"). */
export const REGISTRY_SALT = id('proofpay.AttestationRegistry.v1');

export const registryInterface = new Interface([
  'function postRoot(bytes32 root, uint64 leafCount)',
  'function isAttested(bytes32 root, bytes32 leaf, bytes32[] proof) view returns (bool)',
  'function postedAt(bytes32 root) view returns (uint64)',
  'function operator() view returns (address)',
  'event RootPosted(bytes32 indexed root, uint64 leafCount, uint64 postedAt)',
]);

export interface RegistryCode {
  /** The creation code with the operator's address appended (the initcode the proxy deploys). */
  initcode: string;
  address: string;
}

let compiled: Promise<string> | undefined;

/** The registry's creation code (without constructor arguments), compiled once per process in the pool. */
function registryBytecode(pool: TaskPool): Promise<string> {
  compiled ??= pool
    .run('solidity-compile', { source: fs.readFileSync(registrySourcePath, 'utf8'), file: REGISTRY_FILE, contractName: REGISTRY_CONTRACT })
    .then((output) => output.bytecode)
    .catch((error: unknown) => {
      compiled = undefined;
      throw error;
    });
  return compiled;
}

/** The initcode and CREATE2 address of `operator`'s registry. */
export async function registryCode(pool: TaskPool, operator: string): Promise<RegistryCode> {
  const initcode = concat([await registryBytecode(pool), AbiCoder.defaultAbiCoder().encode(['address'], [operator])]);
  return { initcode, address: create2Address(REGISTRY_SALT, initcode) };
}
