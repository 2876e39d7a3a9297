/**
 * A project's payments per network (the platform twin of `GET /v1/payments`): every transfer the
 * service recorded to its receiving addresses, attributed to a session or not, filtered (status,
 * chain, token, dates), a page at a time, live on the first page; admins attach an unattributed one
 * to a session. A payment's page: payer, transaction on the chain's explorer, confirmations, and
 * its signed receipt with how to check it.
 */
import { confirmationsText } from './amounts.js';
import { api, type CheckoutSessionDetail, type DeployChainList, type LedgerPayment, type Organization, type Project } from './api.js';
import { type Child, formatDate, h, replace, statusBadge, table } from './dom.js';
import { act, copyButton } from './forms.js';
import { pollWhile, whenChanged } from './live.js';
import { type Network, networkOf, networkSwitch, scopePath, withQuery } from './network.js';
import { projectPath } from './page-projects.js';
import { exportLink, liveNote, paidAmount } from './page-sessions.js';
import { DASHBOARD, type Page, showPage } from './router.js';

type Chain = DeployChainList['data'][number];
type PaymentList = { data: LedgerPayment[]; has_more: boolean };
const STATUSES: LedgerPayment['status'][] = ['attributed', 'unattributed'];

export const paymentsPath = (projectId: string, values: Record<string, string | null | undefined> = {}) =>
  withQuery(projectPath(projectId, '/payments'), values);
const paymentPath = (projectId: string, network: Network, id: string) => withQuery(projectPath(projectId, `/payments/${encodeURIComponent(id)}`), { network });
const sessionPath = (projectId: string, network: Network, id: string) => withQuery(projectPath(projectId, `/sessions/${encodeURIComponent(id)}`), { network });

const crumbsOf = (project: Project, network: Network, current?: string): [string, string?][] => [
  ['Projects', `${DASHBOARD}/projects`],
  [project.name, projectPath(project.id)],
  current ? ['Payments', paymentsPath(project.id, { network })] : ['Payments'],
  ...(current ? [[current] as [string]] : []),
];

/** A UTC day (`YYYY-MM-DD`, a date field's value) as the instant it starts, or the next day's start (`end`: the range includes the day). */
function dayStart(day: string, end = false): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return undefined;
  if (end) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

/** A transaction linked to its chain's explorer, when the chain is known. */
export function txLink(chains: readonly Chain[], chain: string, hash: string): Child {
  const explorer = chains.find((each) => each.chain === chain)?.explorer_url;
  const code = h('code', { class: 'hash' }, hash);
  return explorer ? h('a', { href: `${explorer}/tx/${hash}`, rel: 'noopener noreferrer', target: '_blank' }, code) : code;
}

