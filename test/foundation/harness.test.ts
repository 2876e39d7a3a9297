import { Wallet } from 'ethers';
import t from 'tap';
import { startTestApp } from '../helpers/app.js';
import { skipWithoutChromium, launchChromium } from '../helpers/browser.js';
import { deployTestToken, startLocalChain } from '../helpers/chain.js';
import { mined } from '../../src/core/chain/mined.js';

t.test('a local anvil chain with a 6-decimal test token that mints and transfers', async (t) => {
  const chain = await startLocalChain(t);
  const token = await deployTestToken(chain, 'USDC');
  t.equal(await token.getFunction('decimals')(), 6n);
  t.equal(await token.getFunction('symbol')(), 'USDC');
  const customer = Wallet.createRandom().address;
  await mined(token.getFunction('mint')(chain.deployer.address, 25_000_000n));
  const receipt = await mined(token.getFunction('transfer')(customer, 19_990_000n));
  t.equal(receipt.status, 1);
  t.equal(await token.getFunction('balanceOf')(customer), 19_990_000n);
  const before = await chain.provider.getBlockNumber();
  await chain.mine(3);
  t.equal(await chain.provider.getBlockNumber(), before + 3, 'blocks can be mined on demand for confirmations');
});

t.test('Debian Chromium opens a page served by the app', { skip: skipWithoutChromium() }, async (t) => {
  const app = await startTestApp(t, { worker: false });
  const browser = await launchChromium(t);
  const page = await browser.newPage();
  const response = await page.goto(`${app.url}/v1/health`);
  t.equal(response?.status(), 200);
  t.match(JSON.parse(await page.innerText('body')), { checks: { database: { status: 'ok' } } });
});
