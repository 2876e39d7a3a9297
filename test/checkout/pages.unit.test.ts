import t from 'tap';
import { renderNotFoundPage } from '../../src/checkout/page/not-found-page.js';
import { pageContentSecurityPolicy } from '../../src/checkout/page/layout.js';
import { checkoutScript } from '../../src/checkout/page/script-asset.js';
import { renderSessionPage } from '../../src/checkout/page/session-page.js';
import { buildCheckoutPageView } from '../../src/checkout/page/view-model.js';
import { pageInput, paymentOptions, RECEIVING_ADDRESS, TAG } from './page-fixtures.js';

const render = async (input = pageInput()) => renderSessionPage(await buildCheckoutPageView(input));

/** Every tag's opening text, to check what markup the page contains. */
const tags = (page: string, name: string) => page.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];

t.test('the payment page shows the order and how to pay it', async (t) => {
  const page = await render();
  t.match(page, '<p class="amount" data-amount>$19.99 <span class="currency">USD</span></p>');
  t.match(page, '<p class="description" data-description>Pro plan, 1 month</p>');
  t.match(page, '<h1>Acme Books</h1>');
  t.match(page, 'data-testnet>Testnet</span>');
  t.match(page, '<span id="token-amount" class="token-amount" data-token-amount>19.990042</span> USDC', 'the tagged amount, not the plain one');
  t.match(page, `data-recipient>${RECEIVING_ADDRESS}</span>`);
  t.match(
    page,
    'href="ethereum:0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238@11155111/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&amp;uint256=19990042"',
  );
  t.match(page, /data-qr><svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
  t.match(page, '<time class="countdown" datetime="2026-11-21T20:30:00.000Z" data-countdown data-seconds-left="1800">30:00</time>');
  t.match(page, '<a class="cancel" href="https://shop.example/cart" data-cancel>');
  t.match(page, '<details class="tx-hash" data-tx-hash hidden>', 'the transaction-hash form, shown by the script (the API takes JSON)');
  t.match(page, '<option value="sepolia" selected>Sepolia</option><option value="polygon-amoy">Polygon Amoy</option>');
  t.match(page, 'data-payments-url="/c/ps_test_4f8a1c2e9b/payments"');
  t.match(page, 'this page updates by itself');
  t.match(page, 'data-status-url="/c/ps_test_4f8a1c2e9b/status"');
  t.match(page, '<noscript><meta http-equiv="refresh" content="15"></noscript>');
});

t.test("chain and token are chosen with links, for the session's network only", async (t) => {
  const testnet = await render(pageInput({ choice: { chain: 'polygon-amoy', token: 'USDT' } }));
  const chainLinks = tags(testnet, 'a').filter((tag) => tag.includes('class="choice"'));
  t.same(
    chainLinks.map((tag) => /href="([^"]+)"/.exec(tag)![1]),
    ['sepolia', 'polygon-amoy', 'base-sepolia', 'arbitrum-sepolia', 'optimism-sepolia']
      .map((key) => `/c/ps_test_4f8a1c2e9b?chain=${key}&amp;token=USDC`)
      .concat(['/c/ps_test_4f8a1c2e9b?chain=polygon-amoy&amp;token=USDC']),
  );
  t.match(testnet, 'aria-current="true">Polygon Amoy</a>');
  t.match(testnet, '@80002/transfer', 'USDT is not on Amoy, so USDC on Amoy is offered');
  t.match(testnet, /<span class="choice unavailable" aria-disabled="true" title="Tether publishes no official USDT contract on Polygon Amoy">USDT/);
  t.notMatch(testnet, /Ethereum<\/a>|chain=base&/, 'no mainnet chain on a test session');

  const mainnet = await render(pageInput({ session: { network: 'mainnet' }, choice: { chain: 'arbitrum', token: 'USDT' } }));
  t.notMatch(mainnet, 'data-testnet');
  t.match(
    mainnet,
    'href="ethereum:0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9@42161/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&amp;uint256=19990042"',
  );
  t.match(mainnet, 'href="/c/ps_test_4f8a1c2e9b?chain=ethereum&amp;token=USDT"', 'the chosen token is kept where the other chain has it');
  t.match(mainnet, 'href="/c/ps_test_4f8a1c2e9b?chain=base&amp;token=USDC"', 'and replaced where it has not');
  const unknown = await render(pageInput({ session: { network: 'mainnet' }, choice: { chain: 'no-such-chain', token: 'DAI' } }));
  t.match(unknown, 'aria-current="true">Ethereum</a>');
  t.match(unknown, '@1/transfer', 'unknown choices fall back to the first chain and token');
});

