import { trustedHtml } from './html.js';

// Inline SVG icons (no icon font, no external file), decorative: hidden from assistive technology.
const icon = (paths: string) =>
  trustedHtml(
    `<svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`,
  );

export const icons = {
  back: icon('<path d="M15 18l-6-6 6-6"/>'),
  wallet: icon('<rect x="3" y="6" width="18" height="13" rx="2"/><path d="M16 12.5h2M3 9h15a3 3 0 0 0-3-3"/>'),
  check: icon('<path d="M5 12.5l4.5 4.5L19 7.5"/>'),
  cross: icon('<path d="M6 6l12 12M18 6L6 18"/>'),
  clock: icon('<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>'),
  search: icon('<circle cx="11" cy="11" r="7"/><path d="M20 20l-3.5-3.5"/>'),
};
