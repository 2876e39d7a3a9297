import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import t, { type Test } from 'tap';
import { parse, parseAllDocuments } from 'yaml';
import { readSettings } from '../../src/core/config/config.js';
import { WORK_KINDS } from '../../src/core/jobs/work-kinds.js';
import { projectRoot } from '../../src/core/paths.js';
import { serviceSettings } from '../../src/server/settings.js';

// The deployment examples docs/operations.md shows (deploy/compose.yaml, deploy/kubernetes/*.yaml):
// they parse, the Kubernetes objects are valid against the API's schemas (kubernetes-models, offline),
// every container runs one of the image's commands, sets only variables the settings declarations
// read, with values those accept, and is checked by `proofpay health`; and the doc links each file.

const deployDir = path.join(projectRoot, 'deploy');
const read = (file: string) => fs.readFileSync(path.join(deployDir, file), 'utf8');

/** The Dockerfile's final ENTRYPOINT and ENV, to which the examples' commands and mounts refer. */
const dockerfile = fs.readFileSync(path.join(projectRoot, 'Dockerfile'), 'utf8');
const entrypoint = JSON.parse(/^ENTRYPOINT (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
const ptauDir = /PTAU_DIR=(\S+)/.exec(dockerfile)![1]!;
const healthCommand = [...entrypoint, 'health'];

/** Every variable the service reads, from the declarations (docs/operations.md's settings table is made of the same). */
const settingNames = new Set(readSettings({}, serviceSettings).docs.flatMap((doc) => doc.env.split(', ')));

/** What the problems of a process with `env` (and valid stand-ins for the secrets) would be, in production as the image runs. */
function configProblems(env: Record<string, string>): string[] {
  const secrets = {
    DATABASE_URL: 'postgres://proofpay:secret@db.internal:5432/proofpay?sslmode=verify-full',
    PLATFORM_JWT_SECRET: randomBytes(32).toString('hex'),
    RECEIPT_KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    METRICS_TOKEN: randomBytes(16).toString('hex'),
  };
  return readSettings({ NODE_ENV: 'production', DATA_DIR: '/var/lib/proofpay', PTAU_DIR: ptauDir, ...env, ...secrets }, serviceSettings).problems;
}

/** The image command `args` run, when it is one: `start` with a role (and, for a worker, kinds of work), `migrate`, `ptau fetch --power N`. */
function imageCommand(args: readonly string[]): { command: string; role?: string; work?: string[] } | undefined {
  const [command, ...rest] = args;
  if (command === 'migrate' && rest.length === 0) return { command };
  if (command === 'ptau' && rest.length === 3 && rest[0] === 'fetch' && rest[1] === '--power' && /^\d+$/.test(rest[2]!)) return { command: 'ptau fetch' };
  const options = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) {
    if (!rest[i]!.startsWith('--') || rest[i + 1] === undefined || options.has(rest[i]!)) return undefined;
    options.set(rest[i]!, rest[i + 1]!);
  }
  const only = (...names: string[]) => [...options.keys()].every((name) => names.includes(name));
  if (command !== 'start' || !only('--role', '--work')) return undefined;
  const role = options.get('--role');
  const work = options.get('--work')?.split(',');
  if (!['api', 'worker'].includes(role ?? '') || (work && (role !== 'worker' || !work.every((kind) => (WORK_KINDS as readonly string[]).includes(kind)))))
    return undefined;
  return { command, role: role!, ...(work ? { work } : {}) };
}

/** Checks one container's variables: declared names, and values the settings accept. */
function checkEnv(t: Test, where: string, env: Record<string, string>) {
  const unknown = Object.keys(env).filter((name) => !settingNames.has(name));
  t.same(unknown, [], `${where}: every variable is a declared setting`);
  t.same(configProblems(env), [], `${where}: the values are accepted`);
}

t.test('deploy/compose.yaml: the image commands, declared settings, health by `proofpay health`', async (t) => {
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, any>; volumes: Record<string, unknown> };
  // Compose's own interpolation, with the example's values: `${NAME:-default}` and `${NAME:?message}`.
  const example = Object.fromEntries(
    read('example.env')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  const interpolate = (value: string) =>
    String(value).replace(/\$\{([A-Z_]+)(?::[-?]([^}]*))?\}/g, (_, name: string, fallback: string | undefined) => example[name] ?? fallback ?? '');
  t.same(
    Object.keys(example).sort(),
    [...Object.keys(example).filter((name) => name === 'PROOFPAY_IMAGE' || settingNames.has(name))].sort(),
    'example.env sets settings (and the image)',
  );

  const services = compose.services;
  t.same(Object.keys(services).sort(), ['api', 'migrate', 'ptau', 'worker-chain', 'worker-heavy', 'worker-webhooks'], 'the services');
  for (const [name, service] of Object.entries(services)) {
    t.equal(interpolate(service.image), 'proofpay:latest', `${name}: the Proofpay image`);
    const command = imageCommand(service.command);
    t.ok(command, `${name}: one of the image's commands (${service.command.join(' ')})`);
    checkEnv(t, name, Object.fromEntries(Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolate(value as string)])));
    if (command?.command !== 'start') continue;
    t.same(service.healthcheck?.test, ['CMD', ...healthCommand], `${name}: the HEALTHCHECK runs proofpay health`);
    t.same(service.depends_on?.migrate, { condition: 'service_completed_successfully' }, `${name}: starts once migrate has succeeded`);
    const kind = /^worker-(\w+)$/.exec(name)?.[1];
    if (kind) t.same(command, { command: 'start', role: 'worker', work: [kind] }, `${name}: a worker of ${kind} work only`);
    else t.same(command, { command: 'start', role: 'api' }, `${name}: the API`);
  }
  t.same(services.migrate.environment, services.api.environment, 'migrate reads the database and secrets the services do');
  for (const name of ['ptau', 'worker-heavy']) t.ok(services[name].volumes.includes(`ptau:${ptauDir}`), `${name}: the ptau volume at PTAU_DIR`);
  t.same(services['worker-heavy'].depends_on.ptau, { condition: 'service_completed_successfully' }, 'the heavy worker starts once ptau is installed');
});

