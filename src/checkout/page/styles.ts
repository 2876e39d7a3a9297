/** The hosted pages' stylesheet, inlined under the CSP nonce: system fonts, no external assets. */
export const PAGE_STYLES = `
:root {
  --bg: #f4f5f8; --card: #fff; --ink: #141a26; --muted: #5b6475; --line: #e3e6ec;
  --accent: #3b4ee6; --accent-ink: #fff; --accent-soft: #eef0fe;
  --ok: #0f8a5f; --ok-soft: #e7f6ef; --warn: #a15c00; --warn-soft: #fff4e0; --bad: #c0312b; --bad-soft: #fdecea;
  --radius: 14px; --shadow: 0 1px 2px rgba(20,26,38,.06), 0 8px 24px rgba(20,26,38,.08);
  --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
}
* { box-sizing: border-box; }
[hidden] { display: none !important; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; background: var(--bg); color: var(--ink);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
a { color: var(--accent); }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; border-radius: 6px; }
.mono { font-family: var(--mono); font-size: .92em; overflow-wrap: anywhere; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }

.page { flex: 1; width: 100%; max-width: 1040px; margin: 0 auto; padding: 48px 24px 24px;
  display: grid; grid-template-columns: minmax(0, 5fr) minmax(0, 6fr); gap: 48px; align-items: start; }
.page.single { max-width: 520px; grid-template-columns: 1fr; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: var(--radius); box-shadow: var(--shadow); padding: 28px; }

.summary { padding-top: 8px; }
.merchant { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
.avatar { width: 40px; height: 40px; border-radius: 10px; display: grid; place-items: center; flex: none;
  background: var(--ink); color: #fff; font-weight: 700; font-size: 18px; }
.merchant h1 { font-size: 18px; font-weight: 600; margin: 0; overflow-wrap: anywhere; }
.badge { display: inline-flex; align-items: center; gap: 6px; font-size: 12px; font-weight: 700; letter-spacing: .04em;
  text-transform: uppercase; padding: 3px 10px; border-radius: 999px; background: var(--warn-soft); color: var(--warn); border: 1px solid #f3d9ad; }
.label { margin: 32px 0 4px; color: var(--muted); font-size: 14px; }
.amount { margin: 0; font-size: 44px; line-height: 1.1; font-weight: 700; letter-spacing: -.02em; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.amount .currency { font-size: 18px; color: var(--muted); font-weight: 600; letter-spacing: 0; }
.description { margin: 16px 0 0; color: var(--ink); white-space: pre-line; overflow-wrap: anywhere; }
.meta { margin: 28px 0 0; padding: 16px 0 0; border-top: 1px solid var(--line); display: grid; gap: 10px; }
.meta div { display: flex; justify-content: space-between; gap: 16px; font-size: 14px; }
.meta dt { color: var(--muted); }
.meta dd { margin: 0; text-align: right; min-width: 0; }
.countdown { font-weight: 700; font-variant-numeric: tabular-nums; }
.countdown.urgent { color: var(--bad); }
.cancel { display: inline-flex; align-items: center; gap: 6px; margin-top: 28px; color: var(--muted); text-decoration: none; font-weight: 500; }
.cancel:hover { color: var(--ink); text-decoration: underline; }

.pay h2 { margin: 0 0 20px; font-size: 18px; }
.step { margin: 0 0 8px; font-size: 13px; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: .05em; }
.choices { list-style: none; margin: 0 0 20px; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
.choice { display: inline-block; padding: 8px 14px; border-radius: 999px; border: 1px solid var(--line); background: #fff;
  color: var(--ink); text-decoration: none; font-size: 14px; font-weight: 500; line-height: 1.3; }
a.choice:hover { border-color: #b9c0ff; background: var(--accent-soft); }
.choice[aria-current="true"] { background: var(--accent); border-color: var(--accent); color: var(--accent-ink); }
.choice.unavailable { color: #9aa1ae; background: #f7f8fa; border-style: dashed; cursor: not-allowed; }

.transfer { display: grid; grid-template-columns: 176px minmax(0, 1fr); gap: 24px; align-items: start;
  padding: 20px; border-radius: 12px; background: #fafbfc; border: 1px solid var(--line); }
.qr { background: #fff; padding: 12px; border-radius: 10px; border: 1px solid var(--line); }
.qr svg { display: block; width: 100%; height: auto; }
.fields { display: grid; gap: 14px; min-width: 0; }
.field-label { display: block; font-size: 13px; color: var(--muted); margin-bottom: 4px; }
.value { display: flex; align-items: center; gap: 8px; min-width: 0; }
.value .text { min-width: 0; flex: 1; }
.token-amount { font-size: 22px; font-weight: 700; font-variant-numeric: tabular-nums; }
.address { font-family: var(--mono); font-size: 13.5px; overflow-wrap: anywhere; line-height: 1.45; }
.copy { flex: none; font: inherit; font-size: 13px; font-weight: 600; padding: 6px 10px; border-radius: 8px;
  border: 1px solid var(--line); background: #fff; color: var(--ink); cursor: pointer; }
.copy:hover { border-color: #b9c0ff; background: var(--accent-soft); }
.copy.done { color: var(--ok); border-color: #a8dcc5; background: var(--ok-soft); }
.button { display: inline-flex; justify-content: center; align-items: center; gap: 8px; font: inherit; font-weight: 600;
  padding: 11px 18px; border-radius: 10px; border: 1px solid var(--accent); background: var(--accent); color: var(--accent-ink);
  text-decoration: none; cursor: pointer; }
.button:hover { filter: brightness(1.08); }
.button.secondary { background: #fff; color: var(--ink); border-color: var(--line); }
.notice { margin: 16px 0 0; padding: 12px 14px; border-radius: 10px; background: var(--warn-soft); color: #6b4000; font-size: 14px; }
.notice.top-up { margin: 0 0 16px; background: var(--accent-soft); color: #27339b; }
.hint { margin: 12px 0 0; font-size: 13px; color: var(--muted); }
.wallet-actions { display: flex; flex-wrap: wrap; gap: 10px; margin-top: 16px; }
.wallet-actions .button { flex: 1 1 100%; }
.button:disabled { opacity: .6; cursor: progress; }
.message { margin: 16px 0 0; padding: 12px 14px; border-radius: 10px; font-size: 14px; overflow-wrap: anywhere; }
.message.info { background: var(--accent-soft); color: #27339b; }
.message.ok { background: var(--ok-soft); color: #0b6848; }
.message.error { background: var(--bad-soft); color: #8f231f; }
.tx-hash { margin: 16px 0 0; font-size: 14px; }
.tx-hash summary { cursor: pointer; color: var(--accent); font-weight: 500; }
.tx-hash form { display: grid; gap: 8px; margin-top: 12px; }
.tx-hash label { font-size: 13px; color: var(--muted); }
.tx-hash input, .tx-hash select { font: inherit; font-size: 14px; padding: 9px 10px; border-radius: 8px; border: 1px solid var(--line); background: #fff; color: var(--ink); min-width: 0; width: 100%; }
.tx-hash .button { justify-self: start; margin-top: 4px; }

.status-panel { text-align: center; }
.status-panel .merchant { justify-content: center; padding-bottom: 20px; margin-bottom: 24px; border-bottom: 1px solid var(--line); }
.status-panel h2 { margin: 16px 0 8px; font-size: 22px; }
.status-panel p { margin: 0 0 12px; color: var(--muted); }
.status-icon { width: 56px; height: 56px; margin: 0 auto; border-radius: 50%; display: grid; place-items: center; }
.status-icon svg { width: 28px; height: 28px; }
.status-icon.ok { background: var(--ok-soft); color: var(--ok); }
.status-icon.bad { background: var(--bad-soft); color: var(--bad); }
.status-icon.muted { background: #eef0f3; color: var(--muted); }
.status-icon.busy { background: var(--accent-soft); color: var(--accent); }
.spinner { width: 26px; height: 26px; border-radius: 50%; border: 3px solid #c9cffb; border-top-color: var(--accent); animation: spin 1s linear infinite; }
@keyframes spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation: none; } }
.facts { margin: 20px 0; padding: 16px; border-radius: 12px; background: #fafbfc; border: 1px solid var(--line); text-align: left; display: grid; gap: 8px; }
.facts div { display: flex; justify-content: space-between; gap: 16px; font-size: 14px; }
.facts dt { color: var(--muted); flex: none; }
.facts dd { margin: 0; text-align: right; min-width: 0; overflow-wrap: anywhere; }
.actions { display: flex; flex-direction: column; gap: 10px; margin-top: 8px; }
.site-footer { text-align: center; color: #8a92a1; font-size: 13px; padding: 16px 24px 28px; }

@media (max-width: 820px) {
  .page { grid-template-columns: 1fr; gap: 20px; padding: 20px 16px 8px; }
  .summary { padding: 4px 4px 0; }
  .label { margin-top: 20px; }
  .amount { font-size: 36px; }
  .meta { margin-top: 18px; }
  .cancel { margin-top: 16px; }
  .card { padding: 20px; }
}
@media (max-width: 480px) {
  .transfer { grid-template-columns: 1fr; padding: 16px; }
  .qr { width: 200px; margin: 0 auto; }
}
`;
