/**
 * The checkout page's only script: a module served as a file (`checkoutScript()` in
 * ../script-asset.ts) and run under the page's CSP nonce. The page works without it; it adds copy
 * buttons, a live countdown, payment with an injected wallet (EIP-1193, no library: the ERC-20 call
 * is encoded by hand), the transaction-hash form, and status polling. When the status changes it
 * fetches the server's rendering of the page and swaps `<main>` in place: one template for both
 * paths, no reload. The countdown runs from the server's seconds-left figure, so a customer's wrong
 * clock does not matter. It imports only types: the browser loads this one file.
 */
import type { CheckoutStatus } from '../../page-api.js';
import type { WalletRequest } from '../view-model.js';

const POLL_MS = 4000;

/** An injected EIP-1193 provider: the one call the page needs. */
interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

declare global {
  interface Window {
    ethereum?: Partial<Eip1193Provider>;
  }
}

/** What a payment submission answers: nothing the page reads but the error's message. */
interface SubmissionAnswer {
  ok: boolean;
  message?: string;
}

/** A refusal the page words itself, shown as is. */
class PageError extends Error {}

/** The hash form's fields, by name. */
interface HashFormElements extends HTMLFormControlsCollection {
  chain: HTMLSelectElement;
  tx_hash: HTMLInputElement;
}

const isOpen = (value: string | null) => value === 'pending' || value === 'processing';

const page = document.querySelector<HTMLElement>('main[data-status-url]');
if (page) followSession(page);

