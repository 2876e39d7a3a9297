/**
 * Projects: the list, "New project" (its test and live secret keys shown this once), and a project
 * with its receiving address and its proof (address-proof.ts), its key hints and rotation (a new key
 * shown once; the old one keeps working for the chosen grace).
 */
import { activitySection } from './activity.js';
import { addressSection } from './address-proof.js';
import { type ApiKey, api, type Organization, type Project } from './api.js';
import { formatDate, h, replace, table } from './dom.js';
import { act, apiForm, copyButton } from './forms.js';
import { networkOf, networkSwitch } from './network.js';
import { DASHBOARD, type Page, type PageContext, showPage } from './router.js';

export const projectPath = (id: string, below = '') => `${DASHBOARD}/projects/${encodeURIComponent(id)}${below}`;

/** The project's sections, each a page of its own (`pages.ts`), linked from the project's page. */
export const PROJECT_SECTIONS: [label: string, below: string][] = [
  ['Checkout sessions', '/sessions'],
  ['Payments', '/payments'],
  ['Webhooks', '/webhooks'],
  ['Circuits', '/circuits'],
  ['Verifications', '/verifications'],
  ['Settings', '/settings'],
];

export const projectsPage: Page = {
  path: '/projects',
  section: 'projects',
  async render({ main }) {
    const [{ projects }, { organizations }] = await Promise.all([
      api<{ projects: Project[] }>('GET', '/api/projects'),
      api<{ organizations: Organization[] }>('GET', '/api/organizations'),
    ]);
    const names = new Map(organizations.map((organization) => [organization.id, organization.name]));
    const admin = organizations.some((organization) => organization.user_role === 'admin');
    showPage(main, 'Projects', [
      admin ? h('p', {}, h('a', { class: 'button', href: `${DASHBOARD}/projects/new` }, 'New project')) : null,
      projects.length === 0
        ? h('p', {}, 'No project yet.')
        : h(
            'ul',
            { class: 'grid' },
            projects.map((project) =>
              h(
                'li',
                { class: 'card' },
                h('h2', {}, h('a', { href: projectPath(project.id) }, project.name)),
                h('p', { class: 'muted' }, names.get(project.organization_id) ?? ''),
              ),
            ),
          ),
    ]);
  },
};

export const newProjectPage: Page = {
  path: '/projects/new',
  section: 'projects',
  async render({ main, query, navigate }) {
    const { organizations } = await api<{ organizations: Organization[] }>('GET', '/api/organizations');
    const administered = organizations.filter((organization) => organization.user_role === 'admin');
    const crumbs: [string, string?][] = [['Projects', `${DASHBOARD}/projects`], ['New project']];
    if (administered.length === 0) {
      showPage(main, 'New project', [h('p', {}, 'Only an admin of an organization can create its projects.')], crumbs);
      return;
    }
    const wanted = query.get('organization');
    const organization = h(
      'select',
      { id: 'new-project-organization' },
      administered.map((each) => h('option', { value: each.id, selected: each.id === wanted }, each.name)),
    );
    const form = apiForm({
      fields: [
        { name: 'name', label: 'Name', required: true },
        { name: 'receiving_address', label: 'Receiving address', hint: 'The EVM address customers pay to (0x…); you can set it later.' },
      ],
      extra: [h('div', {}, h('label', { for: 'new-project-organization' }, 'Organization'), organization)],
      submitLabel: 'Create project',
      async submit({ name, receiving_address }) {
        const created = await api<{ project: Project; secret_keys: { test: string; live: string } }>('POST', '/api/projects', {
          organization_id: organization.value,
          name,
          ...(receiving_address ? { receiving_address } : {}),
        });
        // The project's page takes this one's place in the history (a reload or Back offers no duplicate);
        // the keys are shown there this once, until they are saved.
        await navigate(projectPath(created.project.id), { replace: true });
        const slot = main.querySelector('#new-keys');
        if (slot) {
          const saved = h('button', { type: 'button', class: 'secondary', onclick: () => replace(slot) }, 'I have saved them');
          replace(
            slot,
            secretNotice(
              'Save your secret keys now',
              `${created.project.name} is ready. Its keys are shown this once: the service keeps only their hashes. Store them in your server’s secrets.`,
              [
                ['Test secret key', created.secret_keys.test],
                ['Live secret key', created.secret_keys.live],
              ],
            ),
            h('div', { class: 'actions' }, saved),
          );
          slot.querySelector<HTMLElement>('h2')?.focus();
        }
      },
    });
    showPage(main, 'New project', [form], crumbs);
  },
};