/** kubernetes-models' class of each kind the manifests use, each validating against the API's OpenAPI schema. */
const models: Record<string, () => Promise<new (data: any) => { validate(): void }>> = {
  'v1/ConfigMap': async () => (await import('kubernetes-models/v1/ConfigMap')).ConfigMap,
  'v1/Secret': async () => (await import('kubernetes-models/v1/Secret')).Secret,
  'v1/Service': async () => (await import('kubernetes-models/v1/Service')).Service,
  'v1/PersistentVolumeClaim': async () => (await import('kubernetes-models/v1/PersistentVolumeClaim')).PersistentVolumeClaim,
  'apps/v1/Deployment': async () => (await import('kubernetes-models/apps/v1/Deployment')).Deployment,
  'batch/v1/Job': async () => (await import('kubernetes-models/batch/v1/Job')).Job,
};

t.test('deploy/kubernetes: valid objects, the image commands, declared settings, probes by `proofpay health`', async (t) => {
  const files = fs.readdirSync(path.join(deployDir, 'kubernetes')).filter((file) => file.endsWith('.yaml'));
  const objects: any[] = [];
  for (const file of files) {
    for (const document of parseAllDocuments(read(`kubernetes/${file}`))) {
      t.same(document.errors, [], `${file}: parses`);
      const object = document.toJS();
      const model = models[`${object.apiVersion}/${object.kind}`];
      if (!model) {
        t.fail(`${file}: ${object.apiVersion} ${object.kind} has no schema here`);
        continue;
      }
      const Model = await model();
      t.doesNotThrow(() => new Model(object).validate(), `${file}: ${object.kind} ${object.metadata.name} is valid`);
      objects.push(object);
    }
  }
  const named = (kind: string, name: string) => objects.find((object) => object.kind === kind && object.metadata.name === name);
  const configMap = named('ConfigMap', 'proofpay-config');
  const secret = named('Secret', 'proofpay-secrets');
  const shared = { ...configMap.data, ...secret.stringData };

  const workloads = [
    ['Job', 'proofpay-migrate', { command: 'migrate' }],
    ['Deployment', 'proofpay-api', { command: 'start', role: 'api' }],
    ...WORK_KINDS.map((kind) => ['Deployment', `proofpay-worker-${kind}`, { command: 'start', role: 'worker', work: [kind] }] as const),
  ] as const;
  t.same(
    objects
      .filter((object) => ['Deployment', 'Job'].includes(object.kind))
      .map((object) => object.metadata.name)
      .sort(),
    workloads.map(([, name]) => name).sort(),
    'the migrate job and the four deployments',
  );
  for (const [kind, name, expected] of workloads) {
    const object = named(kind, name);
    const pod = object.spec.template;
    if (kind === 'Deployment') t.same(object.spec.selector.matchLabels, pod.metadata.labels, `${name}: selects its pods`);
    for (const container of [...(pod.spec.initContainers ?? []), ...pod.spec.containers]) {
      const where = `${name}/${container.name}`;
      t.notOk(container.command, `${where}: the image's entry point`);
      const command = imageCommand(container.args);
      t.ok(command, `${where}: one of the image's commands (${container.args.join(' ')})`);
      for (const from of container.envFrom ?? []) {
        const ref = from.configMapRef?.name ?? from.secretRef?.name;
        t.ok(from.configMapRef ? named('ConfigMap', ref) : named('Secret', ref), `${where}: ${ref} is defined`);
      }
      const own = Object.fromEntries((container.env ?? []).map(({ name: variable, value }: { name: string; value: string }) => [variable, value]));
      checkEnv(t, where, { ...(container.envFrom ? shared : {}), ...own });
      for (const mount of container.volumeMounts ?? []) {
        const volume = pod.spec.volumes.find((candidate: { name: string }) => candidate.name === mount.name);
        t.ok(named('PersistentVolumeClaim', volume?.persistentVolumeClaim?.claimName), `${where}: ${mount.name} is a defined claim`);
        t.equal(mount.mountPath, ptauDir, `${where}: mounted at PTAU_DIR`);
      }
      if (command?.command !== 'start') continue;
      t.same(command, expected, `${where}: ${container.args.join(' ')}`);
      const probes = ['startupProbe', 'readinessProbe', 'livenessProbe'].flatMap((probe) => (container[probe]?.exec ? [container[probe].exec.command] : []));
      t.ok(probes.length > 0, `${where}: probed`);
      for (const probe of probes) t.same(probe, [...healthCommand, '--role', command.role], `${where}: probes run proofpay health --role ${command.role}`);
    }
  }
  const service = named('Service', 'proofpay-api');
  t.same(service.spec.selector, named('Deployment', 'proofpay-api').spec.template.metadata.labels, 'the Service selects the API pods');
});

