/**
 * A project's webhooks on one network: its endpoints (an admin adds one, its signing secret shown
 * once; sends a test event and watches its delivery; rotates the secret, shown once; disables,
 * enables and deletes), and the event log with each event's deliveries and attempts (an admin
 * resends). Members see the same, without the controls; the /api refuses them anyway.
 */
import {
  api,
  type EventWithDeliveries,
  type Organization,
  type Project,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEvent,
} from './api.js';
import { formatDate, h, replace, statusBadge, table } from './dom.js';
import { act, apiForm, showError } from './forms.js';
import { pollWhile, whenChanged } from './live.js';
import { type Network, networkOf, networkSwitch, scopePath } from './network.js';
import { projectPath, secretNotice } from './page-projects.js';
import { DASHBOARD, type Page, type PageContext, showPage } from './router.js';

type EventType = WebhookEvent['type'];

/** Every event type an endpoint can subscribe to (a Record, so the compiler says when the /api gains one). */
const EVENT_TYPES = Object.keys({
  'checkout.session.pending': true,
  'checkout.session.processing': true,
  'checkout.session.completed': true,
  'checkout.session.failed': true,
  'checkout.session.expired': true,
  'checkout.session.payment_late': true,
  'checkout.session.payment_withdrawn': true,
  'checkout.session.payment_extra': true,
  'payment.unattributed': true,
  'refund.succeeded': true,
  'refund.pending': true,
  'refund.failed': true,
  'zk.verification_batch.completed': true,
  'attestation.confirmed': true,
  'webhook_endpoint.disabled': true,
  'webhook_endpoint.test': true,
} satisfies Record<EventType, true>) as EventType[];

const EVENTS_PER_PAGE = 10;

interface WebhooksContext {
  page: PageContext;
  network: Network;
  base: string;
  admin: boolean;
  endpoints: WebhookEndpoint[];
  /** Loads the event log's first page again (set by the log). */
  refreshEvents(): void;
}

export const webhooksPage: Page = {
  path: '/projects/:id/webhooks',
  section: 'projects',
  async render(page) {
    const projectId = page.params.id!;
    const network = networkOf(page.query);
    const base = scopePath(projectId, network);
    const { project } = await api<{ project: Project }>('GET', `/api/projects/${encodeURIComponent(projectId)}`);
    const [{ organization }, { data: endpoints }] = await Promise.all([
      api<{ organization: Organization }>('GET', `/api/organizations/${encodeURIComponent(project.organization_id)}`),
      api<{ data: WebhookEndpoint[] }>('GET', `${base}/webhook_endpoints?limit=20`),
    ]);
    const context: WebhooksContext = { page, network, base, admin: organization.user_role === 'admin', endpoints, refreshEvents: () => undefined };
    showPage(
      page.main,
      'Webhooks',
      [
        networkSwitch(network),
        h(
          'p',
          { class: 'muted' },
          `Endpoints receive this project’s ${network} events, signed with their secret (Standard Webhooks).`,
          context.admin ? '' : ' Members see them; the organization’s admins change them.',
        ),
        h('div', { id: 'new-secret', 'aria-live': 'polite', tabindex: -1 }),
        h(
          'section',
          { 'aria-labelledby': 'endpoints' },
          h('h2', { id: 'endpoints' }, 'Endpoints'),
          endpoints.length === 0
            ? h('p', {}, `No endpoint on ${network} yet.`)
            : h(
                'ul',
                { class: 'endpoint-list' },
                endpoints.map((each) => endpointCard(context, each)),
              ),
        ),
        context.admin
          ? h('section', { 'aria-labelledby': 'add-endpoint' }, h('h2', { id: 'add-endpoint' }, 'Add an endpoint'), newEndpointForm(context))
          : null,
        eventLog(context),
      ],
      [['Projects', `${DASHBOARD}/projects`], [project.name, projectPath(project.id)], ['Webhooks']],
    );
  },
};

/** Re-renders the page (the same network), then shows `secret` once above the endpoints. */
async function showSecret(context: WebhooksContext, title: string, secret: string): Promise<void> {
  await context.page.navigate(location.pathname + location.search, { replace: true });
  const slot = context.page.main.querySelector('#new-secret');
  if (!slot) return;
  replace(
    slot,
    secretNotice(title, 'Copy it now: it is shown this once. Your receiver checks each webhook’s signature with it (Standard Webhooks).', [
      ['Signing secret', secret],
    ]),
  );
  (slot as HTMLElement).focus();
}

