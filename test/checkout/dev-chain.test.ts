import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { Contract, JsonRpcProvider } from 'ethers';
import t from 'tap';
import { foundryBinary } from '../../src/core/chain/foundry.js';
import { freePort } from '../../src/core/db/embedded.js';
import { TEST_TOKEN_ARTIFACT } from '../../src/server/dev-chain.js';
import { requester } from '../helpers/app.js';
import { compileFixture } from '../helpers/chain.js';
import { freshDatabase } from '../helpers/database.js';
import { caller, newProject } from '../helpers/platform.js';
import { eventually, startServiceProcess } from '../helpers/processes.js';

const run = promisify(execFile);

t.test('the committed TestToken artifact is what solc compiles from test/fixtures/TestToken.sol', async (t) => {
  const artifact = JSON.parse(fs.readFileSync(TEST_TOKEN_ARTIFACT, 'utf8')) as { abi: unknown; bytecode: string };
  const fresh = compileFixture('TestToken');
  t.same(artifact.abi, fresh.abi, 'the same ABI');
  t.equal(artifact.bytecode, fresh.bytecode, 'the same bytecode: run `npm run build:test-token` after changing the source');
});

t.test('DEV_CHAIN=1 start: anvil with test USDC and USDT, a funded account, "Local" on the page, paid with cast', async (t) => {
  const { url: databaseUrl } = await freshDatabase(t);
  const chainPort = await freePort();
  // A data folder of its own: the local chain is saved there between runs.
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: t.testdir(), DEV_CHAIN: '1', DEV_CHAIN_PORT: String(chainPort), PAYMENTS_WATCH_INTERVAL_MS: '200' };
  const service = await startServiceProcess(t, 'all', env);
  const printed = service.output();
  const rpcUrl = `http://127.0.0.1:${chainPort}`;
  t.match(printed, `anvil at ${rpcUrl}, chain ID 31337, registry key "local"`);
  const usdc = /test USDC: (0x[0-9a-fA-F]{40})/.exec(printed)![1]!;
  const usdt = /test USDT: (0x[0-9a-fA-F]{40})/.exec(printed)![1]!;
  const customer = /funded customer account: (0x[0-9a-fA-F]{40})/.exec(printed)![1]!;
  const customerKey = /private key: (0x[0-9a-f]{64})/.exec(printed)![1]!;
  const receiving = /a receiving address for your project: (0x[0-9a-fA-F]{40})/.exec(printed)![1]!;

  const provider = new JsonRpcProvider(rpcUrl, 31337, { staticNetwork: true, pollingInterval: 50 });
  t.teardown(() => provider.destroy());
  const erc20 = (address: string) =>
    new Contract(address, ['function balanceOf(address) view returns (uint256)', 'function symbol() view returns (string)'], provider);
  t.equal(await erc20(usdc).getFunction('symbol')(), 'USDC');
  t.equal(await erc20(usdt).getFunction('symbol')(), 'USDT');
  t.equal(await erc20(usdc).getFunction('balanceOf')(customer), 1_000_000_000_000n, 'the customer holds 1,000,000 test USDC');
  const first = await provider.getBlockNumber();
  await eventually(async () => ((await provider.getBlockNumber()) > first ? true : undefined), { what: 'anvil to mine on its own' });

  // A newcomer's path: a project with the printed receiving address, a test session, its page.
  const request = requester(service.ready);
  const ada = await caller({ request }, 'ada@example.test');
  const { secretKeys } = await newProject(ada, 'Local shop', { receiving_address: receiving });
  const created = await request('/v1/checkout/sessions', { method: 'POST', token: secretKeys.test, json: { amount_usd: 12.5 } });
  t.equal(created.status, 201);
  const session = (await created.json()) as { id: string; checkout_url: string };
  const page = await (await request(`/c/${session.id}`)).text();
  t.match(page, 'aria-current="true">Local</a>', 'the Local chain is offered first on a test session');
  const wallet = JSON.parse(/data-wallet-pay="([^"]+)"/.exec(page)![1]!.replace(/&quot;/g, '"')) as {
    token: string;
    to: string;
    amount: string;
    rpcUrls: string[];
  };
  t.equal(wallet.token, usdc);
  t.same(wallet.rpcUrls, [rpcUrl], 'a wallet may add the Local chain with its RPC URL');

  // The README's command, with the real cast binary from npm.
  const { stdout } = await run(foundryBinary('cast'), [
    'send',
    usdc,
    'transfer(address,uint256)',
    wallet.to,
    wallet.amount,
    '--private-key',
    customerKey,
    '--rpc-url',
    rpcUrl,
  ]);
  t.match(stdout, /status\s+1 \(success\)/, 'cast sent the transfer');
  const txHash = /transactionHash\s+(0x[0-9a-f]{64})/.exec(stdout)![1]!;
  t.equal(await erc20(usdc).getFunction('balanceOf')(receiving), BigInt(wallet.amount), 'the receiving address holds the amount');

  // The watcher finds the transfer; anvil's own blocks bring the confirmations.
  const completed = await eventually(
    async () => {
      const body = (await (await request(`/v1/checkout/sessions/${session.id}`, { token: secretKeys.test })).json()) as {
        status: string;
        payment: { chain: string; tx_hash: string; confirmations: number } | null;
      };
      return body.status === 'completed' ? body : undefined;
    },
    { timeoutMs: 60_000, intervalMs: 250, what: 'the session to complete' },
  );
  t.equal(completed.payment!.chain, 'local');
  t.equal(completed.payment!.tx_hash, txHash, 'paid by the transaction cast sent');
  t.ok(completed.payment!.confirmations >= 2, "with the Local chain's 2 confirmations");

  t.equal(await service.stop('SIGTERM'), 0, 'the service stops cleanly');
  await t.rejects(fetch(rpcUrl, { method: 'POST', body: '{}' }), 'and anvil stopped with it');

  // The next start finds the same chain: the tokens, the balances, and the block of the payment.
  const again = await startServiceProcess(t, 'all', env);
  t.match(again.output(), `test USDC: ${usdc}`);
  t.equal(await erc20(usdc).getFunction('balanceOf')(receiving), BigInt(wallet.amount), 'the receiving address still holds the payment');
  const head = await provider.getBlockNumber();
  await eventually(async () => ((await provider.getBlockNumber()) > head + 2 ? true : undefined), { what: 'a few blocks of the new run' });
  const reread = (await (await requester(again.ready)(`/v1/checkout/sessions/${session.id}`, { token: secretKeys.test })).json()) as {
    status: string;
    payment: { status: string; tx_hash: string };
  };
  t.same([reread.status, reread.payment.status, reread.payment.tx_hash], ['completed', 'confirmed', txHash], 'and the payment is still on it, confirmed');
  t.equal(await again.stop('SIGTERM'), 0);
});
