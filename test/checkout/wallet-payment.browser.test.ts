import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { type Contract, Interface, NonceManager, Wallet } from 'ethers';
import type { BrowserContext, Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { projectRoot } from '../../src/core/paths.js';
import { formatBaseUnits } from '../../src/core/money.js';
import type { PaymentOption } from '../../src/checkout/payments/index.js';
import { startTestApp } from '../helpers/app.js';
import { checkContractsIn, injectWallet, skipWithoutChromium, launchChromium, type WalletAnswer, type WalletCall } from '../helpers/browser.js';
import { deployTestToken, type LocalChain, startLocalChain } from '../helpers/chain.js';
import { writeLocalRegistry } from '../helpers/chain-registry.js';
import { caller, newProject } from '../helpers/platform.js';
import { eventually } from '../helpers/processes.js';
import { mined } from '../../src/core/chain/mined.js';

/** anvil's account #1 pays from the browser wallet; #5 is the project's receiving address. */
const CUSTOMER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const RECEIVING = new Wallet('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba').address;
const CONFIRMATIONS = 3;
// The README's screenshot of a payment being verified, refreshed only on request (UPDATE_SCREENSHOTS=1).
const SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1' ? path.join(projectRoot, 'docs') : fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-shots-'));

/** How the test's wallet behaves: a customer's choices and a wallet's quirks. */
interface WalletBehaviour {
  /** The chain the wallet is on when the page first asks. */
  chainId: number;
  /** Chains the wallet knows; switching to another one fails with 4902 until it is added. */
  known: Set<number>;
  /** The customer presses "Reject" on the transaction. */
  rejectSend?: boolean;
  /** The wallet answers a switch request without switching (some wallets do). */
  ignoreSwitch?: boolean;
}

/**
 * An injected EIP-1193 provider (`window.ethereum`), as a wallet extension injects it: every
 * request goes to Node, which answers the wallet's own methods, signs and sends transactions with
 * an anvil account, and forwards the rest to anvil's JSON-RPC. A wallet lives outside the page's
 * CSP, so the page itself never connects to the chain.
 */
async function installWallet(context: BrowserContext, chain: LocalChain, behaviour: WalletBehaviour): Promise<WalletCall[]> {
  const signer = new NonceManager(new Wallet(CUSTOMER_KEY, chain.provider));
  let current = behaviour.chainId;
  const answer: WalletAnswer = async (method, params) => {
    const fail = (code: number, message: string) => ({ error: { code, message } });
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return { result: [await signer.getAddress()] };
      case 'eth_chainId':
        return { result: `0x${current.toString(16)}` };
      case 'wallet_switchEthereumChain': {
        const wanted = Number.parseInt((params[0] as { chainId: string }).chainId, 16);
        if (!behaviour.known.has(wanted)) return fail(4902, `Unrecognized chain ID ${wanted}`);
        if (!behaviour.ignoreSwitch) current = wanted;
        return { result: null };
      }
      case 'wallet_addEthereumChain':
        behaviour.known.add(Number.parseInt((params[0] as { chainId: string }).chainId, 16));
        return { result: null };
      case 'eth_sendTransaction': {
        if (behaviour.rejectSend) return fail(4001, 'User rejected the request.');
        const { to, data, value } = params[0] as { to: string; data: string; value?: string };
        const sent = await signer.sendTransaction({ to, data, value: value ? BigInt(value) : 0n });
        return { result: sent.hash };
      }
      default:
        try {
          return { result: await chain.provider.send(method, params) };
        } catch (error) {
          return fail(-32603, (error as Error).message);
        }
    }
  };
  return injectWallet(context, answer);
}

/**
 * The service's own way to the chain: a plain HTTP forwarder to anvil that the test can cut
 * (every connection is then reset), while the customer's wallet still reaches anvil directly.
 */