function newEndpointForm(context: WebhooksContext): HTMLFormElement {
  const all = h('input', { type: 'radio', name: 'events-choice', id: 'events-all', value: 'all', checked: true });
  const chosen = h('input', { type: 'radio', name: 'events-choice', id: 'events-chosen', value: 'chosen' });
  const boxes = EVENT_TYPES.map((type) => h('input', { type: 'checkbox', id: `event-${type}`, value: type }));
  const list = h(
    'fieldset',
    { class: 'event-types', disabled: true },
    h('legend', {}, 'Events to send'),
    boxes.map((box) => h('div', { class: 'check' }, box, h('label', { for: box.id }, box.value))),
  );
  const toggle = () => {
    list.disabled = !chosen.checked;
  };
  all.addEventListener('change', toggle);
  chosen.addEventListener('change', toggle);
  return apiForm({
    fields: [
      { name: 'url', label: 'Endpoint URL', required: true, hint: 'Where the service POSTs events: https, or http on testnet.' },
      { name: 'description', label: 'Description' },
    ],
    extra: [
      h(
        'fieldset',
        { class: 'choice' },
        h('legend', {}, 'Send'),
        h('div', { class: 'check' }, all, h('label', { for: 'events-all' }, 'All events')),
        h('div', { class: 'check' }, chosen, h('label', { for: 'events-chosen' }, 'Only the events chosen below')),
      ),
      list,
    ],
    submitLabel: 'Add endpoint',
    async submit({ url, description }) {
      const enabled = chosen.checked ? boxes.filter((box) => box.checked).map((box) => box.value) : ['*'];
      const created = await api<WebhookEndpointWithSecret>('POST', `${context.base}/webhook_endpoints`, {
        url,
        enabled_events: enabled,
        ...(description ? { description } : {}),
      });
      await showSecret(context, 'Save the signing secret now', created.secret);
    },
  });
}

function endpointCard(context: WebhooksContext, endpoint: WebhookEndpoint): HTMLElement {
  const status = h('div', { role: 'alert', class: 'error' });
  const result = h('div', { class: 'test-result', 'aria-live': 'polite' });
  const path = `${context.base}/webhook_endpoints/${encodeURIComponent(endpoint.id)}`;
  const disabled = endpoint.status === 'disabled';
  const rerender = () => context.page.navigate(location.pathname + location.search, { replace: true });
  const name = endpoint.description ?? endpoint.url;
  const actions = h('div', { class: 'actions' });
  const showActions = () =>
    replace(
      actions,
      disabled
        ? null
        : h(
            'button',
            {
              type: 'button',
              'aria-label': `Send test event to ${name}`,
              onclick: (event) =>
                act(event.currentTarget as HTMLButtonElement, status, async () => {
                  const sent = await api<EventWithDeliveries>('POST', `${path}/test`);
                  watchDelivery(context, sent, result);
                  context.refreshEvents();
                }),
            },
            'Send test event',
          ),
      h(
        'button',
        {
          type: 'button',
          class: 'secondary',
          'aria-label': `${disabled ? 'Enable' : 'Disable'} ${name}`,
          onclick: (event) =>
            act(event.currentTarget as HTMLButtonElement, status, async () => {
              await api('PATCH', path, { disabled: !disabled });
              await rerender();
            }),
        },
        disabled ? 'Enable' : 'Disable',
      ),
      h(
        'button',
        {
          type: 'button',
          class: 'secondary',
          'aria-label': `Rotate secret of ${name}`,
          onclick: (event) =>
            act(event.currentTarget as HTMLButtonElement, status, async () => {
              const rotated = await api<WebhookEndpointWithSecret>('POST', `${path}/rotate_secret`);
              await showSecret(context, 'Save the new signing secret now', rotated.secret);
            }),
        },
        'Rotate secret',
      ),
      h('button', { type: 'button', class: 'danger', 'aria-label': `Delete ${name}`, onclick: confirmDelete }, 'Delete'),
    );
  // Deleting asks once more, in place: the endpoint stops receiving events for good.
  function confirmDelete(): void {
    const cancel = h('button', { type: 'button', class: 'secondary', onclick: showActions }, 'Cancel');
    replace(
      actions,
      h('span', {}, 'Delete this endpoint? It stops receiving events; this cannot be undone.'),
      h(
        'button',
        {
          type: 'button',
          class: 'danger',
          onclick: (event) =>
            act(event.currentTarget as HTMLButtonElement, status, async () => {
              await api('DELETE', path);
              await rerender();
            }),
        },
        'Delete endpoint',
      ),
      cancel,
    );
    cancel.focus();
  }
  if (context.admin) showActions();
  const events = endpoint.enabled_events.includes('*') ? 'all events' : endpoint.enabled_events.join(', ');
  return h(
    'li',
    { class: 'card' },
    h('h3', {}, h('code', {}, endpoint.url)),
    h(
      'dl',
      { class: 'facts' },
      h('dt', {}, 'Status'),
      h('dd', {}, statusBadge(endpoint.status, disabled ? 'off' : 'on'), disabled && endpoint.disabled_reason ? ` (${endpoint.disabled_reason})` : ''),
      h('dt', {}, 'Events'),
      h('dd', {}, events),
      endpoint.description ? [h('dt', {}, 'Description'), h('dd', {}, endpoint.description)] : null,
      h('dt', {}, 'Created'),
      h('dd', {}, formatDate(endpoint.created_at)),
      endpoint.previous_secret_expires_at ? [h('dt', {}, 'Previous secret valid until'), h('dd', {}, formatDate(endpoint.previous_secret_expires_at))] : null,
      h('dt', {}, 'Id'),
      h('dd', {}, h('code', {}, endpoint.id)),
    ),
    status,
    context.admin ? actions : null,
    result,
  );
}