/** Secrets shown once (a key, a webhook signing secret), under a heading that says to save them now. */
export function secretNotice(title: string, explanation: string, secrets: [label: string, secret: string][]): HTMLElement {
  return h(
    'section',
    { class: 'card notice', 'aria-labelledby': 'secret-notice' },
    h('h2', { id: 'secret-notice', tabindex: -1 }, title),
    h('p', {}, explanation),
    secrets.map(([label, secret]) => h('div', {}, h('h3', {}, label), h('code', { class: 'secret' }, secret), copyButton(label, secret))),
  );
}

/** Keys shown once, with the warning that they will not be shown again. */
const secretKeysNotice = (keys: [label: string, secret: string][]) =>
  secretNotice('Save your secret key now', 'It is shown this once: the service keeps only its hash. Store it in your server’s secrets.', keys);

export const projectPage: Page = {
  path: '/projects/:id',
  section: 'projects',
  async render(context) {
    const { project } = await api<{ project: Project }>('GET', `/api/projects/${encodeURIComponent(context.params.id!)}`);
    const { organization } = await api<{ organization: Organization }>('GET', `/api/organizations/${encodeURIComponent(project.organization_id)}`);
    const admin = organization.user_role === 'admin';
    const network = networkOf(context.query);
    const activity = await activitySection(project.id, network);
    const rotated = h('div', { id: 'rotated-key', 'aria-live': 'polite' });
    showPage(
      context.main,
      project.name,
      [
        h('div', { id: 'new-keys' }),
        h(
          'dl',
          { class: 'facts card' },
          h('dt', {}, 'Organization'),
          h('dd', {}, h('a', { href: `${DASHBOARD}/organizations/${encodeURIComponent(organization.id)}` }, organization.name)),
          h('dt', {}, 'Underpayment tolerance'),
          h('dd', {}, `${project.underpayment_tolerance_bps / 100} %`),
          h('dt', {}, 'Project id'),
          h('dd', {}, h('code', {}, project.id)),
        ),
        addressSection(project, admin),
        h(
          'nav',
          { class: 'subnav', 'aria-label': 'Project' },
          h(
            'ul',
            { class: 'actions' },
            PROJECT_SECTIONS.map(([label, below]) =>
              h('li', {}, h('a', { href: projectPath(project.id, `${below}${network === 'mainnet' ? '?network=mainnet' : ''}`) }, label)),
            ),
          ),
        ),
        networkSwitch(network),
        activity,
        h(
          'section',
          { 'aria-labelledby': 'keys' },
          h('h2', { id: 'keys' }, 'Secret keys'),
          rotated,
          keysTable(project.api_keys),
          admin ? rotateForm(context, project) : null,
        ),
      ],
      [['Projects', `${DASHBOARD}/projects`], [project.name]],
    );
  },
};

function keysTable(keys: ApiKey[]): HTMLElement {
  return table(
    'Secret keys',
    ['Mode', 'Key', 'Created', 'Stops working'],
    keys.map((key) => [key.mode, h('code', {}, key.hint), formatDate(key.created_at), key.expires_at ? formatDate(key.expires_at) : 'current key']),
  );
}

const GRACE_PERIODS: [label: string, seconds: number][] = [
  ['Stop it now', 0],
  ['1 hour', 3600],
  ['24 hours', 86_400],
  ['7 days', 7 * 86_400],
];

