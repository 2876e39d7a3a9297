import { renderCheckoutPage } from './checkout-page.js';
import { renderOutcomePage } from './outcome-pages.js';
import type { CheckoutPageView } from './view-model.js';

/** The hosted page for a session in any state: the payment page while it is open, an outcome page after. */
export function renderSessionPage(view: CheckoutPageView): string {
  return view.status === 'pending' || view.status === 'processing' ? renderCheckoutPage(view) : renderOutcomePage(view);
}
