/**
 * Invitations by e-mail: on an organization's page its admins invite someone with a role, and see
 * and revoke the pending invitations; the invited person opens the link the e-mail carries
 * (`/dashboard/invitations/accept?token=…`), signs in, and accepts it there.
 */
import { api, type Member } from './api.js';
import { type Child, formatDate, h, replace, table } from './dom.js';
import { apiForm, copyButton, showError } from './forms.js';
import { DASHBOARD, type Page, showPage } from './router.js';

/** A pending invitation as the /api shows it. */
export interface Invitation {
  id: string;
  email: string;
  role: 'admin' | 'member';
  expires_at: string;
  created_at: string;
}

const invitationsPath = (organizationId: string) => `/api/organizations/${encodeURIComponent(organizationId)}/invitations`;

/** The pending invitations of an organization (admins only: the /api refuses members). */
export const listInvitations = async (organizationId: string) => (await api<{ invitations: Invitation[] }>('GET', invitationsPath(organizationId))).invitations;

/** The organization's pending invitations; for admins "Invite by e-mail" and each one revocable (members read). */
export function invitationsSection(organizationId: string, invitations: Invitation[], admin: boolean): HTMLElement {
  const status = h('div', { role: 'alert', class: 'error' });
  const sent = h('div', { role: 'status' });
  /** The outcome, said once in the status region; with e-mail off, followed by the link to pass on. */
  const say = (message: string, ...more: Child[]) => replace(sent, h('p', { class: 'outcome' }, message), ...more);
  const list = h('div', {});
  const reload = async () => drawList(await listInvitations(organizationId));
  const drawList = (current: Invitation[]) =>
    replace(
      list,
      current.length === 0
        ? h('p', {}, 'No pending invitation.')
        : table(
            'Pending invitations',
            ['Email', 'Role', 'Sent', 'Expires', ...(admin ? ['Actions'] : [])],
            current.map((invitation) => [
              invitation.email,
              invitation.role,
              formatDate(invitation.created_at),
              formatDate(invitation.expires_at),
              admin &&
                h(
                  'button',
                  {
                    type: 'button',
                    class: 'danger',
                    'aria-label': `Revoke the invitation of ${invitation.email}`,
                    onclick: async () => {
                      replace(status);
                      try {
                        await api('DELETE', `${invitationsPath(organizationId)}/${encodeURIComponent(invitation.id)}`);
                        say(`Invitation of ${invitation.email} revoked.`);
                        await reload();
                      } catch (error) {
                        showError(status, error);
                      }
                    },
                  },
                  'Revoke',
                ),
            ]),
            { stack: true },
          ),
    );
  drawList(invitations);
  const role = h('select', { id: 'invite-role', name: 'role' }, h('option', { value: 'member' }, 'member'), h('option', { value: 'admin' }, 'admin'));
  const form = apiForm({
    fields: [
      {
        name: 'email',
        label: 'E-mail address',
        type: 'email',
        required: true,
        hint: 'They get a link by e-mail (or, when this service sends none, you get it to pass on); it works once, until it expires.',
      },
    ],
    extra: [h('div', {}, h('label', { for: 'invite-role' }, 'Their role'), role)],
    submitLabel: 'Send invitation',
    async submit({ email }) {
      const { invitation, accept_url: link } = await api<{ invitation: Invitation; accept_url: string | null }>('POST', invitationsPath(organizationId), {
        email,
        role: role.value,
      });
      for (const input of form.querySelectorAll('input')) input.value = '';
      if (link === null) say(`Invitation sent to ${invitation.email}.`);
      else {
        say(
          `Invitation created for ${invitation.email}. E-mail is off on this service: copy the link and send it to them yourself.`,
          h('pre', { class: 'code signed-message' }, h('code', {}, link)),
          copyButton('Invitation link', link),
        );
      }
      await reload();
    },
  });
  return h(
    'section',
    { 'aria-labelledby': 'invitations' },
    h('h2', { id: 'invitations' }, 'Invitations'),
    admin ? [h('h3', {}, 'Invite by e-mail'), form, sent] : null,
    h('h3', {}, 'Pending invitations'),
    status,
    list,
  );
}

/** `/invitations/accept?token=…`: the link of an invitation's e-mail; signed in, "Accept" joins the organization. */
export const acceptInvitationPage: Page = {
  path: '/invitations/accept',
  section: 'organizations',
  render({ main, query }) {
    const token = query.get('token') ?? '';
    const title = 'Accept an invitation';
    if (!token) {
      showPage(main, title, [h('p', { role: 'alert', class: 'error' }, 'This link has no invitation token: open the link of the e-mail as it came.')]);
      return;
    }
    const status = h('div', { role: 'alert', class: 'error' });
    const button = h('button', { type: 'button' }, 'Accept the invitation');
    button.addEventListener('click', async () => {
      replace(status);
      button.disabled = true;
      try {
        const { member } = await api<{ member: Member & { organization_id?: string } }>('POST', '/api/invitations/accept', { token });
        showPage(main, 'Invitation accepted', [
          h('p', { role: 'status' }, `You joined as ${member.role}.`),
          h(
            'p',
            {},
            member.organization_id
              ? h('a', { href: `${DASHBOARD}/organizations/${encodeURIComponent(member.organization_id)}` }, 'Go to the organization')
              : h('a', { href: `${DASHBOARD}/organizations` }, 'Your organizations'),
          ),
        ]);
        main.focus();
      } catch (error) {
        showError(status, error);
        button.disabled = false;
      }
    });
    showPage(main, title, [
      h('p', {}, 'You were invited to an organization on Proofpay. Accepting adds you to it with the role the invitation names.'),
      status,
      h('div', { class: 'actions' }, button),
    ]);
  },
};
