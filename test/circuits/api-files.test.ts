import t from 'tap';
import { circomFileSchema } from '../../src/circuits/schemas.js';
import { startTestApp } from '../helpers/app.js';
import { acmeTeam, assertShape, sampleCircuit, upload } from '../helpers/circuits.js';
import { assertPlatformError, newProject } from '../helpers/platform.js';
import { idShape } from '../helpers/ids.js';

// The file endpoints need no worker.
const app = await startTestApp(t, { worker: false, env: { CIRCUIT_FILE_MAX_BYTES: '4096' } });
const { ada, bob, eve, projectId } = await acmeTeam(app);
const isoDate = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const multiplier = sampleCircuit('multiplier.circom');

t.test('a circuit file and an input file are created, listed and deleted', async (t) => {
  const created = await ada('POST', '/api/circom-files', { project_id: projectId, name: 'lib/multiplier.circom', content: multiplier, file_type: 'circuit' });
  t.equal(created.status, 201);
  t.same(Object.keys(created.body), ['file']);
  assertShape(t, circomFileSchema, created.body.file, 'the file');
  t.match(created.body.file, {
    id: idShape('cf'),
    project_id: projectId,
    name: 'lib/multiplier.circom',
    content: multiplier,
    file_type: 'circuit',
    created_at: isoDate,
  });
  const input = await ada('POST', '/api/circom-files', { project_id: projectId, name: 'input.json', content: '{"a": 3, "b": "11"}', file_type: 'input' });
  t.equal(input.status, 201);

  const listed = await bob('GET', '/api/circom-files');
  t.equal(listed.status, 200, 'a member reads the files');
  t.same(listed.body.files.map((f: any) => f.name).sort(), ['input.json', 'lib/multiplier.circom']);
  t.same((await ada('GET', `/api/circom-files?project_id=${projectId}`)).body.files.length, 2);
  t.same((await ada('GET', `/api/circom-files/${input.body.file.id}`)).body.file, input.body.file);

  const deleted = await ada('DELETE', `/api/circom-files/${input.body.file.id}`);
  t.same(deleted, { status: 200, body: { message: 'Circom file deleted' } });
  assertPlatformError(t, await ada('GET', `/api/circom-files/${input.body.file.id}`), 404);
  t.same(
    (await ada('GET', '/api/circom-files')).body.files.map((f: any) => f.name),
    ['lib/multiplier.circom'],
  );
});

t.test('names are unique in a project, and free in another', async (t) => {
  await upload(ada, projectId, 'unique.circom', multiplier);
  const again = await ada('POST', '/api/circom-files', { project_id: projectId, name: 'unique.circom', content: multiplier, file_type: 'circuit' });
  assertPlatformError(t, again, 400, ['name']);
  t.match(again.body.error, /^name: is already taken/);
  const asInput = await ada('POST', '/api/circom-files', { project_id: projectId, name: 'unique.circom', content: '{}', file_type: 'input' });
  assertPlatformError(t, asInput, 400, ['name']);
  const other = await newProject(ada, 'Other');
  t.equal(
    (await ada('POST', '/api/circom-files', { project_id: other.projectId, name: 'unique.circom', content: multiplier, file_type: 'circuit' })).status,
    201,
  );
});

t.test('bad fields are named: file type, names, input JSON, size, UTF-8, NUL, unknown fields', async (t) => {
  const post = (fields: object) =>
    ada('POST', '/api/circom-files', { project_id: projectId, name: 'x.circom', content: multiplier, file_type: 'circuit', ...fields });
  assertPlatformError(t, await ada('POST', '/api/circom-files', {}), 400, ['project_id', 'name', 'content', 'file_type']);
  assertPlatformError(t, await post({ file_type: 'library' }), 400, ['file_type']);
  assertPlatformError(t, await post({ extra: 1 }), 400, ['extra']);
  for (const name of ['../x.circom', '/etc/x.circom', 'x.txt', 'circomlib/circuits/poseidon.circom', 'a//b.circom']) {
    const result = await post({ name });
    assertPlatformError(t, result, 400, ['name']);
  }
  t.match((await post({ name: 'x.txt' })).body.error, /^name: must end with \.circom/);
  const notObject = await post({ name: 'in.json', file_type: 'input', content: '[1, 2]' });
  assertPlatformError(t, notObject, 400, ['content']);
  t.match(notObject.body.error, /content: input file must be a JSON object/);
  t.match((await post({ name: 'in.json', file_type: 'input', content: '{"a": ' })).body.error, /content: input file is not valid JSON/);
  t.match((await post({ name: 'in.json', file_type: 'input', content: '{"a": 1.5}' })).body.error, /content: a: numbers must be safe integers/);
  t.match((await post({ content: 'x'.repeat(5000) })).body.error, /^content: is 5000 bytes, the limit is 4096/);
  t.match((await post({ content: 'ok \uD800 no' })).body.error, /^content: must not contain a lone UTF-16 surrogate/);
  t.match((await post({ content: 'a\u0000b' })).body.error, /^content: must not contain a NUL character/);
  t.notOk(
    (await ada('GET', '/api/circom-files')).body.files.some((f: any) => f.name === 'x.circom' || f.name === 'in.json'),
    'nothing was stored',
  );
});

