// A stand-in for `node:20-bookworm-slim`, made where no container registry is reachable: a Debian
// bookworm root (`debootstrap --variant=minbase`, from Debian's own repositories) with this machine's
// Node, npm and CA bundle under /usr/local and /etc/ssl, and a `node` user (uid 1000), as in the
// official image. Two caches, so that only the first run on a machine pays for them:
// - the Debian root, under IMAGE_CACHE_DIR (default /var/cache/proofpay/image-check), reused until
//   deleted (it does not depend on the Node version);
// - the committed image, in buildah's store, named after this machine's Node version.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const NODE_PREFIX = path.resolve(path.dirname(process.execPath), '..');

/** Runs a command, its output passed through; throws with the command line when it fails. */
export function run(command, args, { quiet = false, env, input } = {}) {
  const result = spawnSync(command, args, {
    stdio: [input === undefined ? 'ignore' : 'pipe', quiet ? 'pipe' : 'inherit', 'pipe'],
    encoding: 'utf8',
    input,
    env: env ?? process.env,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw new Error(`${command} ${args.join(' ')}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}:\n${result.stderr}`);
  return result.stdout ?? '';
}

/** True when buildah's store holds an image of that name. */
export function imageExists(name) {
  return spawnSync('buildah', ['inspect', '--type', 'image', name], { stdio: 'ignore' }).status === 0;
}

/** The cached Debian root: made once by debootstrap (about a minute), with the `node` user added. */
function debianRoot(cacheDir, say) {
  const root = path.join(cacheDir, 'bookworm-minbase');
  if (fs.existsSync(path.join(root, '.complete'))) return root;
  fs.mkdirSync(cacheDir, { recursive: true });
  const partial = `${root}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  say(`making the Debian bookworm root with debootstrap in ${root} (once per machine, about a minute)`);
  run('debootstrap', ['--variant=minbase', 'bookworm', partial, process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian'], { quiet: true });
  // The official image's user: the Dockerfile runs the service as `node`.
  run('chroot', [partial, 'groupadd', '--gid', '1000', 'node']);
  run('chroot', [partial, 'useradd', '--uid', '1000', '--gid', 'node', '--shell', '/bin/bash', '--create-home', 'node']);
  // apt's downloaded packages are not part of an image.
  fs.rmSync(path.join(partial, 'var/cache/apt/archives'), { recursive: true, force: true });
  fs.mkdirSync(path.join(partial, 'var/cache/apt/archives/partial'), { recursive: true });
  fs.writeFileSync(path.join(partial, '.complete'), `${new Date().toISOString()}\n`);
  fs.rmSync(root, { recursive: true, force: true });
  fs.renameSync(partial, root);
  return root;
}

/**
 * The stand-in's name in buildah's store, made when missing. Its Node is this machine's (which must
 * be a Node 20 built for glibc, as Debian's and NodeSource's are).
 */
export function ensureNodeStandIn({ cacheDir, say }) {
  const version = process.version.slice(1);
  if (!version.startsWith('20.')) throw new Error(`the stand-in needs this machine's Node to be 20.x, not ${process.version}`);
  const name = `localhost/proofpay-node-standin:${version}-bookworm`;
  if (imageExists(name)) {
    say(`base image: ${name} (cached in buildah's store)`);
    return name;
  }
  const root = debianRoot(cacheDir, say);
  const npmDir = path.join(NODE_PREFIX, 'lib/node_modules/npm');
  if (!fs.existsSync(path.join(npmDir, 'bin/npm-cli.js'))) throw new Error(`npm not found at ${npmDir}`);
  const caBundle = '/etc/ssl/certs/ca-certificates.crt';
  if (!fs.existsSync(caBundle)) throw new Error(`no CA bundle at ${caBundle}: npm inside the build could not reach the registry`);
  say(`making the base image ${name} from ${root}, Node ${process.version} and npm ${run('npm', ['--version'], { quiet: true }).trim()}`);
  const container = run('buildah', ['from', 'scratch'], { quiet: true }).trim();
  try {
    run('buildah', ['copy', '--quiet', container, root, '/'], { quiet: true });
    run('buildah', ['copy', '--quiet', container, process.execPath, '/usr/local/bin/node'], { quiet: true });
    run('buildah', ['copy', '--quiet', container, npmDir, '/usr/local/lib/node_modules/npm'], { quiet: true });
    run('buildah', ['copy', '--quiet', container, caBundle, caBundle], { quiet: true });
    run(
      'buildah',
      [
        'run',
        container,
        '--',
        'sh',
        '-c',
        'rm -f /.complete; cd /usr/local/bin && ln -s ../lib/node_modules/npm/bin/npm-cli.js npm && ln -s ../lib/node_modules/npm/bin/npx-cli.js npx',
      ],
      {
        quiet: true,
      },
    );
    // As the official image: Node's own CA store, plus the bundle copied above (the registry may be
    // reached through a proxy whose CA only that bundle has).
    run('buildah', [
      'config',
      '--env',
      'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--env',
      `NODE_VERSION=${version}`,
      '--env',
      `NODE_EXTRA_CA_CERTS=${caBundle}`,
      '--cmd',
      'node',
      container,
    ]);
    run('buildah', ['commit', '--quiet', '--format', 'docker', container, name], { quiet: true });
  } finally {
    spawnSync('buildah', ['rm', container], { stdio: 'ignore' });
  }
  return name;
}