/** Everything the script does, on the page's `<main>` (replaced by each refresh). */
function followSession(initial: HTMLElement): void {
  let main = initial;
  const statusUrl = main.getAttribute('data-status-url') ?? '';
  let status = main.getAttribute('data-status');
  let countdownTimer: ReturnType<typeof setInterval> | undefined;
  let refreshing = false;

  const pollTimer = setInterval(poll, POLL_MS);
  async function poll(): Promise<void> {
    if (!isOpen(status)) {
      clearInterval(pollTimer);
      return;
    }
    try {
      const response = await fetch(statusUrl, { cache: 'no-store', headers: { Accept: 'application/json' } });
      if (!response.ok) return;
      const body = (await response.json()) as CheckoutStatus;
      // A new status, or a payment the page does not show yet (paymentShownKey in view-model.ts).
      const shown = body.payment ? `${body.payment.tx_hash} ${body.payment.amount_received}` : '';
      if (body.status !== status || shown !== main.getAttribute('data-payment')) return refresh();
      const confirmations = main.querySelector('[data-confirmations]');
      if (confirmations && body.payment) confirmations.textContent = String(body.payment.confirmations);
    } catch {
      // A missed poll is retried on the next tick.
    }
  }

  // The server renders every state; the page takes its new <main> and title, nothing else.
  async function refresh(): Promise<void> {
    if (refreshing) return;
    refreshing = true;
    try {
      const response = await fetch(location.href, { cache: 'no-store', headers: { Accept: 'text/html' } });
      if (!response.ok) return;
      // Parsed inside a template: inert, so its own style element is never applied (nor blocked by the CSP).
      const next = document.createElement('template');
      next.innerHTML = await response.text();
      const nextMain = next.content.querySelector('main');
      if (!nextMain) return;
      const imported = document.importNode(nextMain, true);
      main.replaceWith(imported);
      main = imported;
      const title = next.content.querySelector('title');
      if (title) document.title = title.textContent ?? '';
      status = imported.getAttribute('data-status');
      enhance();
    } catch {
      // Retried on the next poll.
    } finally {
      refreshing = false;
    }
  }

  function enhance(): void {
    startCountdown();
    for (const button of main.querySelectorAll<HTMLButtonElement>('button[data-copy]')) enableCopy(button);
    const walletButton = main.querySelector<HTMLButtonElement>('button[data-wallet-pay]');
    if (walletButton && wallet()) {
      walletButton.hidden = false;
      main.querySelector('[data-wallet-link]')?.classList.add('secondary');
      walletButton.addEventListener('click', () => payWithWallet(walletButton));
    }
    const hashBox = main.querySelector<HTMLDetailsElement>('[data-tx-hash]');
    const form = hashBox?.querySelector('form');
    if (hashBox && form) {
      hashBox.hidden = false;
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        submitHashForm(form);
      });
    }
  }

  function startCountdown(): void {
    clearInterval(countdownTimer);
    const countdown = main.querySelector<HTMLElement>('[data-countdown]');
    if (!countdown) return;
    const deadline = Date.now() + Number(countdown.getAttribute('data-seconds-left')) * 1000;
    const tick = () => {
      const left = Math.max(0, Math.round((deadline - Date.now()) / 1000));
      countdown.textContent = left > 0 ? `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}` : 'Expired';
      countdown.classList.toggle('urgent', left < 300);
      if (left === 0) {
        clearInterval(countdownTimer);
        void poll();
      }
    };
    countdownTimer = setInterval(tick, 1000);
    tick();
  }

  function enableCopy(button: HTMLButtonElement): void {
    const label = button.textContent;
    button.hidden = false;
    button.addEventListener('click', () => {
      const source = document.getElementById(button.getAttribute('data-copy') ?? '');
      if (!source) return;
      const done = () => {
        button.textContent = 'Copied';
        button.classList.add('done');
        setTimeout(() => {
          button.textContent = label;
          button.classList.remove('done');
        }, 1500);
      };
      const selectSource = () => {
        const range = document.createRange();
        range.selectNodeContents(source);
        const selection = window.getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
      };
      // navigator.clipboard is missing outside a secure context (plain http on another host).
      if (navigator.clipboard) navigator.clipboard.writeText((source.textContent ?? '').trim()).then(done, selectSource);
      else selectSource();
    });
  }

  async function payWithWallet(button: HTMLButtonElement): Promise<void> {
    const message = main.querySelector<HTMLElement>('[data-message]');
    const request = JSON.parse(button.getAttribute('data-wallet-pay') ?? '') as WalletRequest;
    const ethereum = wallet();
    if (!ethereum) return;
    button.disabled = true;
    let hash: string;
    try {
      show(message, 'Approve the request in your wallet.', 'info');
      const accounts = (await ethereum.request({ method: 'eth_requestAccounts' })) as string[] | null;
      const account = accounts?.[0];
      if (!account) throw new PageError('Your wallet shared no account. Unlock it and try again.');
      await onChain(ethereum, request);
      show(message, 'Confirm the payment in your wallet.', 'info');
      hash = (await ethereum.request({
        method: 'eth_sendTransaction',
        params: [{ from: account, to: request.token, data: transferCalldata(request.to, request.amount), value: '0x0' }],
      })) as string;
    } catch (error) {
      show(message, walletMessage(error), 'error');
      button.disabled = false;
      return;
    }
    show(message, `Transaction sent. Checking it on ${request.chainName}…`, 'info');
    const answer = await submitHash(request.chain, hash);
    if (answer.ok) {
      show(message, 'Transaction sent. Waiting for confirmations…', 'ok');
      return;
    }
    // The transfer is on its way: paying again would pay twice. What is left is reporting it, so the
    // pay button stays disabled and the hash form is opened with this transaction in it.
    show(message, `${answer.message} Your payment was sent: do not pay again. Submit its transaction hash below.`, 'error');
    offerHash(request.chain, hash);
  }

  function offerHash(chain: string, hash: string): void {
    const hashBox = main.querySelector<HTMLDetailsElement>('[data-tx-hash]');
    const form = hashBox?.querySelector('form');
    if (!hashBox || !form) return;
    const fields = form.elements as HashFormElements;
    fields.chain.value = chain;
    fields.tx_hash.value = hash;
    hashBox.open = true;
  }

  async function submitHashForm(form: HTMLFormElement): Promise<void> {
    const message = form.querySelector<HTMLElement>('[data-form-message]');
    const fields = form.elements as HashFormElements;
    const hash = fields.tx_hash.value.trim();
    if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) {
      show(message, 'Enter the transaction hash: 0x followed by 64 hexadecimal characters.', 'error');
      return;
    }
    const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
    if (button) button.disabled = true;
    show(message, 'Checking the transaction…', 'info');
    const answer = await submitHash(fields.chain.value, hash);
    show(message, answer.ok ? 'Transaction received. Waiting for confirmations…' : (answer.message ?? ''), answer.ok ? 'ok' : 'error');
    if (button) button.disabled = false;
  }

  // POST {chain, tx_hash}; on success the next poll shows the payment being verified.
  async function submitHash(chain: string, hash: string): Promise<SubmissionAnswer> {
    const url = main.getAttribute('data-payments-url') ?? '';
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ chain, tx_hash: hash }),
      });
    } catch {
      return { ok: false, message: 'The checkout could not be reached.' };
    }
    if (response.ok) {
      void poll();
      return { ok: true };
    }
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    const detail = body?.error?.message;
    if (response.status === 429) {
      return { ok: false, message: `Too many attempts. Try again in ${response.headers.get('Retry-After') || 'a few'} seconds.` };
    }
    if (response.status === 400 && detail) return { ok: false, message: `The transaction was not accepted: ${detail}` };
    return { ok: false, message: `The transaction could not be submitted (${response.status}${detail ? `: ${detail}` : ''}).` };
  }

  enhance();
}

