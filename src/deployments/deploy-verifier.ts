/**
 * The deploy job's work: compile the version's verifier.sol (pool thread, pinned solc), then send
 * `salt ‖ initcode` to the CREATE2 proxy with the network's deployer key, or reuse the verifier
 * when its code is already at the address (another record with the same key, an earlier attempt
 * whose answer was lost, a deployment by someone else). Idempotent: a rerun after a crash finds
 * the code in place. Faults of the request's own making (no funds, a revert, no proxy, a chain id
 * other than the registry's) fail the record at once with the reason; an RPC that does not answer
 * is tried again, and fails the record after the last attempt.
 */
import { FetchRequest, JsonRpcProvider, Network as EthersNetwork, type TransactionReceipt, Wallet, isError } from 'ethers';
import type { Chain } from '../core/chain/registry.js';
import type { Config } from '../core/config/config.js';
import { withTransaction, type Db } from '../core/db/pool.js';
import type { Logger } from '../core/logger.js';
import type { TaskPool } from '../core/pool/task-pool.js';
import { failDeploy, pendingDeploy, recordDeployment } from './deployments.js';
import { CREATE2_PROXY, create2Address, verifierSalt } from './verifier-calls.js';

export interface DeployJob {
  proof_id: string;
  version: number;
  chain: string;
}

/** One JSON-RPC request of a deploy (not the wait for mining): an RPC silent past it fails the attempt. */
const RPC_REQUEST_TIMEOUT_MS = 30_000;

/** A deploy that cannot succeed by trying again: the reason goes on the record. */
class DeployRefused extends Error {}

export async function deployVerifier(
  deps: { db: Db; pool: TaskPool; config: Config },
  job: DeployJob,
  { log, lastAttempt }: { log: Logger; lastAttempt: boolean },
): Promise<void> {
  const pending = await pendingDeploy(deps.db, job.proof_id, job.version);
  if (!pending) {
    log.info({ ...job }, 'no deploy to do: the record is not deploying this version');
    return;
  }
  const chain = deps.config.chains.chain(job.chain);
  try {
    if (!chain) throw new DeployRefused(`chain: ${job.chain} is no longer in the chain registry`);
    const key = deps.config.deployments.deployerKeys[chain.network];
    if (!key) throw new DeployRefused(`chain: no deployer key is configured for ${chain.network} (DEPLOYER_PRIVATE_KEY_${chain.network.toUpperCase()})`);
    if (!chain.rpcUrl) throw new DeployRefused(`chain: ${chain.rpcUrlEnv} is not set, so ${chain.name} cannot be reached`);
    const compiled = await deps.pool.run('solidity-compile', { source: pending.verifierSol });
    const salt = verifierSalt(pending.verificationKeySha256);
    const address = create2Address(salt, compiled.bytecode);
    const placed = await place(chain, chain.rpcUrl, key.reveal(), salt, compiled.bytecode, address, deps.config.deployments.deployTxTimeoutMs);
    await withTransaction(deps.db, (client) =>
      recordDeployment(client, {
        proofId: job.proof_id,
        version: job.version,
        chain,
        contractAddress: address,
        txHash: placed.txHash,
        blockNumber: placed.blockNumber,
        salt,
        abi: compiled.abi,
        compiler: compiled.compiler,
      }),
    );
    log.info({ ...job, contract_address: address, tx_hash: placed.txHash, block_number: placed.blockNumber }, 'verifier deployed');
  } catch (error) {
    if (error instanceof DeployRefused) {
      log.warn({ ...job, reason: error.message }, 'verifier deploy refused');
      await failDeploy(deps.db, job.proof_id, error.message);
      return;
    }
    if (lastAttempt) {
      const where = chain ? `${chain.name}'s RPC (${chain.rpcUrlEnv})` : 'the chain';
      await failDeploy(deps.db, job.proof_id, `the deploy failed after retries: ${where} did not answer or failed (${rpcMessage(error)}); deploy again`);
    }
    throw error;
  }
}

/** The verifier at `address` on `chain`: found there, or deployed now through the proxy. */
async function place(
  chain: Chain,
  rpcUrl: string,
  privateKey: string,
  salt: string,
  initcode: string,
  address: string,
  txTimeoutMs: number,
): Promise<{ txHash: string | null; blockNumber: number }> {
  // No response cache: the code at the address is read before and after the deploy, within ethers' default 250 ms.
  const request = new FetchRequest(rpcUrl);
  request.timeout = RPC_REQUEST_TIMEOUT_MS;
  const provider = new JsonRpcProvider(request, EthersNetwork.from(chain.chainId), { staticNetwork: true, pollingInterval: 250, cacheTimeout: -1 });
  try {
    const servedId = Number(await provider.send('eth_chainId', []));
    if (servedId !== chain.chainId) {
      throw new DeployRefused(`chain: ${chain.rpcUrlEnv} serves chain id ${servedId}, not ${chain.name}'s ${chain.chainId}`);
    }
    if ((await provider.getCode(address)) !== '0x') return { txHash: null, blockNumber: await provider.getBlockNumber() };
    if ((await provider.getCode(CREATE2_PROXY)) === '0x') {
      throw new DeployRefused(
        `chain: ${chain.name} has no CREATE2 deployment proxy at ${CREATE2_PROXY}; deploy it with its presigned transaction first (docs/onchain.md)`,
      );
    }
    const deployer = new Wallet(privateKey, provider);
    let receipt: TransactionReceipt | null;
    try {
      const tx = await deployer.sendTransaction({ to: CREATE2_PROXY, data: `${salt}${initcode.slice(2)}` });
      receipt = await tx.wait(1, txTimeoutMs);
    } catch (error) {
      if (isError(error, 'INSUFFICIENT_FUNDS')) {
        throw new DeployRefused(
          `no funds: the deployer ${deployer.address} has too little ${chain.nativeCurrency.symbol} on ${chain.name} to pay for the deploy`,
        );
      }
      if (isError(error, 'CALL_EXCEPTION')) throw new DeployRefused(`reverted: the CREATE2 deploy on ${chain.name} reverted (${rpcMessage(error)})`);
      throw error;
    }
    if (receipt?.status !== 1) throw new DeployRefused(`reverted: the CREATE2 deploy on ${chain.name} reverted`);
    if ((await provider.getCode(address)) === '0x') {
      throw new DeployRefused(`reverted: the transaction ${receipt.hash} was mined but left no code at ${address}`);
    }
    return { txHash: receipt.hash.toLowerCase(), blockNumber: receipt.blockNumber };
  } finally {
    provider.destroy();
  }
}

/** An ethers error's short message, never the request it carried (which could hold a signed transaction). */
function rpcMessage(error: unknown): string {
  const e = error as { shortMessage?: string; message?: string };
  return e.shortMessage ?? e.message?.split('\n')[0] ?? String(error);
}