t.test("the page offers exactly the session's payment_options, and hands the wallet the tagged transfer", async (t) => {
  const onlyBase = paymentOptions('testnet', 1999n).filter((option) => option.chain === 'base-sepolia');
  const page = await render(pageInput({ session: { paymentOptions: onlyBase } }));
  const chainLinks = tags(page, 'a').filter((tag) => tag.includes('class="choice"'));
  t.same(
    chainLinks.map((tag) => /href="([^"]+)"/.exec(tag)![1]),
    ['/c/ps_test_4f8a1c2e9b?chain=base-sepolia&amp;token=USDC', '/c/ps_test_4f8a1c2e9b?chain=base-sepolia&amp;token=USDC'],
    'one chain (and its one token): the others have no RPC, so the session offers none',
  );
  t.notMatch(page, '>Sepolia</a>', 'Sepolia is not offered');
  const wallet = JSON.parse(decodeHtml(/data-wallet-pay="([^"]+)"/.exec(page)![1]!)) as Record<string, unknown>;
  t.same(wallet, {
    chain: 'base-sepolia',
    chainId: '0x14a34',
    chainName: 'Base Sepolia',
    nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: [],
    blockExplorerUrls: ['https://sepolia.basescan.org'],
    token: '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
    to: RECEIVING_ADDRESS,
    amount: (19_990_000n + TAG).toString(),
  });
  t.match(page, '<button type="button" class="button" data-wallet-pay=', 'a wallet button');
  t.match(page, /data-wallet-pay="[^"]+" hidden>/, 'hidden until the script finds an injected wallet');

  const none = await render(pageInput({ session: { paymentOptions: [] } }));
  t.match(none, 'Payments on this network are not available right now.');
  t.notMatch(none, '<button type="button" class="button" data-wallet-pay');
  t.notMatch(none, '<details class="tx-hash"');
});

const decodeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

