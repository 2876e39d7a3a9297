/**
 * A project's checkout sessions per network: the list (status filter, search by id or metadata
 * value, pages), a session with its payments, its event timeline and every webhook attempt (live
 * while something is in progress), and the payments no session claims, which admins attach.
 */
import { api, type CheckoutSession, type CheckoutSessionDetail, type LedgerPayment, type Organization, type Project } from './api.js';
import { type Child, formatDate, h, replace, statusBadge, table } from './dom.js';
import { act } from './forms.js';
import { pollWhile, whenChanged } from './live.js';
import { type Network, networkOf, networkSwitch, scopePath, withQuery } from './network.js';
import { projectPath } from './page-projects.js';
import { DASHBOARD, type Page, showPage } from './router.js';

type SessionStatus = CheckoutSession['status'];
type TimelineEvent = CheckoutSessionDetail['events'][number];

const STATUSES: SessionStatus[] = ['pending', 'processing', 'completed', 'failed', 'expired'];
const FINAL: readonly SessionStatus[] = ['completed', 'failed', 'expired'];

const sessionsPath = (projectId: string, values: Record<string, string | null | undefined> = {}) => withQuery(projectPath(projectId, '/sessions'), values);
const sessionPath = (projectId: string, network: Network, id: string) => withQuery(projectPath(projectId, `/sessions/${encodeURIComponent(id)}`), { network });

/** Projects / the project / Checkout sessions (a link when `current`, a page below it, is shown) / `current`. */
const crumbsOf = (project: Project, network: Network, current?: string): [string, string?][] => [
  ['Projects', `${DASHBOARD}/projects`],
  [project.name, projectPath(project.id)],
  current ? ['Checkout sessions', sessionsPath(project.id, { network })] : ['Checkout sessions'],
  ...(current ? [[current] as [string]] : []),
];

export const sessionsPage: Page = {
  path: '/projects/:id/sessions',
  section: 'projects',
  async render({ params, query, main, navigate }) {
    const network = networkOf(query);
    const status = STATUSES.find((each) => each === query.get('status'));
    const search = query.get('q') ?? '';
    const after = query.get('starting_after');
    // The page size is the API's `limit`; a link may ask for another one (`?limit=`).
    const limit = query.get('limit');
    const projectId = params.id!;
    const list = withQuery(scopePath(projectId, network, '/checkout/sessions'), { limit: limit ?? '20', status, q: search, starting_after: after });
    const [{ project }, page] = await Promise.all([
      api<{ project: Project }>('GET', `/api/projects/${encodeURIComponent(projectId)}`),
      api<{ data: CheckoutSession[]; has_more: boolean }>('GET', list),
    ]);

    const statusSelect = h(
      'select',
      { id: 'sessions-status', name: 'status' },
      h('option', { value: '' }, 'Any status'),
      STATUSES.map((each) => h('option', { value: each, selected: each === status }, each)),
    );
    const searchInput = h('input', { id: 'sessions-q', name: 'q', type: 'search', value: search, 'aria-describedby': 'sessions-q-hint' });
    const filters = h(
      'form',
      { class: 'filters', role: 'search', 'aria-label': 'Filter sessions' },
      h('div', {}, h('label', { for: 'sessions-status' }, 'Status'), statusSelect),
      h(
        'div',
        {},
        h('label', { for: 'sessions-q' }, 'Search'),
        searchInput,
        h('p', { class: 'muted', id: 'sessions-q-hint' }, 'A session id, or a metadata value (exact).'),
      ),
      h('div', {}, h('button', { type: 'submit' }, 'Filter')),
    );
    filters.addEventListener('submit', (event) => {
      event.preventDefault();
      void navigate(sessionsPath(projectId, { network, status: statusSelect.value, q: searchInput.value.trim() }));
    });

    const filtered = Boolean(status || search);
    showPage(
      main,
      'Checkout sessions',
      [
        networkSwitch(network),
        filters,
        page.data.length === 0
          ? h('p', {}, filtered ? 'No session matches.' : `No checkout session on ${network} yet.`)
          : table(
              'Checkout sessions',
              ['Session', 'Amount', 'Status', 'Description', 'Created'],
              page.data.map((session) => [
                h('a', { href: sessionPath(projectId, network, session.id) }, h('code', {}, session.id)),
                `${session.amount_usd} USD`,
                statusBadge(session.status),
                session.description ?? '',
                formatDate(session.created_at),
              ]),
            ),
        h(
          'nav',
          { 'aria-label': 'Pages', class: 'actions' },
          after ? h('a', { href: sessionsPath(projectId, { network, status, q: search, limit }) }, 'First page') : null,
          page.has_more
            ? h('a', { href: sessionsPath(projectId, { network, status, q: search, limit, starting_after: page.data.at(-1)!.id }) }, 'Next page')
            : null,
        ),
        h('p', {}, h('a', { href: withQuery(projectPath(projectId, '/payments'), { network }) }, 'Unattributed payments')),
      ],
      crumbsOf(project, network),
    );
  },
};

