import { html, type SafeHtml } from './html.js';
import { icons } from './icons.js';
import { renderLayout } from './layout.js';
import { merchantHeader, paymentFacts } from './parts.js';
import type { CheckoutPageView } from './view-model.js';

/** The page of a session that is over: completed, expired or failed. */
export function renderOutcomePage(view: CheckoutPageView): string {
  const outcome = OUTCOMES[view.status as keyof typeof OUTCOMES];
  if (!outcome) throw new Error(`no outcome page for status ${view.status}`);
  const main = html`<main class="page single" data-status="${view.status}">
<section class="card status-panel" aria-labelledby="outcome-title">
  ${merchantHeader(view)}
  <div class="status-icon ${outcome.tone}">${outcome.icon}</div>
  <h2 id="outcome-title">${outcome.title}</h2>
  <p>${outcome.text(view)}</p>
  ${view.payment ? paymentFacts(view.payment) : html`<dl class="facts"><div><dt>Amount</dt><dd>${view.amountDisplay} USD</dd></div><div><dt>Reference</dt><dd class="mono">${view.sessionId}</dd></div></dl>`}
  <div class="actions">${outcome.action(view)}</div>
</section>
</main>`;
  return renderLayout({ title: `${outcome.title} · ${view.projectName}`, nonce: view.nonce, main });
}

const returnLink = (href: string | undefined, label: string, kind: 'return' | 'cancel'): SafeHtml | '' =>
  href ? html`<a class="button" href="${href}" data-link="${kind}">${label}</a>` : '';

const OUTCOMES = {
  completed: {
    tone: 'ok',
    icon: icons.check,
    title: 'Payment complete',
    text: (view: CheckoutPageView) => `${view.projectName} has received your payment of ${view.amountDisplay}.`,
    action: (view: CheckoutPageView) => returnLink(view.returnHref, 'Back to merchant', 'return'),
  },
  expired: {
    tone: 'muted',
    icon: icons.clock,
    title: 'This checkout has expired',
    text: () => 'No payment arrived in time. Do not send funds to this checkout; return to the merchant to start again.',
    action: (view: CheckoutPageView) => returnLink(view.cancelHref, 'Return to merchant', 'cancel'),
  },
  failed: {
    tone: 'bad',
    icon: icons.cross,
    title: 'Payment could not be verified',
    text: (view: CheckoutPageView) => view.failureReason ?? 'The transaction did not meet the payment request.',
    action: (view: CheckoutPageView) => returnLink(view.cancelHref, 'Return to merchant', 'cancel'),
  },
} as const;
