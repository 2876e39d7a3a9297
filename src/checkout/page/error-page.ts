import { html } from './html.js';
import { icons } from './icons.js';
import { renderLayout } from './layout.js';

/**
 * The page a customer sees when the checkout address itself is refused (a malformed link: 400),
 * the service is briefly unavailable (503), or something failed (500). The API's error message is
 * for developers; the customer gets a plain explanation and the request id to quote.
 */
export function renderErrorPage(nonce: string, status: number, requestId: string): string {
  const [title, explanation] =
    status === 400
      ? ['This payment link is not valid', 'Check the address, or return to the merchant and start the checkout again.']
      : status === 429
        ? ['Too many requests', 'Please wait a moment, then reload this page.']
        : status === 503
          ? ['Checkout is briefly unavailable', 'Please reload this page in a few seconds. Nothing has been charged.']
          : ['Something went wrong', 'Please reload this page. If it happens again, contact the merchant.'];
  const main = html`<main class="page single">
<section class="card status-panel" aria-labelledby="error-title">
  <div class="status-icon muted">${icons.search}</div>
  <h2 id="error-title">${title}</h2>
  <p>${explanation}</p>
  <p class="label">Reference: ${requestId}</p>
</section>
</main>`;
  return renderLayout({ title, nonce, main });
}