export const paymentsPage: Page = {
  path: '/projects/:id/payments',
  section: 'projects',
  async render({ params, query, main, navigate }) {
    const network = networkOf(query);
    const projectId = params.id!;
    const status = STATUSES.find((each) => each === query.get('status'));
    const chain = query.get('chain') ?? '';
    const token = query.get('token') ?? '';
    const from = query.get('from') ?? '';
    const to = query.get('to') ?? '';
    const after = query.get('starting_after');
    const filters = { status, chain, token, from, to };
    const list = withQuery(scopePath(projectId, network, '/payments'), {
      limit: query.get('limit') ?? '20',
      status,
      chain,
      token,
      'created[gte]': dayStart(from),
      'created[lt]': dayStart(to, true),
      starting_after: after,
    });
    const [{ project }, page, chains] = await Promise.all([
      api<{ project: Project }>('GET', `/api/projects/${encodeURIComponent(projectId)}`),
      api<PaymentList>('GET', list),
      api<DeployChainList>('GET', scopePath(projectId, network, '/chains')),
    ]);
    const { organization } = await api<{ organization: Organization }>('GET', `/api/organizations/${encodeURIComponent(project.organization_id)}`);
    const admin = organization.user_role === 'admin';
    const here = (values: Record<string, string | null | undefined>) => paymentsPath(projectId, { network, ...filters, ...values });

    const select = (id: string, label: string, options: string[], value: string, any: string) =>
      h(
        'div',
        {},
        h('label', { for: id }, label),
        h(
          'select',
          { id, name: id },
          h('option', { value: '' }, any),
          options.map((each) => h('option', { value: each, selected: each === value }, each)),
        ),
      );
    const tokens = [...new Set(chains.data.flatMap((each) => each.tokens))];
    const dateField = (id: string, label: string, value: string) =>
      h('div', {}, h('label', { for: id }, label), h('input', { id, name: id, type: 'date', value }));
    const form = h(
      'form',
      { class: 'filters', role: 'search', 'aria-label': 'Filter payments' },
      select('payments-status', 'Status', STATUSES, status ?? '', 'Any status'),
      select(
        'payments-chain',
        'Chain',
        chains.data.map((each) => each.chain),
        chain,
        'Any chain',
      ),
      select('payments-token', 'Token', tokens, token, 'Any token'),
      dateField('payments-from', 'From (UTC day)', from),
      dateField('payments-to', 'To (UTC day, included)', to),
      h('div', {}, h('button', { type: 'submit' }, 'Filter')),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const value = (name: string) => (form.querySelector<HTMLInputElement | HTMLSelectElement>(`#payments-${name}`)?.value ?? '').trim();
      void navigate(
        paymentsPath(projectId, { network, status: value('status'), chain: value('chain'), token: value('token'), from: value('from'), to: value('to') }),
      );
    });

    const attached = query.get('attached');
    const filtered = Boolean(status || chain || token || from || to);
    const problem = h('div', { role: 'alert', class: 'error' });
    const rows = h('div', {});
    const draw = whenChanged((current: PaymentList) =>
      replace(
        rows,
        current.data.length === 0
          ? h(
              'p',
              {},
              filtered
                ? status === 'unattributed' && !chain && !token && !from && !to
                  ? `No unattributed payment on ${network}.`
                  : 'No payment matches.'
                : `No payment on ${network} yet.`,
            )
          : table(
              status === 'unattributed' ? 'Unattributed payments' : 'Payments',
              ['Payment', 'Received', 'Amount', 'Chain', 'From', 'Transaction', 'Session', 'Status'],
              current.data.map((payment) => [
                h('a', { href: paymentPath(projectId, network, payment.id) }, h('code', {}, payment.id)),
                formatDate(payment.created_at),
                `${payment.amount} ${payment.token}`,
                payment.chain,
                payment.from ? h('code', { class: 'hash' }, payment.from) : '',
                txLink(chains.data, payment.chain, payment.tx_hash),
                payment.session
                  ? h('a', { href: sessionPath(projectId, network, payment.session) }, h('code', {}, payment.session))
                  : admin
                    ? attachForm(projectId, network, payment, navigate)
                    : 'none',
                statusBadge(payment.status, payment.status === 'attributed' ? 'completed' : 'pending'),
              ]),
              { stack: true, lead: 7 },
            ),
        h(
          'nav',
          { 'aria-label': 'Pages', class: 'actions' },
          after ? h('a', { href: here({}) }, 'First page') : null,
          current.has_more ? h('a', { href: here({ starting_after: current.data.at(-1)!.id }) }, 'Next page') : null,
        ),
      ),
    );
    draw(page);
    showPage(
      main,
      status === 'unattributed' ? 'Unattributed payments' : 'Payments',
      [
        networkSwitch(network),
        attached
          ? h('p', { role: 'status', class: 'card notice' }, 'Attached to ', h('a', { href: sessionPath(projectId, network, attached) }, attached), '.')
          : null,
        h(
          'p',
          { class: 'muted' },
          'Every transfer to the project’s receiving address: credited to a session (attributed), or claimed by none (unattributed: short beyond the tolerance, over, or matching several sessions).',
          admin ? ' Attach an unattributed one to a session that is not completed to credit it.' : '',
          ' ',
          status === 'unattributed' ? null : h('a', { href: paymentsPath(projectId, { network, status: 'unattributed' }) }, 'Unattributed payments'),
        ),
        form,
        h(
          'div',
          { class: 'actions list-actions' },
          exportLink(projectId, network, 'payments', { from: dayStart(from), to: dayStart(to, true) }),
          liveNote(after),
        ),
        problem,
        rows,
      ],
      crumbsOf(project, network),
    );
    if (!after) {
      pollWhile(rows, problem, async () => {
        const current = await api<PaymentList>('GET', list);
        // Not while an admin types a session into an attach form: the redraw (a payment's
        // confirmations moved) would replace the form and wipe what was typed.
        if (![...rows.querySelectorAll('input')].some((input) => input.value !== '')) draw(current);
        return true;
      });
    }
  },
};

function attachForm(projectId: string, network: Network, payment: LedgerPayment, navigate: (path: string) => Promise<void>): HTMLElement {
  const id = `attach-${payment.id}`;
  const status = h('p', { role: 'alert', class: 'error' });
  const input = h('input', { id, name: 'session', required: true, autocomplete: 'off', placeholder: 'ps_…' });
  const button = h('button', { type: 'submit', class: 'secondary' }, 'Attach');
  const form = h('form', { class: 'inline' }, h('label', { for: id, class: 'visually-hidden' }, `Session for payment ${payment.id}`), input, button, status);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const session = input.value.trim();
    void act(
      button,
      status,
      async () => {
        await api('POST', scopePath(projectId, network, `/payments/${encodeURIComponent(payment.id)}/attach`), { session });
        await navigate(paymentsPath(projectId, { network, status: 'unattributed', attached: session }));
      },
      (field) => {
        if (field === 'session' || field === 'id') input.setAttribute('aria-invalid', 'true');
        return true;
      },
    );
  });
  return form;
}

