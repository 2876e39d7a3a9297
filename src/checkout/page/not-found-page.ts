import { html } from './html.js';
import { icons } from './icons.js';
import { renderLayout } from './layout.js';

/** The page for a checkout id that does not exist (served with status 404). */
export function renderNotFoundPage(nonce: string): string {
  const main = html`<main class="page single">
<section class="card status-panel" aria-labelledby="missing-title">
  <div class="status-icon muted">${icons.search}</div>
  <h2 id="missing-title">Checkout not found</h2>
  <p>This payment link is not valid. Check the address, or return to the merchant and start the checkout again.</p>
</section>
</main>`;
  return renderLayout({ title: 'Checkout not found', nonce, main });
}