/** Shows a test event's delivery, looking again every 2 s while it is pending and the page is open. */
function watchDelivery(context: WebhooksContext, event: EventWithDeliveries, slot: HTMLElement): void {
  const pending = (current: EventWithDeliveries) => current.deliveries.some((delivery) => delivery.status === 'pending');
  const view = h('div', {});
  const problem = h('div', { role: 'alert', class: 'error' });
  const show = whenChanged((current: EventWithDeliveries) =>
    replace(view, h('h4', {}, 'Test event ', h('code', {}, current.id)), deliveriesView(context, current.deliveries)),
  );
  show(event);
  replace(slot, view, problem);
  if (pending(event)) {
    pollWhile(view, problem, async () => {
      const fresh = await api<EventWithDeliveries>('GET', `${context.base}/events/${encodeURIComponent(event.id)}`);
      show(fresh);
      return pending(fresh);
    });
  }
}

function deliveriesView(context: WebhooksContext, deliveries: WebhookDelivery[]): HTMLElement {
  if (deliveries.length === 0) return h('p', { class: 'muted' }, 'No delivery: no endpoint was subscribed to this event.');
  const urls = new Map(context.endpoints.map((endpoint) => [endpoint.id, endpoint.url]));
  return h(
    'ul',
    { class: 'deliveries' },
    deliveries.map((delivery) =>
      h(
        'li',
        { class: 'delivery' },
        h(
          'p',
          {},
          statusBadge(delivery.status),
          ' to ',
          h('code', {}, urls.get(delivery.endpoint_id) ?? delivery.endpoint_id),
          ` · ${delivery.attempt_count} attempt${delivery.attempt_count === 1 ? '' : 's'}`,
          delivery.next_attempt_at && delivery.status === 'pending' ? ` · next ${formatDate(delivery.next_attempt_at)}` : '',
        ),
        delivery.attempts.length === 0
          ? null
          : table(
              `Attempts of delivery ${delivery.id}`,
              ['Attempt', 'Time', 'Answer', 'Latency', 'Detail'],
              delivery.attempts.map((attempt) => [
                attempt.attempt,
                formatDate(attempt.attempted_at),
                attempt.response_status === null ? 'none' : `HTTP ${attempt.response_status}`,
                `${attempt.latency_ms} ms`,
                attempt.error ?? attempt.response_body ?? '',
              ]),
            ),
      ),
    ),
  );
}