function show(element: HTMLElement | null, text: string, tone: 'info' | 'ok' | 'error'): void {
  if (!element) return;
  element.textContent = text;
  element.className = `message ${tone}`;
  element.hidden = false;
}

// An injected EIP-1193 provider, when the browser has a wallet.
function wallet(): Eip1193Provider | null {
  const ethereum = window.ethereum;
  return ethereum && typeof ethereum.request === 'function' ? (ethereum as Eip1193Provider) : null;
}

// ERC-20 transfer(address,uint256): the 4-byte selector, then both arguments as 32-byte words.
function transferCalldata(to: string, amount: string): string {
  const word = (hex: string) => hex.padStart(64, '0');
  return `0xa9059cbb${word(to.slice(2).toLowerCase())}${word(BigInt(amount).toString(16))}`;
}

/** A provider error's EIP-1193 code; some mobile wallets wrap the provider error. */
function codeOf(error: unknown): number | undefined {
  const { code, data } = (error ?? {}) as { code?: unknown; data?: { originalError?: { code?: unknown } } };
  if (typeof code === 'number') return code;
  const inner = data?.originalError?.code;
  return typeof inner === 'number' ? inner : undefined;
}

function walletMessage(error: unknown): string {
  if (error instanceof PageError) return error.message;
  switch (codeOf(error)) {
    case 4001:
      return 'You rejected the request in your wallet. Nothing was sent; you can try again.';
    case 4100:
      return 'Your wallet has not allowed this page to use it. Unlock it, allow the page, and try again.';
    case -32002:
      return 'Your wallet already has a request waiting. Open your wallet to answer it.';
  }
  const detail = (error as { message?: unknown } | null)?.message;
  return `Your wallet could not complete the request${detail ? `: ${String(detail)}` : '.'}`;
}

async function chainIdOf(ethereum: Eip1193Provider): Promise<number> {
  return Number.parseInt(String(await ethereum.request({ method: 'eth_chainId' })), 16);
}

async function onChain(ethereum: Eip1193Provider, request: WalletRequest): Promise<void> {
  const target = Number.parseInt(request.chainId, 16);
  if ((await chainIdOf(ethereum)) === target) return;
  try {
    await ethereum.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: request.chainId }] });
  } catch (error) {
    if (codeOf(error) !== 4902) throw error;
    if (request.rpcUrls.length === 0) {
      throw new PageError(`Your wallet does not know ${request.chainName} (chain ID ${target}). Add that network to your wallet, then try again.`);
    }
    const { chainId, chainName, nativeCurrency, rpcUrls, blockExplorerUrls } = request;
    await ethereum.request({ method: 'wallet_addEthereumChain', params: [{ chainId, chainName, nativeCurrency, rpcUrls, blockExplorerUrls }] });
    await ethereum.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: request.chainId }] });
  }
  const current = await chainIdOf(ethereum);
  if (current !== target) {
    throw new PageError(
      `Your wallet is on chain ID ${current}, not on ${request.chainName} (chain ID ${target}). Switch networks in your wallet, then try again.`,
    );
  }
}