/** Whether the session may still change by itself: not final, a payment confirming, or a webhook delivery still to be tried. */
const inProgress = ({ session, events }: CheckoutSessionDetail) =>
  !FINAL.includes(session.status) ||
  session.payments.some((payment) => payment.status === 'confirming') ||
  events.some((event) => event.deliveries.some((delivery) => delivery.status === 'pending'));

export const sessionPage: Page = {
  path: '/projects/:id/sessions/:session',
  section: 'projects',
  async render({ params, query, main }) {
    const network = networkOf(query);
    const projectId = params.id!;
    const detailPath = scopePath(projectId, network, `/checkout/sessions/${encodeURIComponent(params.session!)}`);
    const [{ project }, first] = await Promise.all([
      api<{ project: Project }>('GET', `/api/projects/${encodeURIComponent(projectId)}`),
      api<CheckoutSessionDetail>('GET', detailPath),
    ]);
    const announced = h('p', { role: 'status', class: 'live-status' });
    const problem = h('div', { role: 'alert', class: 'error' });
    const live = h('div', {});
    const show = whenChanged((detail: CheckoutSessionDetail) => {
      replace(live, sessionBody(detail));
      const text = `Status: ${detail.session.status}`;
      if (announced.textContent !== text) replace(announced, text);
    });
    show(first);
    showPage(main, `Session ${first.session.id}`, [announced, problem, live], crumbsOf(project, network, first.session.id));
    // Live while something may change, and only while this page is shown (the router replaces `live` when it leaves).
    if (inProgress(first)) {
      pollWhile(live, problem, async () => {
        const detail = await api<CheckoutSessionDetail>('GET', detailPath);
        show(detail);
        return inProgress(detail);
      });
    }
  },
};

function sessionBody({ session, events }: CheckoutSessionDetail): Child[] {
  const metadata = Object.entries(session.metadata ?? {});
  return [
    h(
      'dl',
      { class: 'facts card' },
      h('dt', {}, 'Status'),
      h('dd', {}, statusBadge(session.status), session.failure_reason ? ` (${session.failure_reason})` : null),
      h('dt', {}, 'Amount'),
      h('dd', {}, `${session.amount_usd} USD`),
      h('dt', {}, 'Network'),
      h('dd', {}, session.network),
      session.description ? [h('dt', {}, 'Description'), h('dd', {}, session.description)] : null,
      metadata.length > 0
        ? [
            h('dt', {}, 'Metadata'),
            h(
              'dd',
              {},
              h(
                'ul',
                { class: 'plain' },
                metadata.map(([key, value]) => h('li', {}, h('code', {}, key), ': ', String(value))),
              ),
            ),
          ]
        : null,
      h('dt', {}, 'Created'),
      h('dd', {}, formatDate(session.created_at)),
      h('dt', {}, 'Expires'),
      h('dd', {}, formatDate(session.expires_at)),
      h('dt', {}, 'Checkout page'),
      h('dd', {}, h('a', { href: session.checkout_url }, session.checkout_url)),
    ),
    h('h2', {}, 'Payments'),
    session.payments.length === 0
      ? h('p', {}, 'No payment yet.')
      : table(
          'Payments',
          ['Amount', 'Token', 'Chain', 'Transaction', 'Confirmations', 'Status'],
          session.payments.map((payment) => [
            payment.amount,
            payment.token,
            payment.chain,
            h('code', { class: 'hash' }, payment.tx_hash),
            `${payment.confirmations} of ${payment.confirmations_required}`,
            [statusBadge(payment.status), payment.late ? ' late' : null, payment.extra ? ' extra' : null, payment.simulated ? ' simulated' : null],
          ]),
        ),
    h('h2', {}, 'Timeline'),
    events.length === 0 ? h('p', {}, 'No event yet.') : h('ol', { class: 'timeline' }, events.map(timelineEntry)),
  ];
}

