import t from 'tap';
import { startTestApp } from '../helpers/app.js';
import { assertPlatformError, caller } from '../helpers/platform.js';
import { idShape } from '../helpers/ids.js';

const app = await startTestApp(t, { worker: false });
const ada = await caller(app, 'ada@example.test', { given_name: 'Ada', family_name: 'Lovelace' });
const bob = await caller(app, 'bob@example.test', { given_name: 'Bob', family_name: 'Builder' });
const adaProfile = (await ada('GET', '/api/user/profile')).body.profile;
const bobProfile = (await bob('GET', '/api/user/profile')).body.profile;

const ORGANIZATION_FIELDS = ['created_at', 'current_plan_id', 'id', 'member_count', 'name', 'owner_id', 'projects_count', 'updated_at', 'user_role'];
const PROFILE_FIELDS = ['created_at', 'email', 'first_name', 'id', 'is_admin', 'last_name', 'onboarding_completed', 'updated_at'];
const isoDate = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

t.test('an organization is created, listed, read, renamed and deleted with every field', async (t) => {
  const created = await ada('POST', '/api/organizations', { name: '  Acme Labs  ' });
  t.equal(created.status, 201);
  const org = created.body.organization;
  t.same(Object.keys(org).sort(), ORGANIZATION_FIELDS);
  t.match(org, {
    id: idShape('org'),
    name: 'Acme Labs',
    created_at: isoDate,
    updated_at: isoDate,
    member_count: 1,
    projects_count: 0,
    user_role: 'admin',
    current_plan_id: 'plan_free',
    owner_id: adaProfile.id,
  });

  const list = await ada('GET', '/api/organizations');
  t.equal(list.status, 200);
  t.same(list.body.organizations, [org]);
  const one = await ada('GET', `/api/organizations/${org.id}`);
  t.equal(one.status, 200);
  t.same(one.body, { organization: org });

  const renamed = await ada('PATCH', `/api/organizations/${org.id}`, { name: 'Acme' });
  t.equal(renamed.status, 200);
  t.equal(renamed.body.organization.name, 'Acme');
  t.ok(renamed.body.organization.updated_at >= org.updated_at);

  await ada('POST', '/api/projects', { organization_id: org.id, name: 'Shop' });
  t.equal((await ada('GET', `/api/organizations/${org.id}`)).body.organization.projects_count, 1, 'projects are counted');

  const deleted = await ada('DELETE', `/api/organizations/${org.id}`);
  t.equal(deleted.status, 200);
  t.type(deleted.body.message, 'string');
  assertPlatformError(t, await ada('GET', `/api/organizations/${org.id}`), 404);
  const { rows } = await app.db.query(
    'SELECT (SELECT count(*) FROM projects WHERE organization_id = $1)::int AS projects, (SELECT count(*) FROM memberships WHERE organization_id = $1)::int AS members',
    [org.id],
  );
  t.same(rows[0], { projects: 0, members: 0 }, 'its projects and memberships went with it');
});

t.test('bodies are validated: 400 with details naming the field', async (t) => {
  assertPlatformError(t, await ada('POST', '/api/organizations', {}), 400, ['name']);
  assertPlatformError(t, await ada('POST', '/api/organizations', { name: 42 }), 400, ['name']);
  assertPlatformError(t, await ada('POST', '/api/organizations', { name: '   ' }), 400, ['name']);
  assertPlatformError(t, await ada('POST', '/api/organizations', { name: 'x'.repeat(101) }), 400, ['name']);
  const unknown = await ada('POST', '/api/organizations', { name: 'A', plan: 'gold' });
  assertPlatformError(t, unknown, 400, ['plan']);
  t.same(unknown.body.details, [{ field: 'plan', message: 'is not allowed' }]);
  t.equal(unknown.body.error, 'plan: is not allowed');
  const org = (await ada('POST', '/api/organizations', { name: 'Valid' })).body.organization;
  assertPlatformError(t, await ada('PATCH', `/api/organizations/${org.id}`, { name: '' }), 400, ['name']);
  assertPlatformError(t, await ada('POST', `/api/organizations/${org.id}/members`, { email: 'not-an-email' }), 400, ['email']);
  assertPlatformError(t, await ada('POST', `/api/organizations/${org.id}/members`, { email: 'nobody@example.test' }), 400, ['email']);
  assertPlatformError(t, await ada('POST', `/api/organizations/${org.id}/members`, { email: 'bob@example.test', role: 'owner' }), 400, ['role']);
});

t.test('unauthenticated calls are 401, unknown organizations 404', async (t) => {
  for (const [method, path] of [
    ['GET', '/api/organizations'],
    ['POST', '/api/organizations'],
    ['GET', '/api/organizations/org_x'],
    ['PATCH', '/api/organizations/org_x'],
    ['DELETE', '/api/organizations/org_x'],
    ['GET', '/api/organizations/org_x/members'],
    ['GET', '/api/user/profile'],
  ]) {
    const response = await app.request(path!, { method: method! });
    t.equal(response.status, 401, `${method} ${path}`);
    t.match(await response.json(), { error: /Missing Authorization header/, details: [] });
  }
  for (const [method, path, json] of [
    ['GET', '/api/organizations/org_missing'],
    ['PATCH', '/api/organizations/org_missing', { name: 'x' }],
    ['DELETE', '/api/organizations/org_missing'],
    ['GET', '/api/organizations/org_missing/members'],
  ] as const) {
    assertPlatformError(t, await ada(method, path, json), 404);
  }
});

