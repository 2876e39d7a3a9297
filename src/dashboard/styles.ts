/**
 * The dashboard's stylesheet, served as a file (style-src 'self': nothing inline). Light by
 * default, dark where the system prefers it; one column at phone widths. Grouped by purpose:
 * each class is styled in one place.
 */
export const DASHBOARD_STYLES = `
/* Colours: light, and dark where the system prefers it. */
:root {
  color-scheme: light dark;
  --bg: #f6f7f9; --surface: #ffffff; --text: #14171f; --muted: #4f5666; --border: #d5d9e0;
  --accent: #2746c7; --accent-text: #ffffff; --danger: #a3202b; --ok: #1d6b3a; --focus: #f0a000;
  --code-bg: #eef0f4;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  line-height: 1.5;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #101318; --surface: #191d24; --text: #e8eaef; --muted: #a9b0bf; --border: #353b47;
    --accent: #8ea6ff; --accent-text: #0b0d12; --danger: #ff8a94; --ok: #7ad49b; --code-bg: #232833;
  }
}

/* Base. */
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); }
a { color: var(--accent); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
h1 { font-size: 1.6rem; margin: 0 0 1rem; }
h2 { font-size: 1.2rem; margin: 1.5rem 0 0.75rem; }
/* A heading or line that holds an id breaks inside it rather than widening a phone's page. */
h1, ol.timeline p, .delivery p { overflow-wrap: anywhere; }
.muted { color: var(--muted); }
.error { color: var(--danger); font-weight: 600; }
/* A message may name an address or an id: it breaks inside it rather than widening a phone's page. */
.error, .field-error { overflow-wrap: anywhere; }
/* An empty status line takes no room. */
[role="alert"]:empty { display: none; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }

/* The shell: skip link, top bar, main navigation, breadcrumbs. */
.skip-link { position: absolute; left: -9999px; top: 0.5rem; background: var(--surface); padding: 0.5rem 1rem; z-index: 10; }
.skip-link:focus { left: 0.5rem; }
.top { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1.5rem; padding: 0.75rem 1.5rem; background: var(--surface); border-bottom: 1px solid var(--border); }
.brand { font-weight: 700; font-size: 1.15rem; text-decoration: none; color: var(--text); }
.top nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; list-style: none; margin: 0; padding: 0; }
.top nav a { text-decoration: none; padding: 0.25rem 0; }
.top nav a[aria-current="page"] { font-weight: 700; border-bottom: 2px solid var(--accent); }
.account { margin-left: auto; display: flex; align-items: center; gap: 0.75rem; flex-wrap: wrap; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
main:focus { outline: none; }
.breadcrumbs ol { display: flex; flex-wrap: wrap; gap: 0.25rem; list-style: none; padding: 0; margin: 0 0 0.5rem; color: var(--muted); }
.breadcrumbs li + li::before { content: "/"; margin-right: 0.25rem; }

/* Blocks: cards, notices, lists of facts, rows of actions, the project's links and network switch. */
.card { background: var(--surface); border: 1px solid var(--border); border-radius: 8px; padding: 1rem 1.25rem; margin: 0 0 1rem; }
.card > h2:first-child, .card > h3:first-child { margin-top: 0; }
.notice { border-left: 4px solid var(--ok); }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 1rem; padding: 0; list-style: none; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
.actions { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; }
ul.actions, ul.plain { list-style: none; margin: 0; padding: 0; }
ul.artifacts { padding-left: 1.25rem; }
.subnav { margin: 0 0 1rem; }
.network-switch ul { display: flex; gap: 0.25rem 1rem; list-style: none; padding: 0; margin: 0.75rem 0 1rem; }
.network-switch a[aria-current="page"] { font-weight: 700; color: var(--text); text-decoration: none; border-bottom: 2px solid var(--accent); }

/* Forms and buttons. */
form.stack { display: grid; gap: 0.75rem; max-width: 28rem; }
form.stack:has(textarea) { max-width: 48rem; }
form.filters { display: flex; flex-wrap: wrap; gap: 0.75rem 1rem; align-items: flex-start; margin: 1rem 0; }
form.filters > div { min-width: 12rem; }
/* The button lines up with the fields, below their labels (a label's line and margin). */
form.filters > div:has(> button) { min-width: 0; padding-top: 1.75rem; }
form.filters p { margin: 0.25rem 0 0; }
form.inline { position: relative; display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; min-width: 16rem; }
form.inline input { width: auto; flex: 1; }
.filter { max-width: 20rem; margin-bottom: 0.75rem; }
label { font-weight: 600; display: block; margin-bottom: 0.25rem; }
input, select, textarea { color: inherit; background: var(--surface); border: 1px solid var(--muted); border-radius: 6px; padding: 0.5rem 0.6rem; width: 100%; }
input, select { font: inherit; }
textarea { font: 0.9rem/1.4 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
input[aria-invalid="true"], textarea[aria-invalid="true"] { border-color: var(--danger); }
.field-error { color: var(--danger); margin: 0.25rem 0 0; }
fieldset { border: 1px solid var(--border); border-radius: 6px; padding: 0.5rem 0.75rem; margin: 0; }
legend { font-weight: 600; padding: 0 0.25rem; }
fieldset:disabled { opacity: 0.6; }
.check { display: flex; align-items: center; gap: 0.5rem; }
.check input { width: auto; }
.check label { font-weight: 400; margin: 0; overflow-wrap: anywhere; }
.resend label { margin: 0; }
.resend select { width: auto; max-width: 100%; }
button, .button { font: inherit; cursor: pointer; border-radius: 6px; padding: 0.5rem 1rem; border: 1px solid var(--accent); background: var(--accent); color: var(--accent-text); text-decoration: none; display: inline-block; }
button.secondary, .button.secondary { background: transparent; color: var(--accent); }
button.danger { background: transparent; color: var(--danger); border-color: var(--danger); }
button:disabled { opacity: 0.6; cursor: default; }

/* Code, ids and secrets. */
code, .secret { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; background: var(--code-bg); padding: 0.1rem 0.35rem; border-radius: 4px; overflow-wrap: anywhere; }
.secret { display: block; padding: 0.5rem 0.75rem; margin: 0.25rem 0 0.5rem; }
pre.code { background: var(--code-bg); border-radius: 6px; padding: 0.75rem; overflow-x: auto; margin: 0 0 1rem; }
pre.code code { background: none; padding: 0; overflow-wrap: normal; }
/* A message to sign (address-proof.ts) wraps, at any width, rather than scroll: it is read and selected whole. */
pre.signed-message { white-space: pre-wrap; margin: 0.5rem 0; }
pre.signed-message code { overflow-wrap: anywhere; }

/* Tables (dom.ts's table()): a wide one scrolls in its .table-wrap. */
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; background: var(--surface); }
caption { text-align: left; font-weight: 600; padding: 0.5rem 0; }
th, td { text-align: left; padding: 0.5rem 0.75rem; border-bottom: 1px solid var(--border); vertical-align: middle; }
th { font-weight: 600; color: var(--muted); }
td.ok { color: var(--ok); font-weight: 600; }
/* Ids stay on one line; a hash or address wraps, but in a column wide enough to read. */
td code { white-space: nowrap; overflow-wrap: normal; }
td code.hash { display: inline-block; min-width: 14rem; white-space: normal; overflow-wrap: anywhere; }
progress { accent-color: var(--accent); vertical-align: middle; }

/* Status badges (dom.ts's statusBadge()): green when it went well, red when not, muted while waiting. */
.badge { display: inline-block; padding: 0 0.5rem; border-radius: 999px; border: 1px solid currentColor; font-size: 0.9em; }
.badge-completed, .badge-confirmed, .badge-succeeded, .badge-on, .badge-proven { color: var(--ok); }
.badge-failed, .badge-expired, .badge-withdrawn, .badge-off { color: var(--danger); }
.badge-pending { color: var(--muted); }

/* A project's receiving address and its proof (address-proof.ts): the steps stack; the outcome takes room only once said. */
.address-proof, .sign-step, .wallet-sign { display: grid; gap: 0.5rem; }
.address-proof > *, .sign-step > * { min-width: 0; }
.sign-step { margin-top: 0.75rem; }
.sign-step h3 { margin: 0.5rem 0 0; }
.sign-step p, .address-proof p { margin: 0; }
.outcome { margin: 0.5rem 0 0; color: var(--ok); font-weight: 600; }
.outcome:empty { margin: 0; }

/* A session's timeline; webhook endpoints, the event log and deliveries. */
ol.timeline, .endpoint-list, .event-list, .deliveries { list-style: none; padding: 0; margin: 0; }
.endpoint-list h3 { margin: 0 0 0.5rem; font-size: 1rem; }
.endpoint-list .actions { margin-top: 0.75rem; }
.event { border-bottom: 1px solid var(--border); padding: 0.5rem 0; }
.event-head { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 1rem; }
.event-head button { margin-left: auto; }
.event-detail { padding: 0.5rem 0 0.5rem 1rem; }
.delivery p { margin: 0.25rem 0; }

/* A session's status line, said once above its facts; list actions (Export CSV) and the live note. */
.live-status { margin: 0 0 1rem; font-weight: 600; }
.list-actions { margin: 0 0 0.75rem; }
.list-actions p { margin: 0; }
/* The tag of a payment's amount, explained beside it. */
.tag-note { display: block; font-size: 0.9em; }

/* A refund's transfer to make (browser/refunds.ts): its facts beside the QR code, stacked on a phone. */
.transfer-body { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
.transfer-body dl { flex: 1 1 20rem; min-width: 0; }
img.qr { background: #fff; padding: 6px; border-radius: 8px; border: 1px solid var(--border); }
.transfer h3:focus { outline: none; }
.refund-form { margin-top: 1rem; }

/* Charts (browser/chart.ts): the SVG scales to its card; colours by class, light and dark. */
.chart-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); gap: 1rem; }
.chart-card { margin: 0; min-width: 0; }
.chart-card figcaption h3 { margin: 0; }
.chart-card figcaption p { margin: 0.25rem 0 0.5rem; }
svg.chart { display: block; width: 100%; height: auto; }
.chart-series-0 { fill: var(--accent); background: var(--accent); }
.chart-series-1 { fill: var(--danger); background: var(--danger); }
.chart-gridline { stroke: var(--border); stroke-dasharray: 3 3; }
.chart-axis { stroke: var(--muted); }
.chart-label { fill: var(--muted); font-size: 10px; }
.chart-label-end { text-anchor: end; }
.chart-label-middle { text-anchor: middle; }
.chart-subtitle { margin: 0.75rem 0 0.25rem; }
.chart-legend { display: flex; gap: 1rem; list-style: none; padding: 0; margin: 0 0 0.5rem; }
.chart-swatch { display: inline-block; width: 0.8rem; height: 0.8rem; border-radius: 2px; margin-right: 0.35rem; vertical-align: -0.1rem; }
.chart-numbers { margin-top: 0.5rem; }
.chart-numbers summary { cursor: pointer; color: var(--accent); }

/* Phone widths: one column. */
@media (max-width: 40rem) {
  .top { padding: 0.75rem 1rem; }
  .account { margin-left: 0; width: 100%; }
  main { padding: 1rem; }
  dl.facts { grid-template-columns: 1fr; }
  dl.facts dd { margin-bottom: 0.5rem; }
  /* The filters stack: the button sits under the last field. */
  form.filters > div:has(> button) { padding-top: 0; }
  /* A stacked table (dom.ts's table() with stack): each row a card, each cell led by its heading, the lead cell (its status) first. */
  .table-wrap.stacks { overflow-x: visible; }
  table.stack thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  table.stack, table.stack tbody { display: block; background: none; }
  table.stack tr { display: flex; flex-direction: column; background: var(--surface); border: 1px solid var(--border); border-radius: 8px; margin: 0 0 0.75rem; padding: 0.5rem 0.75rem; }
  table.stack td { display: block; position: relative; border: 0; padding: 0.2rem 0 0.2rem 9rem; min-height: 1.9rem; overflow-wrap: anywhere; }
  table.stack td::before { content: attr(data-label); position: absolute; left: 0; width: 8.5rem; color: var(--muted); font-weight: 600; }
  table.stack td.lead { order: -1; }
  /* Ids, hashes and addresses wrap inside their card rather than widen the page. */
  table.stack td code, table.stack td code.hash { display: inline; min-width: 0; white-space: normal; overflow-wrap: anywhere; }
  table.stack td form.inline { min-width: 0; }
  /* The charts scale down with their card: larger labels keep them readable. */
  .chart-label { font-size: 12px; }
}
`;