function timelineEntry(event: TimelineEvent): HTMLElement {
  return h(
    'li',
    { class: 'card' },
    h('h3', {}, h('code', {}, event.type)),
    h('p', { class: 'muted' }, formatDate(event.created_at), ' · ', event.id),
    event.deliveries.length === 0
      ? h('p', {}, 'Sent to no webhook endpoint.')
      : event.deliveries.map((delivery) =>
          h(
            'div',
            {},
            h(
              'p',
              {},
              'Delivery to ',
              h('code', {}, delivery.endpoint_id),
              ': ',
              statusBadge(delivery.status),
              delivery.next_attempt_at ? ` (next attempt ${formatDate(delivery.next_attempt_at)})` : null,
            ),
            delivery.attempts.length === 0
              ? h('p', { class: 'muted' }, 'Not attempted yet.')
              : table(
                  `Attempts of ${event.type} (${event.id}) to ${delivery.endpoint_id}`,
                  ['Attempt', 'Time', 'Status code', 'Error', 'Latency'],
                  delivery.attempts.map((attempt) => [
                    String(attempt.attempt),
                    formatDate(attempt.attempted_at),
                    attempt.response_status === null ? 'none' : String(attempt.response_status),
                    attempt.error ?? '',
                    `${attempt.latency_ms} ms`,
                  ]),
                ),
          ),
        ),
  );
}

export const unattributedPaymentsPage: Page = {
  path: '/projects/:id/payments',
  section: 'projects',
  async render({ params, query, main, navigate }) {
    const network = networkOf(query);
    const after = query.get('starting_after');
    const projectId = params.id!;
    const [{ project }, page] = await Promise.all([
      api<{ project: Project }>('GET', `/api/projects/${encodeURIComponent(projectId)}`),
      api<{ data: LedgerPayment[]; has_more: boolean }>(
        'GET',
        withQuery(scopePath(projectId, network, '/payments'), { status: 'unattributed', limit: '20', starting_after: after }),
      ),
    ]);
    const { organization } = await api<{ organization: Organization }>('GET', `/api/organizations/${encodeURIComponent(project.organization_id)}`);
    const admin = organization.user_role === 'admin';
    const here = (values: Record<string, string | null>) => withQuery(projectPath(projectId, '/payments'), { network, ...values });
    const attached = query.get('attached');
    showPage(
      main,
      'Unattributed payments',
      [
        networkSwitch(network),
        attached
          ? h('p', { role: 'status', class: 'card notice' }, 'Attached to ', h('a', { href: sessionPath(projectId, network, attached) }, attached), '.')
          : null,
        h(
          'p',
          { class: 'muted' },
          'Transfers to the project’s receiving address that no session claims: short beyond the tolerance, over, or matching several sessions.',
          admin ? ' Attach one to a session that is not completed to credit it.' : '',
        ),
        page.data.length === 0
          ? h('p', {}, `No unattributed payment on ${network}.`)
          : table(
              'Unattributed payments',
              ['Received', 'Amount', 'Token', 'Chain', 'From', 'Transaction', ...(admin ? ['Attach to a session'] : [])],
              page.data.map((payment) => [
                formatDate(payment.created_at),
                payment.amount,
                payment.token,
                payment.chain,
                payment.from ? h('code', { class: 'hash' }, payment.from) : '',
                h('code', { class: 'hash' }, payment.tx_hash),
                ...(admin ? [attachForm(projectId, network, payment, navigate)] : []),
              ]),
            ),
        h(
          'nav',
          { 'aria-label': 'Pages', class: 'actions' },
          after ? h('a', { href: here({}) }, 'First page') : null,
          page.has_more ? h('a', { href: here({ starting_after: page.data.at(-1)!.id }) }, 'Next page') : null,
        ),
      ],
      crumbsOf(project, network, 'Unattributed payments'),
    );
  },
};

function attachForm(projectId: string, network: Network, payment: LedgerPayment, navigate: (path: string) => Promise<void>): HTMLElement {
  const id = `attach-${payment.id}`;
  const status = h('p', { role: 'alert', class: 'error' });
  const input = h('input', { id, name: 'session', required: true, autocomplete: 'off' });
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
        await navigate(withQuery(projectPath(projectId, '/payments'), { network, attached: session }));
      },
      (field) => {
        if (field === 'session' || field === 'id') input.setAttribute('aria-invalid', 'true');
        return true;
      },
    );
  });
  return form;
}