t.test('members: the admin adds, promotes, demotes and removes; members read; the last admin stays', async (t) => {
  const org = (await ada('POST', '/api/organizations', { name: 'Team' })).body.organization;
  const members = await ada('GET', `/api/organizations/${org.id}/members`);
  t.equal(members.status, 200);
  t.equal(members.body.members.length, 1);
  const adaMember = members.body.members[0];
  t.same(Object.keys(adaMember).sort(), ['created_at', 'id', 'role', 'user']);
  t.match(adaMember, { id: /^mem_/, role: 'admin', created_at: isoDate });
  t.same(adaMember.user, adaProfile, 'each member carries the user profile');
  t.same(Object.keys(adaMember.user).sort(), PROFILE_FIELDS);

  // Bob cannot see it before he is added.
  assertPlatformError(t, await bob('GET', `/api/organizations/${org.id}`), 404);
  const added = await ada('POST', `/api/organizations/${org.id}/members`, { email: 'BOB@example.test' });
  t.equal(added.status, 201);
  t.match(added.body.member, { id: /^mem_/, role: 'member', user: bobProfile });
  assertPlatformError(t, await ada('POST', `/api/organizations/${org.id}/members`, { email: 'bob@example.test' }), 400, ['email']);

  // Bob, a member, reads but does not do an admin's work.
  const bobView = await bob('GET', `/api/organizations/${org.id}`);
  t.match(bobView.body.organization, { user_role: 'member', member_count: 2, owner_id: adaProfile.id });
  t.equal((await bob('GET', `/api/organizations/${org.id}/members`)).body.members.length, 2);
  t.same(
    (await bob('GET', '/api/organizations')).body.organizations.map((o: { id: string }) => o.id),
    [org.id],
  );
  assertPlatformError(t, await bob('PATCH', `/api/organizations/${org.id}`, { name: 'Mine' }), 403);
  assertPlatformError(t, await bob('DELETE', `/api/organizations/${org.id}`), 403);
  assertPlatformError(t, await bob('POST', `/api/organizations/${org.id}/members`, { email: 'ada@example.test' }), 403);
  assertPlatformError(t, await bob('PATCH', `/api/organizations/${org.id}/members/${adaMember.id}`, { role: 'member' }), 403);
  assertPlatformError(t, await bob('DELETE', `/api/organizations/${org.id}/members/${adaMember.id}`), 403);
  assertPlatformError(t, await bob('POST', '/api/projects', { organization_id: org.id, name: 'P' }), 403);

  // The last admin can be neither demoted nor removed.
  const demoteSelf = await ada('PATCH', `/api/organizations/${org.id}/members/${adaMember.id}`, { role: 'member' });
  assertPlatformError(t, demoteSelf, 400, ['role']);
  t.match(demoteSelf.body.error, /last admin/);
  assertPlatformError(t, await ada('DELETE', `/api/organizations/${org.id}/members/${adaMember.id}`), 400, ['member']);
  assertPlatformError(t, await ada('PATCH', `/api/organizations/${org.id}/members/${adaMember.id}`, { role: 'boss' }), 400, ['role']);
  assertPlatformError(t, await ada('PATCH', `/api/organizations/${org.id}/members/mem_missing`, { role: 'admin' }), 404);

  // Promote Bob; now Ada may step down, and Bob does the admin's work.
  const promoted = await ada('PATCH', `/api/organizations/${org.id}/members/${added.body.member.id}`, { role: 'admin' });
  t.equal(promoted.status, 200);
  t.equal(promoted.body.member.role, 'admin');
  const stepDown = await ada('PATCH', `/api/organizations/${org.id}/members/${adaMember.id}`, { role: 'member' });
  t.equal(stepDown.status, 200);
  t.equal(stepDown.body.member.role, 'member');
  assertPlatformError(t, await ada('PATCH', `/api/organizations/${org.id}`, { name: 'No' }), 403, []);
  const removed = await bob('DELETE', `/api/organizations/${org.id}/members/${adaMember.id}`);
  t.equal(removed.status, 200);
  t.type(removed.body.message, 'string');
  assertPlatformError(t, await ada('GET', `/api/organizations/${org.id}`), 404, []);
  t.equal((await bob('GET', `/api/organizations/${org.id}`)).body.organization.member_count, 1);
});

t.test('a user profile reflects the token', async (t) => {
  const result = await ada('GET', '/api/user/profile');
  t.equal(result.status, 200);
  t.same(Object.keys(result.body.profile).sort(), PROFILE_FIELDS);
  t.match(result.body.profile, {
    email: 'ada@example.test',
    first_name: 'Ada',
    last_name: 'Lovelace',
    is_admin: false,
    onboarding_completed: false,
    created_at: isoDate,
  });
});