export const paymentPage: Page = {
  path: '/projects/:id/payments/:payment',
  section: 'projects',
  async render({ params, query, main }) {
    const network = networkOf(query);
    const projectId = params.id!;
    const [{ project }, payment, chains] = await Promise.all([
      api<{ project: Project }>('GET', `/api/projects/${encodeURIComponent(projectId)}`),
      api<LedgerPayment>('GET', scopePath(projectId, network, `/payments/${encodeURIComponent(params.payment!)}`)),
      api<DeployChainList>('GET', scopePath(projectId, network, '/chains')),
    ]);
    // What its session was due on its chain and token, to explain the amount (a session's payment is its transfer: same chain and transaction, same amount).
    const detail = payment.session
      ? await api<CheckoutSessionDetail>('GET', scopePath(projectId, network, `/checkout/sessions/${encodeURIComponent(payment.session)}`))
      : undefined;
    const credited = detail?.session.payments.find(
      (each) => each.chain === payment.chain && each.tx_hash === payment.tx_hash && each.amount === payment.amount,
    );
    showPage(
      main,
      `Payment ${payment.id}`,
      [
        h('p', { class: 'live-status' }, 'Status: ', statusBadge(payment.status, payment.status === 'attributed' ? 'completed' : 'pending')),
        h(
          'dl',
          { class: 'facts card' },
          h('dt', {}, 'Amount'),
          h(
            'dd',
            {},
            credited && detail
              ? paidAmount(payment.amount, credited.amount_due, detail.session.amount_usd, payment.token)
              : `${payment.amount} ${payment.token}`,
          ),
          h('dt', {}, 'Chain'),
          h('dd', {}, chains.data.find((each) => each.chain === payment.chain)?.name ?? payment.chain),
          h('dt', {}, 'Payer'),
          h('dd', {}, payment.from ? h('code', {}, payment.from) : 'unknown'),
          h('dt', {}, 'Transaction'),
          h('dd', {}, txLink(chains.data, payment.chain, payment.tx_hash), ` (log ${payment.log_index})`),
          h('dt', {}, 'Block'),
          h('dd', {}, payment.block_number === null ? 'none (simulated)' : String(payment.block_number)),
          h('dt', {}, 'Confirmations'),
          h('dd', {}, confirmationsText(payment.confirmations, payment.confirmations_required)),
          h('dt', {}, 'Session'),
          h(
            'dd',
            {},
            payment.session ? h('a', { href: sessionPath(projectId, network, payment.session) }, h('code', {}, payment.session)) : 'none: unattributed',
          ),
          h('dt', {}, 'Recorded'),
          h('dd', {}, formatDate(payment.created_at)),
        ),
        h('section', { 'aria-labelledby': 'receipt' }, h('h2', { id: 'receipt' }, 'Receipt'), receiptBody(payment.receipt, Boolean(payment.session))),
      ],
      crumbsOf(project, network, payment.id),
    );
  },
};

/** The payment's signed receipt and how anyone checks it; before there is one, when it will be signed and how it will be checked. */
function receiptBody(receipt: string | null, attributed: boolean): Child[] {
  const origin = location.origin;
  const shown = receipt ?? '…';
  return [
    receipt
      ? [
          h('p', {}, 'The service signed this receipt (a compact JWS, EdDSA) when the payment was confirmed and credited. Anyone can check it:'),
          h('pre', { class: 'code signed-message' }, h('code', {}, receipt)),
          copyButton('Receipt', receipt),
        ]
      : h(
          'p',
          {},
          attributed
            ? 'No receipt yet: the service signs one once the payment is confirmed and credited to its session.'
            : 'No receipt yet: the service signs one for a payment credited to a session, once confirmed. Attach this payment to a session to credit it.',
          ' Anyone can then check it:',
        ),
    h(
      'ul',
      {},
      h(
        'li',
        {},
        'with the service: ',
        h('code', {}, 'POST /v1/attestations/verify'),
        ' with ',
        h('code', {}, '{"receipt": "…"}'),
        ' answers whether it is valid, and its claims;',
      ),
      h(
        'li',
        {},
        'offline: verify the JWS against the key its ',
        h('code', {}, 'kid'),
        ' names in ',
        h('a', { href: `${origin}/v1/.well-known/jwks.json` }, '/v1/.well-known/jwks.json'),
        '.',
      ),
    ),
    h(
      'pre',
      { class: 'code signed-message' },
      h('code', {}, `curl -s ${origin}/v1/attestations/verify -H 'Content-Type: application/json' -d '{"receipt":"${shown}"}'`),
    ),
  ];
}