t.test('hostile merchant text is escaped, and only http(s) links are made', async (t) => {
  const page = await render(
    pageInput({
      session: {
        description: '</p><script>alert("d")</script><img src=x onerror=alert(1)>',
        cancelUrl: 'javascript:alert(document.cookie)',
        returnUrl: 'data:text/html,<script>alert(1)</script>',
      },
      project: { name: '"><svg onload=alert(2)>&amp;' },
    }),
  );
  t.match(page, '&lt;/p&gt;&lt;script&gt;alert(&quot;d&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
  t.match(page, '<h1>&quot;&gt;&lt;svg onload=alert(2)&gt;&amp;amp;</h1>');
  t.match(page, '<title>Pay $19.99 to &quot;&gt;&lt;svg onload=alert(2)&gt;&amp;amp;</title>');
  t.notMatch(page, 'javascript:', 'a javascript: cancel_url gives no link');
  t.notMatch(page, 'data-cancel');
  t.equal(tags(page, 'script').length, 1, "only the page's own script");
  t.notMatch(page, /<img|<svg onload/i);

  const completed = await render(pageInput({ session: { status: 'completed', returnUrl: 'https://shop.example/done?o="1"&x=<b>' } }));
  t.match(completed, '<a class="button" href="https://shop.example/done?o=%221%22&amp;x=%3Cb%3E" data-link="return">Back to merchant</a>');
  const failed = await render(pageInput({ session: { status: 'failed', failureReason: 'Underpaid: <b>1.00</b> of 19.99' } }));
  t.match(failed, '<p>The transaction did not meet the payment request.</p>', 'an unknown reason code is never shown raw');
});

t.test('the markup suits a strict Content-Security-Policy', async (t) => {
  const csp = pageContentSecurityPolicy('TESTNONCE123');
  t.match(csp, "default-src 'none'");
  t.match(csp, "script-src 'nonce-TESTNONCE123';");
  t.notMatch(csp, 'unsafe-inline');
  for (const status of ['pending', 'processing', 'completed', 'expired', 'failed'] as const) {
    const page = await render(pageInput({ session: { status } }));
    for (const tag of [...tags(page, 'script'), ...tags(page, 'style')]) t.match(tag, 'nonce="TESTNONCE123"', `${status}: ${tag}`);
    t.notMatch(page, /\sstyle="|\son[a-z]+="/i, `${status}: no inline style attribute or event handler`);
    // The one link is an empty data: icon, which stops browsers asking the server for /favicon.ico.
    t.same(tags(page, 'link'), ['<link rel="icon" href="data:,">'], `${status}: only the empty icon link`);
    // The one script is the page's module, from this origin, by nonce; none is inline.
    const script = `<script type="module" nonce="TESTNONCE123" src="${checkoutScript().path}">`;
    t.same(tags(page, 'script'), status === 'pending' || status === 'processing' ? [script] : [], `${status}: no script but the page's own module`);
    t.notMatch(page, /<script\b[^>]*>[^<]/i, `${status}: no inline script`);
    t.notMatch(
      page.replace('<link rel="icon" href="data:,">', '').replace(script, ''),
      /\ssrc=|<link\b|@import|url\(/i,
      `${status}: nothing else is loaded, from anywhere`,
    );
  }
  t.match(renderNotFoundPage('N1'), '<style nonce="N1">');
});

t.test('an underpaid session asks for the rest, on the chain and token it was paid in', async (t) => {
  const short = {
    chain: 'base-sepolia',
    token: 'USDC',
    tx_hash: `0x${'cd'.repeat(32)}`,
    amount: '15',
    confirmations: 5,
    completed_at: '2026-11-21T20:05:00.000Z',
    status: 'confirmed' as const,
    confirmations_required: 5,
    block_number: 100,
    late: false,
    extra: false,
    simulated: false,
    amount_due: '19.990042',
    amount_received: '15',
    amount_excess: '0',
    shortfall: '4.99',
    receipt: null,
  };
  const page = await render(pageInput({ session: { status: 'pending', payment: short }, choice: { chain: 'sepolia', token: 'USDC' } }));
  t.match(page, 'Received <strong>15 USDC</strong> of the 19.990042 USDC due. Send the remaining <strong>4.990042 USDC</strong> on Base Sepolia');
  t.match(page, '<span class="field-label">Send the remaining</span>');
  t.match(page, 'data-token-amount>4.990042</span> USDC');
  t.match(
    page,
    'href="ethereum:0x036CbD53842c5426634e7929541eC2318f3dCF7e@84532/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&amp;uint256=4990042"',
  );
  t.same(
    tags(page, 'a').filter((tag) => tag.includes('class="choice"')).length,
    2,
    'one chain and one token offered: the ones paid in, whatever the query asked for',
  );
  t.match(page, 'aria-current="true">Base Sepolia</a>');
  const wallet = JSON.parse(decodeHtml(/data-wallet-pay="([^"]+)"/.exec(page)![1]!)) as { chain: string; amount: string };
  t.same([wallet.chain, wallet.amount], ['base-sepolia', '4990042'], 'the wallet sends the rest');
  t.match(page, '<details class="tx-hash" data-tx-hash open hidden>', 'the hash form open: a top-up is matched by its transaction');

  const settled = await render(pageInput({ session: { status: 'pending', payment: { ...short, status: 'withdrawn' } } }));
  t.notMatch(settled, 'data-top-up', 'a withdrawn payment asks for the whole amount again');
  t.match(settled, 'data-token-amount>19.990042</span>');
});

t.test('each state has its page', async (t) => {
  const payment = {
    chain: 'base-sepolia',
    token: 'USDC',
    tx_hash: `0x${'ab'.repeat(32)}`,
    amount: '19.99',
    confirmations: 2,
    completed_at: null as string | null,
    status: 'confirming' as const,
    confirmations_required: 5,
    block_number: 100,
    late: false,
    extra: false,
    simulated: false,
    amount_due: '19.99',
    amount_received: '19.99',
    amount_excess: '0',
    shortfall: '0',
    receipt: null,
  };
  const processing = await render(pageInput({ session: { status: 'processing', payment } }));
  t.match(processing, 'Verifying your payment');
  t.notMatch(processing, 'data-cancel', 'no "Cancel and return" once a payment is being verified');
  t.match(processing, '<span data-confirmations>2</span> of 5');
  t.match(processing, `href="https://sepolia.basescan.org/tx/${payment.tx_hash}"`);
  t.notMatch(processing, '<form', 'no second submission while one is verified');

  const completed = await render(
    pageInput({ session: { status: 'completed', payment: { ...payment, confirmations: 5, completed_at: '2026-11-21T20:05:00Z' } } }),
  );
  t.match(completed, 'Payment complete');
  t.match(completed, 'Acme Books has received your payment of $19.99.');
  t.match(completed, 'href="https://shop.example/thanks" data-link="return">Back to merchant</a>');
  t.notMatch(completed, '<script', 'an outcome page needs no script');
  t.notMatch(completed, 'http-equiv="refresh"');

  const noReturn = await render(pageInput({ session: { status: 'completed', returnUrl: null } }));
  t.notMatch(noReturn, 'Back to merchant');

  const expired = await render(pageInput({ session: { status: 'expired' } }));
  t.match(expired, 'This checkout has expired');
  t.match(expired, 'href="https://shop.example/cart" data-link="cancel">Return to merchant</a>');

  const failed = await render(
    pageInput({ session: { status: 'failed', failureReason: 'underpaid', payment: { ...payment, amount_received: '1.00', amount_due: '19.990042' } } }),
  );
  t.match(failed, 'Payment could not be verified');
  t.match(failed, '<p>Only 1.00 USDC of the 19.990042 USDC due arrived before the checkout expired. Contact the merchant about the amount received.</p>');
  const reverted = await render(pageInput({ session: { status: 'failed', failureReason: 'transaction_reverted' } }));
  t.match(reverted, '<p>The transaction failed on the chain (it was reverted), so no tokens moved. Return to the merchant to start again.</p>');

  const missing = renderNotFoundPage('N1');
  t.match(missing, 'Checkout not found');
  t.notMatch(missing, '<script');
});
