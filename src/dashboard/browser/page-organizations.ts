/** Onboarding (the first organization), the organizations list, and an organization with its projects and members. */
import { api, type Member, type Organization, type Project } from './api.js';
import { formatDate, h, replace, table } from './dom.js';
import { apiForm, showError } from './forms.js';
import { invitationsSection, listInvitations } from './invitations.js';
import { DASHBOARD, type Page, type PageContext, showPage } from './router.js';

const organizationPath = (id: string) => `${DASHBOARD}/organizations/${encodeURIComponent(id)}`;

function newOrganizationForm({ navigate }: PageContext): HTMLFormElement {
  return apiForm({
    fields: [{ name: 'name', label: 'Name', required: true, autocomplete: 'organization' }],
    submitLabel: 'Create organization',
    async submit({ name }) {
      const { organization } = await api<{ organization: Organization }>('POST', '/api/organizations', { name });
      navigate(organizationPath(organization.id));
    },
  });
}

export const onboardingPage: Page = {
  path: '/onboarding',
  render(context) {
    showPage(context.main, 'New organization', [
      h('p', {}, 'Welcome to Proofpay. Start with an organization: it holds your projects, their keys, and the people who manage them.'),
      newOrganizationForm(context),
    ]);
  },
};

export const organizationsPage: Page = {
  path: '/organizations',
  section: 'organizations',
  async render(context) {
    const { organizations } = await api<{ organizations: Organization[] }>('GET', '/api/organizations');
    showPage(context.main, 'Organizations', [
      organizations.length === 0
        ? h('p', {}, 'You belong to no organization yet.')
        : h(
            'ul',
            { class: 'grid' },
            organizations.map((organization) =>
              h(
                'li',
                { class: 'card' },
                h('h2', {}, h('a', { href: organizationPath(organization.id) }, organization.name)),
                h(
                  'p',
                  { class: 'muted' },
                  `Your role: ${organization.user_role} · ${plural(organization.member_count, 'member')} · ${plural(organization.projects_count, 'project')}`,
                ),
              ),
            ),
          ),
      h('h2', {}, 'New organization'),
      newOrganizationForm(context),
    ]);
  },
};

export const organizationPage: Page = {
  path: '/organizations/:id',
  section: 'organizations',
  async render(context) {
    const id = context.params.id!;
    const [{ organization }, { members }, { projects }, invitations] = await Promise.all([
      api<{ organization: Organization }>('GET', `/api/organizations/${encodeURIComponent(id)}`),
      api<{ members: Member[] }>('GET', `/api/organizations/${encodeURIComponent(id)}/members`),
      api<{ projects: Project[] }>('GET', `/api/projects?${new URLSearchParams({ organization_id: id })}`),
      listInvitations(id),
    ]);
    const admin = organization.user_role === 'admin';
    const membersSection = h('section', { 'aria-labelledby': 'members' });
    const renderMembers = (list: Member[]) => replace(membersSection, h('h2', { id: 'members' }, 'Members'), membersTable(context, organization, list, admin));
    renderMembers(members);
    showPage(
      context.main,
      organization.name,
      [
        h('p', { class: 'muted' }, `Your role: ${organization.user_role}${admin ? '' : ' (members see the organization; its admins change it)'}`),
        h(
          'section',
          { 'aria-labelledby': 'projects' },
          h('h2', { id: 'projects' }, 'Projects'),
          projects.length === 0
            ? h('p', {}, 'No project yet.')
            : h(
                'ul',
                {},
                projects.map((project) => h('li', {}, h('a', { href: `${DASHBOARD}/projects/${encodeURIComponent(project.id)}` }, project.name))),
              ),
          admin ? h('p', {}, h('a', { class: 'button', href: `${DASHBOARD}/projects/new?${new URLSearchParams({ organization: id })}` }, 'New project')) : null,
        ),
        membersSection,
        invitationsSection(id, invitations, admin),
        admin ? h('section', { 'aria-labelledby': 'add-member' }, h('h2', { id: 'add-member' }, 'Add a member'), addMemberForm(context, id)) : null,
      ],
      [['Organizations', `${DASHBOARD}/organizations`], [organization.name]],
    );
  },
};

function membersTable(context: PageContext, organization: Organization, members: Member[], admin: boolean): HTMLElement {
  const status = h('div', { role: 'alert', class: 'error' });
  const base = `/api/organizations/${encodeURIComponent(organization.id)}/members`;
  const rows = members.map((member) => {
    const who = member.user.email;
    if (!admin) return h('tr', {}, h('td', {}, who), h('td', {}, member.role), h('td', {}, formatDate(member.created_at)));
    const select = h(
      'select',
      { 'aria-label': `Role of ${who}` },
      ['admin', 'member'].map((role) => h('option', { value: role, selected: role === member.role }, role)),
    );
    const act = async (work: () => Promise<unknown>) => {
      replace(status);
      try {
        await work();
        context.navigate(location.pathname, { replace: true });
      } catch (error) {
        showError(status, error);
      }
    };
    return h(
      'tr',
      {},
      h('td', {}, who),
      h('td', {}, select),
      h('td', {}, formatDate(member.created_at)),
      h(
        'td',
        { class: 'actions' },
        h(
          'button',
          {
            type: 'button',
            class: 'secondary',
            'aria-label': `Save role of ${who}`,
            onclick: () => act(() => api('PATCH', `${base}/${encodeURIComponent(member.id)}`, { role: select.value })),
          },
          'Save role',
        ),
        h(
          'button',
          {
            type: 'button',
            class: 'danger',
            'aria-label': `Remove ${who}`,
            onclick: () => act(() => api('DELETE', `${base}/${encodeURIComponent(member.id)}`)),
          },
          'Remove',
        ),
      ),
    );
  });
  // At phone widths each member is a card, the address and role first (as the invitations are).
  return h('div', {}, status, table('Members', ['Email', 'Role', 'Member since', ...(admin ? ['Actions'] : [])], rows, { stack: true }));
}

function addMemberForm(context: PageContext, organizationId: string): HTMLFormElement {
  const role = h('select', { id: 'new-member-role', name: 'role' }, h('option', { value: 'member' }, 'member'), h('option', { value: 'admin' }, 'admin'));
  return apiForm({
    fields: [{ name: 'email', label: 'Email', type: 'email', required: true, hint: 'They must have signed in once.' }],
    extra: [h('div', {}, h('label', { for: 'new-member-role' }, 'Role'), role)],
    submitLabel: 'Add member',
    async submit({ email }) {
      await api('POST', `/api/organizations/${encodeURIComponent(organizationId)}/members`, { email, role: role.value });
      context.navigate(location.pathname, { replace: true });
    },
  });
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
