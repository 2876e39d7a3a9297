import { html, trustedHtml, type SafeHtml } from './html.js';
import { icons } from './icons.js';
import { renderLayout } from './layout.js';
import type { CheckoutPageView, PaymentTarget } from './view-model.js';
import { merchantHeader, paymentFacts } from './parts.js';
import { checkoutScript } from './script-asset.js';

/** Without JavaScript the page reloads this often while a payment is awaited or being verified. */
const NOSCRIPT_REFRESH_S = 15;

/** The payment page: the order on one side, how to pay (or the verification in progress) on the other. */
export function renderCheckoutPage(view: CheckoutPageView): string {
  const main = html`<main class="page" data-status="${view.status}" data-payment="${view.paymentShown}" data-status-url="${view.statusUrl}" data-payments-url="${view.paymentsUrl}">
${summary(view)}
${view.status === 'processing' ? verifying(view) : paymentPanel(view)}
</main>`;
  return renderLayout({
    title: `Pay ${view.amountDisplay} to ${view.projectName}`,
    nonce: view.nonce,
    main,
    scriptSrc: checkoutScript().path,
    noscriptRefreshS: NOSCRIPT_REFRESH_S,
  });
}

function summary(view: CheckoutPageView): SafeHtml {
  return html`<section class="summary" aria-label="Order summary">
  ${merchantHeader(view)}
  <p class="label">Amount due</p>
  <p class="amount" data-amount>${view.amountDisplay} <span class="currency">USD</span></p>
  ${view.description ? html`<p class="description" data-description>${view.description}</p>` : ''}
  <dl class="meta">
    ${
      view.status === 'pending'
        ? html`<div><dt>Expires in</dt><dd><time class="countdown" datetime="${view.expiresAt}" data-countdown data-seconds-left="${view.secondsLeft}">${minutesAndSeconds(view.secondsLeft)}</time></dd></div>`
        : ''
    }
    <div><dt>Reference</dt><dd class="mono">${view.sessionId}</dd></div>
  </dl>
  ${view.cancelHref && view.status === 'pending' ? html`<a class="cancel" href="${view.cancelHref}" data-cancel>${icons.back} Cancel and return</a>` : ''}
</section>`;
}

function paymentPanel(view: CheckoutPageView): SafeHtml {
  return html`<section class="pay card" aria-labelledby="pay-title">
  <h2 id="pay-title">Pay with a stablecoin</h2>
  <nav aria-label="Network">
    <p class="step" id="network-step">Network</p>
    <ul class="choices" aria-labelledby="network-step">${view.chainLinks.map((link) => html`<li>${choice(link)}</li>`)}</ul>
  </nav>
  <nav aria-label="Token">
    <p class="step" id="token-step">Token</p>
    <ul class="choices" aria-labelledby="token-step">${view.tokenLinks.map((link) => html`<li>${choice(link)}</li>`)}</ul>
  </nav>
  ${view.target ? transfer(view.target, view.hashChains) : html`<p class="notice">Payments on this network are not available right now. Please contact the merchant.</p>`}
</section>`;
}

function choice(link: CheckoutPageView['tokenLinks'][number]): SafeHtml {
  if (link.unavailable) {
    return html`<span class="choice unavailable" aria-disabled="true" title="${link.unavailable}">${link.label}<span class="visually-hidden"> (not available: ${link.unavailable})</span></span>`;
  }
  return html`<a class="choice" href="${link.href}" aria-current="${link.selected ? 'true' : 'false'}">${link.label}</a>`;
}

function transfer(target: PaymentTarget, hashChains: CheckoutPageView['hashChains']): SafeHtml {
  const { chain, symbol } = target;
  const { topUp } = target;
  return html`${topUp ? html`<p class="notice top-up" data-top-up>Received <strong>${topUp.received} ${symbol}</strong> of the ${topUp.due} ${symbol} due. Send the remaining <strong>${target.amount} ${symbol}</strong> on ${chain.name} to complete the payment.</p>` : ''}
  <div class="transfer">
    <div class="qr" role="img" aria-label="QR code: send ${target.amount} ${symbol} on ${chain.name} to the address shown" data-qr>${trustedHtml(target.qrSvg)}</div>
    <div class="fields">
      <div>
        <span class="field-label">${topUp ? 'Send the remaining' : 'Send exactly'}</span>
        <div class="value"><span class="text"><span id="token-amount" class="token-amount" data-token-amount>${target.amount}</span> ${symbol}</span>
          <button type="button" class="copy" data-copy="token-amount" hidden aria-label="Copy amount">Copy</button></div>
      </div>
      <div>
        <span class="field-label">To this address on ${chain.name}</span>
        <div class="value"><span id="recipient" class="text address" data-recipient>${target.recipient}</span>
          <button type="button" class="copy" data-copy="recipient" hidden aria-label="Copy address">Copy</button></div>
      </div>
    </div>
  </div>
  <div class="wallet-actions">
    <button type="button" class="button" data-wallet-pay="${JSON.stringify(target.wallet)}" hidden>${icons.wallet} Pay with browser wallet</button>
    <a class="button" href="${target.uri}" data-wallet-link>Open in wallet app</a>
  </div>
  <p class="message" data-message role="status" hidden></p>
  <p class="notice">${
    topUp
      ? 'A top-up is matched to this checkout by its transaction: pay with your browser wallet, or send it and then submit its transaction hash below.'
      : 'Send exactly this amount: its last digits tell your payment apart from others.'
  } Send only <strong>${symbol}</strong> on <strong>${chain.name}</strong> (chain ID ${chain.chainId}); tokens sent on another network or in another token cannot be credited.</p>
  <p class="hint" data-auto-detect>Payments to this address are detected on the chain: once yours arrives, this page updates by itself. Keep it open, or come back to this link.</p>
  ${hashForm(hashChains, topUp !== undefined)}`;
}

/** For a customer who paid from elsewhere: the transaction hash speeds up detection. It needs the script (the API takes JSON). */
function hashForm(chains: CheckoutPageView['hashChains'], open: boolean): SafeHtml {
  return html`<details class="tx-hash" data-tx-hash${open ? html` open` : ''} hidden>
    <summary>Already paid from another wallet or an exchange?</summary>
    <form data-tx-form novalidate>
      <label for="tx-chain">Network</label>
      <select id="tx-chain" name="chain">${chains.map((chain) => html`<option value="${chain.key}"${chain.selected ? html` selected` : ''}>${chain.name}</option>`)}</select>
      <label for="tx-hash">Transaction hash</label>
      <input id="tx-hash" name="tx_hash" class="mono" autocomplete="off" spellcheck="false" placeholder="0x…" required pattern="^0x[0-9a-fA-F]{64}$">
      <button type="submit" class="button secondary">Submit transaction</button>
      <p class="message" data-form-message role="status" hidden></p>
    </form>
  </details>`;
}

function verifying(view: CheckoutPageView): SafeHtml {
  return html`<section class="card status-panel" aria-live="polite">
  <div class="status-icon busy"><div class="spinner" aria-hidden="true"></div></div>
  <h2>Verifying your payment</h2>
  <p>Your transaction was received. This page updates by itself once it is confirmed.</p>
  ${view.payment ? paymentFacts(view.payment) : ''}
</section>`;
}

function minutesAndSeconds(total: number): string {
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
