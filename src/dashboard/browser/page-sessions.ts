/**
 * A project's checkout sessions per network: the list (status filter, search by id or metadata
 * value, pages), a session with its payments, its event timeline and every webhook attempt (live
 * while something is in progress), and the payments no session claims, which admins attach.
 */
import { confirmationsText, tagOf } from './amounts.js';
import { api, type CheckoutSession, type CheckoutSessionDetail, type Organization, type Project } from './api.js';
import { type Child, formatDate, h, replace, statusBadge, table } from './dom.js';
import { pollWhile, whenChanged } from './live.js';
import { type Network, networkOf, networkSwitch, scopePath, withQuery } from './network.js';
import { projectPath } from './page-projects.js';
import { type Refund, type RefundList, refundable, refundForm, refundsList } from './refunds.js';
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

/** The session's customer e-mail, when it has one. */
const customerOf = (session: CheckoutSession): string => session.customer_email ?? '';

/** "Export CSV": a plain link the browser downloads with its cookie (`…/exports/{what}.csv`), for the view's network. */
export const exportLink = (
  projectId: string,
  network: Network,
  what: 'sessions' | 'payments' | 'refunds',
  values: Record<string, string | null | undefined> = {},
) =>
  h(
    'a',
    { class: 'button secondary', href: withQuery(scopePath(projectId, network, `/exports/${what}.csv`), values), download: `${what}-${network}.csv` },
    'Export CSV',
  );

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
      api<SessionList>('GET', list),
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
    const problem = h('div', { role: 'alert', class: 'error' });
    const rows = h('div', {});
    const draw = whenChanged((current: SessionList) =>
      replace(
        rows,
        current.data.length === 0
          ? h('p', {}, filtered ? 'No session matches.' : `No checkout session on ${network} yet.`)
          : table(
              'Checkout sessions',
              ['Session', 'Amount', 'Status', 'Customer', 'Description', 'Created'],
              current.data.map((session) => [
                h('a', { href: sessionPath(projectId, network, session.id) }, h('code', {}, session.id)),
                `${session.amount_usd} USD`,
                statusBadge(session.status),
                customerOf(session),
                session.description ?? '',
                formatDate(session.created_at),
              ]),
              { stack: true, lead: 2 },
            ),
        h(
          'nav',
          { 'aria-label': 'Pages', class: 'actions' },
          after ? h('a', { href: sessionsPath(projectId, { network, status, q: search, limit }) }, 'First page') : null,
          current.has_more
            ? h('a', { href: sessionsPath(projectId, { network, status, q: search, limit, starting_after: current.data.at(-1)!.id }) }, 'Next page')
            : null,
        ),
      ),
    );
    draw(page);
    showPage(
      main,
      'Checkout sessions',
      [
        networkSwitch(network),
        filters,
        h('div', { class: 'actions list-actions' }, exportLink(projectId, network, 'sessions'), liveNote(after)),
        problem,
        rows,
        h('p', {}, h('a', { href: withQuery(projectPath(projectId, '/payments'), { network }) }, 'Payments')),
      ],
      crumbsOf(project, network),
    );
    // The first page follows new sessions as they are made (a later page stays as it was read).
    if (!after) {
      pollWhile(rows, problem, async () => {
        draw(await api<SessionList>('GET', list));
        return true;
      });
    }
  },
};

type SessionList = { data: CheckoutSession[]; has_more: boolean };

/** Says whether the list shows new rows by itself (its first page) or as it was read (a later one). */
export const liveNote = (after: string | null) =>
  h('p', { class: 'muted' }, after ? 'A later page: as it was when read.' : 'New ones appear here as they come.');

/** Whether the session may still change by itself: not final, a payment confirming, a refund pending, or a webhook delivery still to be tried. */
const inProgress = ({ session, events }: CheckoutSessionDetail, refunds: readonly Refund[]) =>
  !FINAL.includes(session.status) ||
  session.payments.some((payment) => payment.status === 'confirming') ||
  refunds.some((refund) => refund.status === 'pending') ||
  events.some((event) => event.deliveries.some((delivery) => delivery.status === 'pending'));

