/**
 * A session's refunds on its page: the list, and for admins "Refund" (amount, by default all that
 * the session's confirmed credited payments on the refunded chain and token leave unrefunded;
 * destination, by default the payer). Refunds are non-custodial: the page then shows the transfer
 * to make from the receiving address (address, token, chain, exact amount, an EIP-681 link and its
 * QR code) and, where the browser has an injected wallet, "Pay with your wallet" sends it; the
 * session's page follows the refund live until the watcher confirms it.
 */
import { decimalSum } from './amounts.js';
import { injectedWallet, type Eip1193Provider } from './address-proof.js';
import { api, type CheckoutSessionDetail, type Refund, type RefundList } from './api.js';
import { formatDate, h, replace, statusBadge, table } from './dom.js';
import { act, apiForm } from './forms.js';
import { type Network, scopePath } from './network.js';

export type { Refund, RefundList };

/** Transactions this page's wallet sent, by refund id, said until the watcher sees them. */
const sent = new Map<string, string>();

/** What is still refundable, as the /api's default computes it: the largest confirmed credited payment's chain and token, its credits there less refunds not failed. */
export function refundable(detail: CheckoutSessionDetail, refunds: readonly Refund[]): { amount: string; token: string; chain: string } | undefined {
  const credited = detail.session.payments.filter((payment) => payment.status === 'confirmed' && !payment.late && !payment.extra);
  if (credited.length === 0) return undefined;
  const largest = credited.reduce((best, each) => (Number(each.amount) > Number(best.amount) ? each : best));
  const same = <T extends { chain: string; token: string }>(each: T) => each.chain === largest.chain && each.token === largest.token;
  const amount = decimalSum(
    credited.filter(same).map((each) => each.amount),
    refunds.filter((each) => same(each) && each.status !== 'failed').map((each) => each.amount),
  );
  // Nothing left (all refunded or being refunded) is nothing to offer.
  return amount === undefined || !/[1-9]/.test(amount) || amount.startsWith('-') ? undefined : { amount, token: largest.token, chain: largest.chain };
}

/** The refunds, newest first; a pending one unpaid shows the transfer to make. */
export function refundsList(refunds: readonly Refund[]): HTMLElement {
  if (refunds.length === 0) return h('p', {}, 'No refund yet.');
  return h(
    'div',
    {},
    table(
      'Refunds',
      ['Refund', 'Amount', 'To', 'Transaction', 'Created', 'Status'],
      refunds.map((refund) => [
        h('code', {}, refund.id),
        `${refund.amount} ${refund.token} on ${refund.chain}`,
        h('code', { class: 'hash' }, refund.to_address),
        refund.tx_hash ? [h('code', { class: 'hash' }, refund.tx_hash), ` (${refund.confirmations} confirmations)`] : 'not sent yet',
        formatDate(refund.created_at),
        [statusBadge(refund.status), refund.failure_reason ? ` (${refund.failure_reason})` : null],
      ]),
      { stack: true, lead: 5 },
    ),
    refunds.filter((refund) => refund.status === 'pending' && refund.tx_hash === null).map(transferToMake),
  );
}

/** The chain id an EIP-681 URI names (`ethereum:<token>@<chainId>/transfer?…`). */
const chainIdOf = (uri: string): number | undefined => {
  const match = /^ethereum:0x[0-9a-fA-F]{40}@(\d+)\//.exec(uri);
  return match ? Number(match[1]) : undefined;
};

/** The transfer that pays a refund, for the merchant's wallet: what to send, a link and a QR code of it, and "Pay with your wallet". */
function transferToMake(refund: Refund): HTMLElement {
  const wallet = injectedWallet();
  const id = `transfer-${refund.id}`;
  const already = sent.get(refund.id);
  return h(
    'section',
    { class: 'card transfer', 'aria-labelledby': id },
    h('h3', { id, tabindex: -1 }, `Send refund ${refund.id}`),
    h(
      'p',
      {},
      'The service holds no keys: send this transfer from the receiving address with your own wallet. The watcher recognises it (this exact amount, from that address, to the destination) and the refund succeeds once it is confirmed.',
    ),
    h(
      'div',
      { class: 'transfer-body' },
      h(
        'dl',
        { class: 'facts' },
        h('dt', {}, 'Send'),
        h('dd', {}, h('strong', {}, `${refund.amount} ${refund.token}`), ` (${refund.amount_base_units} base units)`),
        h('dt', {}, 'Chain'),
        h('dd', {}, `${refund.chain}${chainIdOf(refund.eip681_uri) ? ` (chain ID ${chainIdOf(refund.eip681_uri)})` : ''}`),
        h('dt', {}, 'Token contract'),
        h('dd', {}, h('code', {}, refund.token_address)),
        h('dt', {}, 'From'),
        h('dd', {}, h('code', {}, refund.from_address), ' (the receiving address)'),
        h('dt', {}, 'To'),
        h('dd', {}, h('code', {}, refund.to_address)),
        h('dt', {}, 'Unpaid, it fails'),
        h('dd', {}, formatDate(refund.expires_at)),
        h('dt', {}, 'Payment link'),
        h('dd', {}, h('a', { href: refund.eip681_uri }, 'Open in a wallet app'), ' ', h('code', {}, refund.eip681_uri)),
      ),
      h('img', {
        class: 'qr',
        src: `/dashboard/assets/qr.svg?${new URLSearchParams({ data: refund.eip681_uri })}`,
        alt: `QR code of the transfer: ${refund.amount} ${refund.token} on ${refund.chain} to ${refund.to_address}`,
        width: 160,
        height: 160,
      }),
    ),
    already ? h('p', { role: 'status' }, 'Sent from your wallet: ', h('code', { class: 'hash' }, already), '. Waiting for the chain watcher to see it.') : null,
    wallet && !already ? walletPayer(wallet, refund) : null,
  );
}

