import t from 'tap';
import { startAppWithKeyProbe } from '../helpers/platform-server.js';
import { assertPlatformError, caller, type Call } from '../helpers/platform.js';

// Two people, each with an organization, a project and keys of their own; a third is a member.
const app = await startAppWithKeyProbe(t);
const alice = await caller(app, 'alice@example.test');
const mallory = await caller(app, 'mallory@example.test');
const max = await caller(app, 'max@example.test');
await max('GET', '/api/user/profile');

async function estate(owner: Call, name: string) {
  const org = (await owner('POST', '/api/organizations', { name })).body.organization;
  const created = (await owner('POST', '/api/projects', { organization_id: org.id, name: `${name} shop` })).body;
  const members = (await owner('GET', `/api/organizations/${org.id}/members`)).body.members;
  return { org, project: created.project, keys: created.secret_keys, adminMember: members[0] };
}
const a = await estate(alice, 'Alice Co');
const m = await estate(mallory, 'Mallory Inc');
const maxMember = (await alice('POST', `/api/organizations/${a.org.id}/members`, { email: 'max@example.test' })).body.member;

t.test('an outsider can neither see nor change another organization, its members, projects or keys (404)', async (t) => {
  const attempts: Array<[string, string, unknown?]> = [
    ['GET', `/api/organizations/${a.org.id}`],
    ['PATCH', `/api/organizations/${a.org.id}`, { name: 'Pwned' }],
    ['DELETE', `/api/organizations/${a.org.id}`],
    ['GET', `/api/organizations/${a.org.id}/members`],
    ['POST', `/api/organizations/${a.org.id}/members`, { email: 'mallory@example.test', role: 'admin' }],
    ['PATCH', `/api/organizations/${a.org.id}/members/${a.adminMember.id}`, { role: 'member' }],
    ['DELETE', `/api/organizations/${a.org.id}/members/${a.adminMember.id}`],
    ['GET', `/api/projects/${a.project.id}`],
    ['GET', `/api/projects?organization_id=${a.org.id}`],
    ['PATCH', `/api/projects/${a.project.id}`, { receiving_address: '0x52908400098527886E0F7030069857D2E4169EE7' }],
    ['POST', `/api/projects/${a.project.id}/keys/rotate`, { mode: 'live' }],
    ['POST', '/api/projects', { organization_id: a.org.id, name: 'Planted' }],
    // Mallory's own member id used on Alice's organization, and the other way round.
    ['PATCH', `/api/organizations/${m.org.id}/members/${a.adminMember.id}`, { role: 'member' }],
  ];
  for (const [method, path, json] of attempts) {
    const result = await mallory(method, path, json);
    assertPlatformError(t, result, 404);
    t.notMatch(JSON.stringify(result.body), /Alice/, `${method} ${path} reveals nothing`);
  }
  t.same(
    (await mallory('GET', '/api/organizations')).body.organizations.map((o: { id: string }) => o.id),
    [m.org.id],
    'her list holds only her organization',
  );
  t.same(
    (await mallory('GET', '/api/projects')).body.projects.map((p: { id: string }) => p.id),
    [m.project.id],
    'and only her projects',
  );

  // Nothing of Alice's changed.
  const after = (await alice('GET', `/api/organizations/${a.org.id}`)).body.organization;
  t.match(after, { name: 'Alice Co', member_count: 2, projects_count: 1 });
  t.equal((await alice('GET', `/api/projects/${a.project.id}`)).body.project.receiving_address, null);
  t.equal((await app.request('/v1/whoami', { token: a.keys.live })).status, 200, "Alice's live key was not rotated");
  const { rows } = await app.db.query('SELECT count(*)::int AS n FROM memberships WHERE user_id = (SELECT id FROM users WHERE email = $1)', [
    'mallory@example.test',
  ]);
  t.equal(rows[0].n, 1, 'Mallory belongs to her own organization only');
});

t.test("each project's keys open only that project on /v1", async (t) => {
  const aliceView = (await (await app.request('/v1/whoami', { token: a.keys.test })).json()) as any;
  const malloryView = (await (await app.request('/v1/whoami', { token: m.keys.test })).json()) as any;
  t.equal(aliceView.project.id, a.project.id);
  t.equal(malloryView.project.id, m.project.id);
  t.equal(malloryView.project.organization_id, m.org.id);
});

t.test("a member reads but cannot do an admin's work (403)", async (t) => {
  t.equal((await max('GET', `/api/organizations/${a.org.id}`)).body.organization.user_role, 'member');
  t.equal((await max('GET', `/api/projects/${a.project.id}`)).status, 200);
  t.equal((await max('GET', `/api/projects?organization_id=${a.org.id}`)).body.projects.length, 1);
  const denied: Array<[string, string, unknown?]> = [
    ['PATCH', `/api/organizations/${a.org.id}`, { name: 'Max Co' }],
    ['DELETE', `/api/organizations/${a.org.id}`],
    ['POST', `/api/organizations/${a.org.id}/members`, { email: 'mallory@example.test' }],
    ['PATCH', `/api/organizations/${a.org.id}/members/${maxMember.id}`, { role: 'admin' }],
    ['DELETE', `/api/organizations/${a.org.id}/members/${a.adminMember.id}`],
    ['POST', '/api/projects', { organization_id: a.org.id, name: 'Mine' }],
    ['PATCH', `/api/projects/${a.project.id}`, { name: 'Mine' }],
    ['POST', `/api/projects/${a.project.id}/keys/rotate`, { mode: 'test' }],
  ];
  for (const [method, path, json] of denied) assertPlatformError(t, await max(method, path, json), 403);
  t.equal((await max('GET', `/api/organizations/${a.org.id}`)).body.organization.user_role, 'member', 'he could not promote himself');
  t.equal((await app.request('/v1/whoami', { token: a.keys.test })).status, 200, 'the test key was not rotated');
});