function rotateForm(context: PageContext, project: Project): HTMLElement {
  const status = h('div', { role: 'alert', class: 'error' });
  const mode = h('select', { id: 'rotate-mode' }, h('option', { value: 'test' }, 'test'), h('option', { value: 'live' }, 'live'));
  const grace = h(
    'select',
    { id: 'rotate-grace' },
    GRACE_PERIODS.map(([label, seconds]) => h('option', { value: String(seconds), selected: seconds === 3600 }, label)),
  );
  const button = h('button', { type: 'submit' }, 'Rotate key');
  const form = h(
    'form',
    { class: 'stack' },
    h('h3', {}, 'Rotate a key'),
    status,
    h('div', {}, h('label', { for: 'rotate-mode' }, 'Key'), mode),
    h('div', {}, h('label', { for: 'rotate-grace' }, 'The old key keeps working for'), grace),
    h('div', { class: 'actions' }, button),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void act(button, status, async () => {
      const answer = await api<{ secret_key: string; api_key: ApiKey }>('POST', `/api/projects/${encodeURIComponent(project.id)}/keys/rotate`, {
        mode: mode.value,
        grace_period_seconds: Number(grace.value),
      });
      // Re-rendered with the new hints; the new secret is shown above them, this once.
      await context.navigate(location.pathname, { replace: true });
      const slot = context.main.querySelector('#rotated-key');
      if (slot) replace(slot, secretKeysNotice([[`New ${answer.api_key.mode} secret key`, answer.secret_key]]));
    });
  });
  return form;
}

/**
 * A project's settings: its name, receiving address (and whether the organization proved it,
 * with the proof flow) and underpayment tolerance, changed by admins through `PATCH /api/projects/{id}`;
 * members read them. Key rotation stays on the project's page.
 */
export const projectSettingsPage: Page = {
  path: '/projects/:id/settings',
  section: 'projects',
  async render({ params, main, navigate, query }) {
    const { project } = await api<{ project: Project }>('GET', `/api/projects/${encodeURIComponent(params.id!)}`);
    const { organization } = await api<{ organization: Organization }>('GET', `/api/organizations/${encodeURIComponent(project.organization_id)}`);
    const admin = organization.user_role === 'admin';
    const here = projectPath(project.id, '/settings');
    const form = admin
      ? apiForm({
          fields: [
            { name: 'name', label: 'Name', required: true, value: project.name },
            {
              name: 'receiving_address',
              label: 'Receiving address',
              value: project.receiving_address ?? '',
              hint: 'The EVM address customers pay to (0x…); new sessions are paid there. Empty removes it. A new address needs its own proof.',
            },
            {
              name: 'underpayment_tolerance_bps',
              label: 'Underpayment tolerance (basis points)',
              type: 'number',
              value: String(project.underpayment_tolerance_bps),
              hint: 'How far short of its USD amount a new session may be paid and still complete: 100 = 1 %, from 0 to 1000.',
            },
          ],
          submitLabel: 'Save settings',
          async submit({ name, receiving_address, underpayment_tolerance_bps = '' }) {
            await api('PATCH', `/api/projects/${encodeURIComponent(project.id)}`, {
              name,
              receiving_address: receiving_address || null,
              // A number when it is one; anything else is sent as typed, for the /api to name.
              underpayment_tolerance_bps: /^\d+$/.test(underpayment_tolerance_bps) ? Number(underpayment_tolerance_bps) : underpayment_tolerance_bps,
            });
            await navigate(`${here}?saved=1`, { replace: true });
          },
        })
      : null;
    const saved = query.get('saved') === '1';
    showPage(
      main,
      'Settings',
      [
        saved ? h('p', { role: 'status', class: 'card notice' }, 'Settings saved.') : null,
        admin
          ? h('section', { class: 'card', 'aria-labelledby': 'settings-form' }, h('h2', { id: 'settings-form' }, `${project.name}’s settings`), form)
          : h(
              'dl',
              { class: 'facts card' },
              h('dt', {}, 'Name'),
              h('dd', {}, project.name),
              h('dt', {}, 'Underpayment tolerance'),
              h('dd', {}, `${project.underpayment_tolerance_bps / 100} % (${project.underpayment_tolerance_bps} basis points)`),
            ),
        addressSection(project, admin),
        admin ? null : h('p', { class: 'muted' }, 'Admins of the organization change these settings.'),
        h('p', {}, 'Secret keys are rotated on ', h('a', { href: projectPath(project.id) }, 'the project’s page'), '.'),
      ],
      [['Projects', `${DASHBOARD}/projects`], [project.name, projectPath(project.id)], ['Settings']],
    );
  },
};