/** ERC-20 `transfer(to, amount)` call data. */
const transferData = (to: string, amount: string) =>
  `0xa9059cbb${to.toLowerCase().replace(/^0x/, '').padStart(64, '0')}${BigInt(amount).toString(16).padStart(64, '0')}`;

/** What a wallet's refusal says to the person (4001: they declined). */
function walletProblem(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 4001) return 'You declined in your wallet; nothing was sent.';
  return `Your wallet could not send it${typeof message === 'string' && message ? `: ${message}` : '.'}`;
}

/** "Pay with your wallet": the receiving address among the wallet's accounts, on the refund's chain, sends the ERC-20 transfer. */
function walletPayer(wallet: Eip1193Provider, refund: Refund): HTMLElement {
  const status = h('div', { role: 'alert', class: 'error' });
  const done = h('p', { role: 'status' });
  const button = h('button', { type: 'button' }, 'Pay with your wallet');
  button.addEventListener('click', () =>
    act(button, status, async () => {
      try {
        const accounts = await wallet.request({ method: 'eth_requestAccounts' });
        const shared = Array.isArray(accounts) ? accounts.map(String) : [];
        if (!shared.some((account) => account.toLowerCase() === refund.from_address.toLowerCase())) {
          replace(
            status,
            `Your wallet’s account is ${shared[0] ?? 'none'}, not the receiving address ${refund.from_address}: only a transfer from that address pays the refund. Switch accounts in your wallet.`,
          );
          return;
        }
        const chainId = chainIdOf(refund.eip681_uri);
        if (chainId !== undefined) {
          const current = Number.parseInt(String(await wallet.request({ method: 'eth_chainId' })), 16);
          if (current !== chainId) await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${chainId.toString(16)}` }] });
        }
        const hash = await wallet.request({
          method: 'eth_sendTransaction',
          params: [{ from: refund.from_address, to: refund.token_address, data: transferData(refund.to_address, refund.amount_base_units), value: '0x0' }],
        });
        if (typeof hash !== 'string') throw new Error('no transaction hash');
        sent.set(refund.id, hash);
        button.hidden = true;
        replace(done, 'Sent from your wallet: ', h('code', { class: 'hash' }, hash), '. Waiting for the chain watcher to see it.');
      } catch (error) {
        replace(status, walletProblem(error));
      }
    }),
  );
  return h('div', { class: 'wallet-pay' }, h('div', { class: 'actions' }, button), status, done);
}

/**
 * "Refund" for admins: amount and destination, each empty for the /api's default. `latest` gives
 * the session and refunds as last read (for the default amount's hint); `created` follows the new refund.
 */
export function refundForm(
  projectId: string,
  network: Network,
  latest: () => { detail: CheckoutSessionDetail; refunds: readonly Refund[] },
  created: () => Promise<void>,
): HTMLElement {
  const left = refundable(latest().detail, latest().refunds);
  const path = scopePath(projectId, network, `/checkout/sessions/${encodeURIComponent(latest().detail.session.id)}/refunds`);
  const form = apiForm({
    fields: [
      {
        name: 'amount',
        label: 'Amount',
        hint: left
          ? `In ${left.token} on ${left.chain}. Leave empty to refund all that is left: ${left.amount} ${left.token}.`
          : 'In the token paid. Leave empty to refund all that is left of the confirmed payments.',
      },
      { name: 'to_address', label: 'Destination', hint: 'Leave empty to refund the payer (who sent the largest payment).' },
    ],
    submitLabel: 'Refund',
    async submit({ amount, to_address }) {
      await api<Refund>('POST', path, { ...(amount ? { amount } : {}), ...(to_address ? { to_address } : {}) });
      for (const input of form.querySelectorAll('input')) input.value = '';
      await created();
    },
  });
  return h('div', { class: 'refund-form' }, h('h3', {}, 'Refund'), form);
}