/** The event log: newest first, a page at a time, by type; each event opens onto its deliveries. */
function eventLog(context: WebhooksContext): HTMLElement {
  const type = h(
    'select',
    { id: 'event-type' },
    h('option', { value: '' }, 'All types'),
    EVENT_TYPES.map((each) => h('option', { value: each }, each)),
  );
  const status = h('div', { role: 'alert', class: 'error' });
  const list = h('div', { 'aria-live': 'polite' });
  // The cursors of the pages before this one, so "Newer events" can step back.
  const cursors: (string | undefined)[] = [];
  let cursor: string | undefined;
  const load = async () => {
    replace(status);
    const query = new URLSearchParams({ limit: String(EVENTS_PER_PAGE) });
    if (type.value) query.set('type', type.value);
    if (cursor) query.set('starting_after', cursor);
    try {
      const page = await api<{ data: WebhookEvent[]; has_more: boolean }>('GET', `${context.base}/events?${query}`);
      const older = h('button', { type: 'button', class: 'secondary', disabled: !page.has_more }, 'Older events');
      const newer = h('button', { type: 'button', class: 'secondary', disabled: cursors.length === 0 }, 'Newer events');
      older.addEventListener('click', () => {
        cursors.push(cursor);
        cursor = page.data.at(-1)?.id;
        void load();
      });
      newer.addEventListener('click', () => {
        cursor = cursors.pop();
        void load();
      });
      replace(
        list,
        page.data.length === 0
          ? h('p', {}, type.value ? `No ${type.value} event on ${context.network}.` : `No event on ${context.network} yet.`)
          : h(
              'ul',
              { class: 'event-list' },
              page.data.map((event) => eventItem(context, event)),
            ),
        h('div', { class: 'actions' }, newer, older),
      );
    } catch (error) {
      showError(status, error);
    }
  };
  context.refreshEvents = () => {
    cursors.length = 0;
    cursor = undefined;
    void load();
  };
  type.addEventListener('change', context.refreshEvents);
  context.refreshEvents();
  return h(
    'section',
    { 'aria-labelledby': 'event-log' },
    h('h2', { id: 'event-log' }, 'Event log'),
    h('div', { class: 'filter' }, h('label', { for: 'event-type' }, 'Event type'), type),
    status,
    list,
  );
}

function eventItem(context: WebhooksContext, event: WebhookEvent): HTMLElement {
  const detail = h('div', { class: 'event-detail', hidden: true });
  const label = `${event.type} ${event.id}`;
  const toggle = h('button', { type: 'button', class: 'secondary', 'aria-expanded': 'false', 'aria-label': `Deliveries of ${label}` }, 'Deliveries');
  const status = h('div', { role: 'alert', class: 'error' });
  const path = `${context.base}/events/${encodeURIComponent(event.id)}`;
  const showDetail = async () => {
    const fresh = await api<EventWithDeliveries>('GET', path);
    replace(detail, status, deliveriesView(context, fresh.deliveries), context.admin ? resendControls() : null);
  };
  // Resending names the endpoint: it need not be subscribed to the type (a test event) nor have existed when the event happened.
  const resendControls = () => {
    const enabled = context.endpoints.filter((endpoint) => endpoint.status === 'enabled');
    if (enabled.length === 0) return null;
    const id = `resend-${event.id}`;
    const endpoint = h(
      'select',
      { id },
      enabled.map((each) => h('option', { value: each.id }, each.description ?? each.url)),
    );
    const button = h('button', { type: 'button', 'aria-label': `Resend ${label}` }, 'Resend');
    button.addEventListener('click', () =>
      act(button, status, async () => {
        await api('POST', `${path}/resend`, { endpoint: endpoint.value });
        await showDetail();
      }),
    );
    return h('div', { class: 'actions resend' }, h('label', { for: id }, 'Resend to'), endpoint, button);
  };
  toggle.addEventListener('click', async () => {
    const open = toggle.getAttribute('aria-expanded') === 'true';
    toggle.setAttribute('aria-expanded', String(!open));
    detail.hidden = open;
    if (open) return;
    try {
      await showDetail();
    } catch (error) {
      showError(detail, error);
    }
  });
  return h(
    'li',
    { class: 'event' },
    h(
      'div',
      { class: 'event-head' },
      h('code', {}, event.type),
      h('span', { class: 'muted' }, formatDate(event.created_at)),
      h('code', { class: 'muted' }, event.id),
      toggle,
    ),
    detail,
  );
}