async function cuttableRpc(t: Test, target: string): Promise<{ url: string; cut(value: boolean): void }> {
  let cut = false;
  const server = http.createServer((request, response) => {
    if (cut) {
      request.socket.destroy();
      return;
    }
    const upstream = http.request(target, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => {
    server.closeAllConnections();
    server.close();
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut: (value) => {
      cut = value;
    },
  };
}

t.test('paid with an injected wallet on anvil: processing, confirmations, the success page, Back to merchant', { skip: skipWithoutChromium() }, async (t) => {
  const chain = await startLocalChain(t);
  const usdc = await deployTestToken(chain, 'USDC');
  const usdt = await deployTestToken(chain, 'USDT');
  const customer = new Wallet(CUSTOMER_KEY).address;
  for (const holder of [customer, chain.deployer.address]) await mined((usdc as Contract).getFunction('mint')(holder, 1_000_000_000n));
  const registryFile = writeLocalRegistry(t, { chainId: chain.chainId, tokens: { USDC: await usdc.getAddress(), USDT: await usdt.getAddress() } });
  // The registry names an RPC URL a wallet may add the chain with, and asks for a few confirmations.
  const registry = JSON.parse(fs.readFileSync(registryFile, 'utf8')) as { chains: Record<string, unknown>[] };
  Object.assign(registry.chains[0]!, { wallet_rpc_url: chain.rpcUrl, confirmations: CONFIRMATIONS });
  fs.writeFileSync(registryFile, JSON.stringify(registry));
  const serviceRpc = await cuttableRpc(t, chain.rpcUrl);
  const app = await startTestApp(t, {
    env: { CHAIN_REGISTRY_FILE: registryFile, RPC_URL_LOCAL_ANVIL: serviceRpc.url, PAYMENTS_WATCH_INTERVAL_MS: '100' },
  });
  const ada = await caller(app, 'ada@example.test');
  const { secretKeys } = await newProject(ada, 'Acme', { name: 'Acme Books', receiving_address: RECEIVING });

  // The merchant's site, where "Back to merchant" leads.
  const merchant = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Thanks</title><h1 id="merchant">Thank you</h1><p id="path">${req.url}</p>`);
  });
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => merchant.close(() => resolve())));
  const merchantUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;

  const newSession = async () => {
    const created = await app.request('/v1/checkout/sessions', {
      method: 'POST',
      token: secretKeys.test,
      json: { amount_usd: 42.5, description: 'Annual plan', return_url: `${merchantUrl}/thanks?order=7`, cancel_url: `${merchantUrl}/cart` },
    });
    t.equal(created.status, 201);
    const session = (await created.json()) as { id: string; checkout_url: string; payment_options: PaymentOption[] };
    return { ...session, option: session.payment_options.find((option) => option.token === 'USDC')! };
  };

  /**
   * Waits for the page to show the heading `name`; if it does not come, fails with what the page,
   * the wallet, the watcher and the ledger show, so that a wallet or submission error, a slow or
   * stuck watcher pass and a payment never attributed can be told apart.
   */
  const untilHeading = async (page: Page, name: string, sessionId: string, calls: WalletCall[]) => {
    try {
      await page.getByRole('heading', { name }).waitFor({ timeout: 20_000 });
    } catch (error) {
      const state = async (sql: string, values: unknown[] = []) => JSON.stringify((await app.db.query(sql, values)).rows);
      const shown = async (selector: string) => ((await page.locator(selector).count()) > 0 ? page.locator(selector).first().innerText() : '(none)');
      throw new Error(
        [
          `${(error as Error).message.split('\n')[0]}; chain head ${await chain.provider.getBlockNumber()}`,
          `page: status ${await page.locator('main').getAttribute('data-status')}, message ${JSON.stringify(await shown('[data-message]'))}, form message ${JSON.stringify(await shown('[data-form-message]'))}`,
          `wallet: ${calls.map((call) => `${call.method} → ${call.outcome ?? '(no answer yet)'}`).join('; ')}`,
          `session: ${await state('SELECT status, failure_reason FROM checkout_sessions_effective WHERE id = $1', [sessionId])}`,
          `payments: ${await state('SELECT t.tx_hash, p.session_id, p.role, t.state, t.block_number, t.confirmations, p.source FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id ORDER BY t.block_number')}`,
          `submissions: ${await state('SELECT tx_hash, session_id, state FROM payment_submissions')}`,
          `watcher: ${await state('SELECT * FROM chain_watchers')}`,
          `watch job: ${await state("SELECT run_at, attempts, locked_at, last_error FROM graphile_worker._private_jobs WHERE key LIKE 'payments.watch:%'")}`,
        ].join('\n'),
        { cause: error },
      );
    }
  };

  const browser = await launchChromium(t);
  const problems: string[] = [];
  // The statuses of the refused requests the browser logged, in order: each one a subtest causes.
  const refusals: number[] = [];
  const contracts: ReturnType<typeof checkContractsIn>[] = [];
  const open = async (behaviour: WalletBehaviour): Promise<{ page: Page; calls: WalletCall[] }> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    t.teardown(() => context.close());
    contracts.push(checkContractsIn(context, app.url, problems));
    const calls = await installWallet(context, chain, behaviour);
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The browser logs each refused request itself; anything else is a script or CSP problem.
      const refused = /the server responded with a status of (\d{3})/.exec(message.text());
      if (refused) refusals.push(Number(refused[1]));
      else problems.push(message.text());
    });
    return { page, calls };
  };

  await t.test('the wallet adds and switches to the chain, sends the tagged transfer, and the page follows to completion', async (t) => {
    const session = await newSession();
    const { page, calls } = await open({ chainId: 1, known: new Set([1]) });
    await page.goto(session.checkout_url);
    await page.evaluate('window.sameDocument = true');
    t.equal(await page.locator('[data-token-amount]').innerText(), session.option.amount, 'the tagged amount is shown');
    await page.getByRole('button', { name: 'Pay with browser wallet' }).click();

    await untilHeading(page, 'Verifying your payment', session.id, calls);
    const methods = calls.map((call) => call.method);
    t.same(
      methods.filter((method) => method.startsWith('wallet_') || method === 'eth_sendTransaction' || method === 'eth_requestAccounts'),
      ['eth_requestAccounts', 'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain', 'eth_sendTransaction'],
      'accounts, a switch refused with 4902, the chain added, switched, then the transaction',
    );
    const added = calls.find((call) => call.method === 'wallet_addEthereumChain')!.params[0] as Record<string, unknown>;
    t.same(added, {
      chainId: '0x7a69',
      chainName: 'Local Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: [chain.rpcUrl],
      blockExplorerUrls: ['http://127.0.0.1/explorer'],
    });
    const sent = calls.find((call) => call.method === 'eth_sendTransaction')!.params[0] as { from: string; to: string; data: string; value: string };
    const erc20 = new Interface(['function transfer(address to, uint256 value) returns (bool)']);
    t.equal(sent.to, await usdc.getAddress(), 'sent to the token contract');
    t.equal(sent.from.toLowerCase(), customer.toLowerCase());
    t.equal(
      sent.data,
      erc20.encodeFunctionData('transfer', [RECEIVING, BigInt(session.option.amount_base_units)]),
      'the hand-encoded call is what ethers encodes',
    );

    // On chain: the receipt carries one Transfer of the tagged amount to the receiving address.
    const hash = (await page.locator('main .facts a').getAttribute('title'))!;
    const receipt = (await chain.provider.getTransactionReceipt(hash))!;
    t.equal(receipt.status, 1);
    const transfer = receipt.logs.map((log) => (usdc as Contract).interface.parseLog(log)).find((log) => log?.name === 'Transfer')!;
    t.same([transfer.args[0], transfer.args[1], transfer.args[2]], [customer, RECEIVING, BigInt(session.option.amount_base_units)]);

    // Confirmations grow in place as blocks come; at the required count the success page appears.
    // The transaction's own block is its first confirmation, counted by the watcher's next pass.
    await page.locator('[data-confirmations]', { hasText: '1' }).waitFor({ timeout: 20_000 });
    t.match(await page.locator('main .facts').innerText(), `1 of ${CONFIRMATIONS}`);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'checkout-processing-desktop.png'), fullPage: true });
    await chain.mine(1);
    await page.locator('[data-confirmations]', { hasText: '2' }).waitFor({ timeout: 20_000 });
    t.pass('the page shows 2 confirmations');
    await chain.mine(1);
    await untilHeading(page, 'Payment complete', session.id, calls);
    t.equal(await page.evaluate('window.sameDocument'), true, 'every step updated the page in place, with no reload');
    t.equal(await page.locator('main').getAttribute('data-status'), 'completed');

    const retrieved = (await (await app.request(`/v1/checkout/sessions/${session.id}`, { token: secretKeys.test })).json()) as {
      status: string;
      payment: Record<string, unknown>;
    };
    t.equal(retrieved.status, 'completed');
    const { chain: paidOn, token, tx_hash, amount, confirmations: counted, completed_at } = retrieved.payment;
    t.same({ paidOn, token, tx_hash, amount }, { paidOn: 'local-anvil', token: 'USDC', tx_hash: hash.toLowerCase(), amount: session.option.amount });
    t.ok((counted as number) >= CONFIRMATIONS, `confirmations ${counted} reached ${CONFIRMATIONS}`);
    t.match(completed_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, 'completed_at is set');

    await Promise.all([page.waitForURL(`${merchantUrl}/thanks?order=7`), page.getByRole('link', { name: 'Back to merchant' }).click()]);
    t.equal(await page.locator('#path').innerText(), '/thanks?order=7', 'Back to merchant leads to return_url');
  });

  await t.test('a transaction submitted before it is mined: the page shows it being verified, then its payment once mined', async (t) => {
    // The session is `processing` from the submission on, and still `processing` once the payment is
    // seen: the page must follow the payment's arrival, not only status changes.
    await chain.provider.send('evm_setAutomine', [false]);
    t.teardown(() => chain.provider.send('evm_setAutomine', [true]));
    const session = await newSession();
    const { page, calls } = await open({ chainId: chain.chainId, known: new Set([chain.chainId]) });
    await page.goto(session.checkout_url);
    await page.evaluate('window.sameDocument = true');
    await page.getByRole('button', { name: 'Pay with browser wallet' }).click();
    await untilHeading(page, 'Verifying your payment', session.id, calls);
    t.same(await app.db.query('SELECT state FROM payment_submissions WHERE session_id = $1', [session.id]).then((r) => r.rows), [{ state: 'waiting' }]);
    t.equal(await page.locator('main .facts').count(), 0, 'no payment to show while the transaction waits to be mined');

    await chain.mine(1);
    await page.locator('[data-confirmations]', { hasText: '1' }).waitFor({ timeout: 20_000 });
    const sent = JSON.parse(calls.find((call) => call.method === 'eth_sendTransaction')!.outcome!) as string;
    t.equal(await page.locator('main .facts a').getAttribute('title'), sent.toLowerCase(), 'the mined transaction is shown, with its confirmations');
    await chain.mine(CONFIRMATIONS - 1);
    await untilHeading(page, 'Payment complete', session.id, calls);
    t.equal(await page.evaluate('window.sameDocument'), true, 'updated in place, with no reload');
  });

  await t.test('underpaid: the page asks for the rest, the wallet sends it, and the session completes', async (t) => {
    const session = await newSession();
    const due = BigInt(session.option.amount_base_units);
    const { page, calls } = await open({ chainId: chain.chainId, known: new Set([chain.chainId]) });
    await page.goto(session.checkout_url);
    await page.evaluate('window.sameDocument = true');
    // Meanwhile someone paid 40 USDC of it from elsewhere (anvil's deployer): untagged, the watcher
    // records it unattributed, and the merchant attaches it. The session stays pending, and the open
    // page turns to the top-up by itself.
    const short = await mined((usdc as Contract).connect(chain.deployer).getFunction('transfer')(RECEIVING, 40_000_000n));
    await chain.mine(CONFIRMATIONS);
    const paymentId = await eventually(
      async () => {
        const { rows } = await app.db.query<{ id: string }>('SELECT p.id FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id WHERE t.tx_hash = $1', [
          short.hash.toLowerCase(),
        ]);
        return rows[0]?.id;
      },
      { what: 'the watcher to record the short payment' },
    );
    const attached = await app.request(`/v1/payments/${paymentId}/attach`, { method: 'POST', token: secretKeys.test, json: { session: session.id } });
    t.equal(attached.status, 200);
    await page.locator('[data-top-up]').waitFor({ timeout: 20_000 });
    t.equal(await page.evaluate('window.sameDocument'), true, 'the top-up replaced the payment panel in place, with no reload');
    t.equal(
      await page.locator('[data-top-up]').innerText(),
      `Received 40.00 USDC of the ${session.option.amount} USDC due. Send the remaining ${formatBaseUnits(due - 40_000_000n, 6)} USDC on Local Anvil to complete the payment.`,
    );
    await page.getByRole('button', { name: 'Pay with browser wallet' }).click();
    await untilHeading(page, 'Verifying your payment', session.id, calls);
    const sent = calls.find((call) => call.method === 'eth_sendTransaction')!.params[0] as { data: string };
    const erc20 = new Interface(['function transfer(address to, uint256 value) returns (bool)']);
    t.equal(sent.data, erc20.encodeFunctionData('transfer', [RECEIVING, due - 40_000_000n]), 'the wallet sent exactly the rest');
    await chain.mine(CONFIRMATIONS);
    await untilHeading(page, 'Payment complete', session.id, calls);
    const retrieved = (await (await app.request(`/v1/checkout/sessions/${session.id}`, { token: secretKeys.test })).json()) as {
      status: string;
      payment: { amount_received: string };
      payments: unknown[];
    };
    t.same([retrieved.status, retrieved.payment.amount_received, retrieved.payments.length], ['completed', session.option.amount, 2]);
  });

  await t.test('clear messages: a rejected transaction, a wallet that will not switch, a hash the server refuses', async (t) => {
    const session = await newSession();
    const rejecting = await open({ chainId: chain.chainId, known: new Set([chain.chainId]), rejectSend: true });
    await rejecting.page.goto(session.checkout_url);
    await rejecting.page.getByRole('button', { name: 'Pay with browser wallet' }).click();
    const message = rejecting.page.locator('[data-message].error');
    await message.waitFor();
    t.equal(await message.innerText(), 'You rejected the request in your wallet. Nothing was sent; you can try again.');
    t.equal(await rejecting.page.getByRole('button', { name: 'Pay with browser wallet' }).isEnabled(), true, 'the customer can try again');

    const stuck = await open({ chainId: 1, known: new Set([1, chain.chainId]), ignoreSwitch: true });
    await stuck.page.goto(session.checkout_url);
    await stuck.page.getByRole('button', { name: 'Pay with browser wallet' }).click();
    await stuck.page.locator('[data-message].error').waitFor();
    t.equal(
      await stuck.page.locator('[data-message]').innerText(),
      'Your wallet is on chain ID 1, not on Local Anvil (chain ID 31337). Switch networks in your wallet, then try again.',
    );
    t.notOk(
      stuck.calls.some((call) => call.method === 'eth_sendTransaction'),
      'nothing is sent on the wrong chain',
    );

    // Paid from elsewhere: the hash form. A malformed hash is caught on the page; an unknown one by the server.
    const { page } = stuck;
    await page.locator('[data-tx-hash] summary').click();
    await page.getByLabel('Transaction hash').fill('0x1234');
    await page.getByRole('button', { name: 'Submit transaction' }).click();
    t.equal(await page.locator('[data-form-message]').innerText(), 'Enter the transaction hash: 0x followed by 64 hexadecimal characters.');
    await page.getByLabel('Transaction hash').fill(`0x${'7'.repeat(64)}`);
    await page.getByRole('button', { name: 'Submit transaction' }).click();
    await page.locator('[data-form-message]', { hasText: 'not accepted' }).waitFor();
    t.match(await page.locator('[data-form-message]').innerText(), /^The transaction was not accepted: tx_hash: /, "the server's 400 message, naming tx_hash");
    t.equal(await page.locator('main').getAttribute('data-status'), 'pending', 'the session is still open');
  });

  await t.test('a sent payment the checkout could not record: no second payment is offered, and its hash is ready to submit again', async (t) => {
    const session = await newSession();
    const { page, calls } = await open({ chainId: chain.chainId, known: new Set([chain.chainId]) });
    await page.goto(session.checkout_url);
    serviceRpc.cut(true);
    t.teardown(() => serviceRpc.cut(false));
    await page.getByRole('button', { name: 'Pay with browser wallet' }).click();
    const message = page.locator('[data-message].error');
    await message.waitFor();
    t.match(
      await message.innerText(),
      /^The transaction could not be submitted \(502: local-anvil did not answer \(connection failed\); retry shortly\)\. Your payment was sent: do not pay again\. Submit its transaction hash below\.$/,
    );
    t.equal(await page.getByRole('button', { name: 'Pay with browser wallet' }).isDisabled(), true, 'no second payment is offered');
    const sent = JSON.parse(calls.find((call) => call.method === 'eth_sendTransaction')!.outcome!) as string;
    t.equal(await page.getByLabel('Transaction hash').inputValue(), sent, 'the hash form is open with the sent transaction in it');

    serviceRpc.cut(false);
    await page.getByRole('button', { name: 'Submit transaction' }).click();
    await untilHeading(page, 'Verifying your payment', session.id, calls);
    t.equal(calls.filter((call) => call.method === 'eth_sendTransaction').length, 1, 'paid once');
  });

  for (const contract of contracts) await contract.settled();
  t.same(problems, [], 'no script error or CSP violation, and every answer the page fetched is as documented');
  t.same(refusals, [400, 502], 'the only refused requests: the hash the server refused, and the submission while the chain was cut');
});