t.test('a batch PUT updates every file or none', async (t) => {
  const one = await upload(ada, projectId, 'one.circom', multiplier);
  const two = await upload(ada, projectId, 'two.circom', multiplier);
  const input = await upload(ada, projectId, 'in.json', '{"a": 1}', 'input');
  const contents = async () => Object.fromEntries(((await ada('GET', '/api/circom-files')).body.files as any[]).map((f) => [f.id, f.content]));

  const ok = await ada('PUT', '/api/circom-files', {
    files: [
      { id: one, content: '// one\n' },
      { id: two, content: '// two\n' },
      { id: input, content: '{"a": 2}' },
    ],
  });
  t.same(ok, { status: 200, body: { message: '3 files updated' } });
  const after = await contents();
  t.same([after[one], after[two], after[input]], ['// one\n', '// two\n', '{"a": 2}']);
  const first = (await ada('GET', `/api/circom-files/${one}`)).body.file;
  t.ok(first.updated_at > first.created_at, 'updated_at moves');

  // Each failing batch contains a good update first: it must not be applied.
  const failing: Array<[object[], number, string[]]> = [
    [
      [
        { id: one, content: 'changed' },
        { id: input, content: 'not json' },
      ],
      400,
      ['files[1].content'],
    ],
    [
      [
        { id: one, content: 'changed' },
        { id: 'cf_missing', content: 'x' },
      ],
      404,
      ['files[1].id'],
    ],
    [
      [
        { id: one, content: 'changed' },
        { id: one, content: 'again' },
      ],
      400,
      ['files[1].id'],
    ],
    [
      [
        { id: one, content: 'changed' },
        { id: two, content: 'x'.repeat(5000) },
      ],
      400,
      ['files[1].content'],
    ],
    [[{ id: one, content: 'changed' }, { id: two }], 400, ['files[1].content']],
  ];
  for (const [files, status, fields] of failing) assertPlatformError(t, await ada('PUT', '/api/circom-files', { files }), status, fields);
  assertPlatformError(t, await ada('PUT', '/api/circom-files', { files: [] }), 400, ['files']);
  t.same(await contents(), after, 'no failing batch changed anything');
});

t.test("another user's files are 404 to read, change or delete; a member may read but not write (403)", async (t) => {
  const file = await upload(ada, projectId, 'private.circom', multiplier);
  t.same((await eve('GET', '/api/circom-files')).body.files, [], 'an outsider lists nothing');
  assertPlatformError(t, await eve('GET', `/api/circom-files/${file}`), 404);
  assertPlatformError(t, await eve('DELETE', `/api/circom-files/${file}`), 404);
  assertPlatformError(t, await eve('PUT', '/api/circom-files', { files: [{ id: file, content: 'pwned' }] }), 404, ['files[0].id']);
  assertPlatformError(
    t,
    await eve('POST', '/api/circom-files', { project_id: projectId, name: 'planted.circom', content: multiplier, file_type: 'circuit' }),
    404,
  );
  // Eve's own file in a batch with Ada's: nothing happens to either.
  const eveProject = await newProject(eve, 'Eve');
  const evesFile = await upload(eve, eveProject.projectId, 'mine.circom', multiplier);
  assertPlatformError(
    t,
    await eve('PUT', '/api/circom-files', {
      files: [
        { id: evesFile, content: '// changed' },
        { id: file, content: 'pwned' },
      ],
    }),
    404,
    ['files[1].id'],
  );
  t.equal((await eve('GET', `/api/circom-files/${evesFile}`)).body.file.content, multiplier);

  assertPlatformError(t, await bob('DELETE', `/api/circom-files/${file}`), 403);
  assertPlatformError(t, await bob('PUT', '/api/circom-files', { files: [{ id: file, content: '// bob' }] }), 403);
  assertPlatformError(t, await bob('POST', '/api/circom-files', { project_id: projectId, name: 'bob.circom', content: multiplier, file_type: 'circuit' }), 403);
  t.equal((await ada('GET', `/api/circom-files/${file}`)).body.file.content, multiplier, 'the file is unchanged');
});