t.test('docs/operations.md shows every file of deploy/', async (t) => {
  const doc = fs.readFileSync(path.join(projectRoot, 'docs/operations.md'), 'utf8');
  const files = ['compose.yaml', 'example.env', ...fs.readdirSync(path.join(deployDir, 'kubernetes')).map((file) => `kubernetes/${file}`)];
  for (const file of files) t.match(doc, `](../deploy/${file})`, `deploy/${file} is linked`);
  // An excerpt names its file on its first line (`# deploy/…`) and is the file's text, verbatim.
  for (const [, file, excerpt] of doc.matchAll(/```yaml\n# (deploy\/\S+) \(excerpt\)\n([\s\S]*?)```/g)) {
    t.ok(fs.readFileSync(path.join(projectRoot, file!), 'utf8').includes(excerpt!), `the excerpt of ${file} is its text`);
  }
});

t.test('the checks above can fail: a wrong object, command or variable is caught', async (t) => {
  const { Deployment } = await import('kubernetes-models/apps/v1/Deployment');
  const pod = { containers: [{ name: 'api', image: 'proofpay:latest', ports: [{ containerPort: 'http' }] }] };
  t.throws(() => new Deployment({ metadata: { name: 'x' }, spec: { selector: { matchLabels: { a: 'b' } }, template: { spec: pod } } } as never).validate());
  t.notOk(imageCommand(['start', '--role', 'worker', '--work', 'mail']), 'an unknown kind of work');
  t.notOk(imageCommand(['start', '--role', 'api', '--work', 'heavy']), '--work beside the API');
  t.notOk(imageCommand(['ptau', 'fetch']), 'ptau fetch without its power');
  t.notOk(settingNames.has('WORKER_CONCURRENCY'), 'a variable no declaration reads');
  t.ok(configProblems({ WORKER_HEAVY_CONCURRENCY: '0' }).length > 0, 'a value a declaration refuses');
});