export const sessionPage: Page = {
  path: '/projects/:id/sessions/:session',
  section: 'projects',
  async render({ params, query, main }) {
    const network = networkOf(query);
    const projectId = params.id!;
    const detailPath = scopePath(projectId, network, `/checkout/sessions/${encodeURIComponent(params.session!)}`);
    const refundsPath = `${detailPath}/refunds?limit=100`;
    const [{ project }, first, firstRefunds] = await Promise.all([
      api<{ project: Project }>('GET', `/api/projects/${encodeURIComponent(projectId)}`),
      api<CheckoutSessionDetail>('GET', detailPath),
      api<RefundList>('GET', refundsPath),
    ]);
    const { organization } = await api<{ organization: Organization }>('GET', `/api/organizations/${encodeURIComponent(project.organization_id)}`);
    const admin = organization.user_role === 'admin';
    // The status, said once, first: a live line that announces each change.
    const announced = h('p', { role: 'status', class: 'live-status' });
    const problem = h('div', { role: 'alert', class: 'error' });
    const live = h('div', {});
    const refundsLive = h('div', {});
    const refundArea = h('div', {});
    const timeline = h('div', {});
    let latest = { detail: first, refunds: firstRefunds.data };
    let following = false;
    const follow = () => {
      if (following) return;
      following = true;
      // Live while something may change, and only while this page is shown (the router replaces `live` when it leaves).
      pollWhile(live, problem, async () => {
        const [detail, refunds] = await Promise.all([api<CheckoutSessionDetail>('GET', detailPath), api<RefundList>('GET', refundsPath)]);
        show({ detail, refunds: refunds.data });
        following = inProgress(detail, refunds.data);
        return following;
      });
    };
    // The form is drawn again only when what is left to refund changes (so typing is not lost to a poll).
    const drawRefundForm = whenChanged((left: ReturnType<typeof refundable> | null) =>
      replace(
        refundArea,
        left
          ? refundForm(
              projectId,
              network,
              () => latest,
              async () => {
                // A new refund is pending: the page follows it until it succeeds or fails.
                const [detail, refunds] = await Promise.all([api<CheckoutSessionDetail>('GET', detailPath), api<RefundList>('GET', refundsPath)]);
                show({ detail, refunds: refunds.data });
                follow();
                // The reader goes on to the transfer to make.
                refundsLive.querySelector<HTMLElement>('.transfer h3')?.focus();
              },
            )
          : h('p', { class: 'muted' }, 'Nothing to refund now: no confirmed payment, or all of it refunded or being refunded.'),
      ),
    );
    const show = whenChanged(({ detail, refunds }: { detail: CheckoutSessionDetail; refunds: Refund[] }) => {
      latest = { detail, refunds };
      replace(live, sessionBody(detail));
      replace(refundsLive, refundsList(refunds));
      replace(timeline, timelineBody(detail.events));
      if (admin) drawRefundForm(refundable(detail, refunds) ?? null);
      const { status, failure_reason } = detail.session;
      const text = `Status: ${status}${failure_reason ? ` (${failure_reason})` : ''}`;
      if (announced.textContent !== text) replace(announced, 'Status: ', statusBadge(status), failure_reason ? ` (${failure_reason})` : null);
    });
    show(latest);
    const refundsSection = h(
      'section',
      { 'aria-labelledby': 'refunds' },
      h('h2', { id: 'refunds' }, 'Refunds'),
      h('div', { class: 'actions list-actions' }, exportLink(projectId, network, 'refunds')),
      refundsLive,
      refundArea,
    );
    showPage(main, `Session ${first.session.id}`, [announced, problem, live, refundsSection, timeline], crumbsOf(project, network, first.session.id));
    if (inProgress(first, firstRefunds.data)) follow();
  },
};

function sessionBody({ session }: CheckoutSessionDetail): Child[] {
  const metadata = Object.entries(session.metadata ?? {});
  const customer = customerOf(session);
  return [
    h(
      'dl',
      { class: 'facts card' },
      h('dt', {}, 'Amount'),
      h('dd', {}, `${session.amount_usd} USD`),
      customer ? [h('dt', {}, 'Customer'), h('dd', {}, customer)] : null,
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
            paidAmount(payment.amount, payment.amount_due, session.amount_usd),
            payment.token,
            payment.chain,
            h('code', { class: 'hash' }, payment.tx_hash),
            confirmationsText(payment.confirmations, payment.confirmations_required),
            [statusBadge(payment.status), payment.late ? ' late' : null, payment.extra ? ' extra' : null, payment.simulated ? ' simulated' : null],
          ]),
          { stack: true, lead: 5 },
        ),
  ];
}

const timelineBody = (events: CheckoutSessionDetail['events']): Child[] => [
  h('h2', {}, 'Timeline'),
  events.length === 0 ? h('p', {}, 'No event yet.') : h('ol', { class: 'timeline' }, events.map(timelineEntry)),
];

/** A payment's amount, and when it is the session's tagged amount, what the tag is for. */
export function paidAmount(amount: string, due: string, usd: string, token?: string): Child {
  const tag = amount === due ? tagOf(due, usd) : undefined;
  return [
    token ? `${amount} ${token}` : amount,
    tag ? h('span', { class: 'tag-note muted' }, ` = ${usd} USD + ${tag}, a tag: these few extra micro-units identify this session.`) : null,
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
                  { stack: true },
                ),
          ),
        ),
  );
}
