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
  ['Webhooks', '/webhooks'],
  ['Circuits', '/circuits'],
  ['Verifications', '/verifications'],
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
  async render({ main, query }) {
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
        // The only time these keys are shown: the page stays here until they are saved.
        showPage(
          main,
          `${created.project.name} is ready`,
          [
            secretKeysNotice([
              ['Test secret key', created.secret_keys.test],
              ['Live secret key', created.secret_keys.live],
            ]),
            h('p', {}, h('a', { class: 'button', href: projectPath(created.project.id) }, 'Go to the project')),
          ],
          crumbs,
        );
        main.focus();
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
    h('h2', { id: 'secret-notice' }, title),
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
