import { html, type SafeHtml } from './html.js';
import type { CheckoutPageView } from './view-model.js';

/** The merchant's monogram and name, with the testnet badge on test sessions. */
export function merchantHeader(view: Pick<CheckoutPageView, 'projectName' | 'testnet'>): SafeHtml {
  const initial = Array.from(view.projectName.trim())[0]?.toUpperCase() ?? '?';
  return html`<div class="merchant">
  <span class="avatar" aria-hidden="true">${initial}</span>
  <h1>${view.projectName}</h1>
  ${view.testnet ? html`<span class="badge" title="Test session: paid with testnet tokens that have no value" data-testnet>Testnet</span>` : ''}
</div>`;
}

/** The payment's amount, network, confirmations and transaction, linked to the chain's explorer. */
export function paymentFacts(payment: NonNullable<CheckoutPageView['payment']>): SafeHtml {
  const hash = payment.tx_hash.length > 18 ? `${payment.tx_hash.slice(0, 10)}…${payment.tx_hash.slice(-8)}` : payment.tx_hash;
  return html`<dl class="facts">
    <div><dt>Amount</dt><dd>${payment.amount} ${payment.token}</dd></div>
    <div><dt>Network</dt><dd>${payment.chainName}</dd></div>
    <div><dt>Confirmations</dt><dd><span data-confirmations>${payment.confirmations}</span>${payment.confirmations_required ? ` of ${payment.confirmations_required}` : ''}</dd></div>
    <div><dt>Transaction</dt><dd class="mono">${payment.txUrl ? html`<a href="${payment.txUrl}" rel="noopener noreferrer" target="_blank" title="${payment.tx_hash}">${hash}</a>` : hash}</dd></div>
  </dl>`;
}
