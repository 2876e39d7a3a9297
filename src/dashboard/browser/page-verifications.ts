/**
 * A project's verifications on one network: its queued batches with their progress (followed live
 * while one is queued or running) and its recent verifications, newest first, a page at a time.
 */
import { api, type Project, type VerificationAttestation, type VerificationBatch, type ZkProof, type ZkVerification } from './api.js';
import { formatDate, h, replace, table } from './dom.js';
import { pollWhile, whenChanged } from './live.js';
import { type Network, networkOf, networkSwitch, scopePath, withQuery } from './network.js';
import { circuitsPath } from './page-circuits.js';
import { projectPath } from './page-projects.js';
import { DASHBOARD, type Page, showPage } from './router.js';

interface ListOf<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
}

const running = (batches: VerificationBatch[]) => batches.some((batch) => batch.status === 'queued' || batch.status === 'running');

export const verificationsPage: Page = {
  path: '/projects/:id/verifications',
  section: 'projects',
  async render({ main, params, query }) {
    const projectId = params.id!;
    const network = networkOf(query);
    const after = query.get('starting_after');
    const base = scopePath(projectId, network, '/zk');
    const verificationsUrl = withQuery(`${base}/verifications`, { limit: '20', starting_after: after });
    const batchesUrl = `${base}/verification_batches?limit=10`;
    const [{ project }, { proofs }, verifications, batches] = await Promise.all([
      api<{ project: Project }>('GET', `/api/projects/${encodeURIComponent(projectId)}`),
      api<{ proofs: ZkProof[] }>('GET', `/api/zk-proofs?${new URLSearchParams({ project_id: projectId })}`),
      api<ListOf<ZkVerification>>('GET', verificationsUrl),
      api<ListOf<VerificationBatch>>('GET', batchesUrl),
    ]);
    const names = new Map(proofs.map((proof) => [proof.id, proof.name]));
    const batchesPart = h('div', { 'aria-live': 'polite' });
    const problem = h('div', { role: 'alert', class: 'error' });
    const verificationsPart = h('div');
    const show = whenChanged(([batchList, verificationList]: [VerificationBatch[], ListOf<ZkVerification>]) => {
      replace(batchesPart, batchesTable(batchList));
      replace(verificationsPart, verificationsTable(projectId, verificationList, names, network, base));
    });
    show([batches.data, verifications]);
    showPage(
      main,
      'Verifications',
      [
        networkSwitch(network),
        problem,
        h('section', { 'aria-labelledby': 'batches' }, h('h2', { id: 'batches' }, 'Batches'), batchesPart),
        h('section', { 'aria-labelledby': 'recent' }, h('h2', { id: 'recent' }, after ? 'Older verifications' : 'Recent verifications'), verificationsPart),
      ],
      [['Projects', `${DASHBOARD}/projects`], [project.name, projectPath(projectId)], ['Verifications']],
    );
    if (running(batches.data)) {
      pollWhile(batchesPart, problem, async () => {
        const [freshBatches, freshVerifications] = await Promise.all([
          api<ListOf<VerificationBatch>>('GET', batchesUrl),
          api<ListOf<ZkVerification>>('GET', verificationsUrl),
        ]);
        show([freshBatches.data, freshVerifications]);
        return running(freshBatches.data);
      });
    }
  },
};

function batchesTable(batches: VerificationBatch[]): HTMLElement {
  if (batches.length === 0)
    return h('p', {}, 'No batch on this network. Batches are made by POST /v1/zk/verifications with more items than are verified at once.');
  return table(
    'Batches',
    ['Batch', 'Status', 'Progress', 'Valid', 'Invalid', 'Errors', 'Created'],
    batches.map((batch) => [
      h('code', {}, batch.id ?? ''),
      batch.status,
      [
        h('progress', { max: batch.item_count, value: batch.processed_count, 'aria-label': `Progress of ${batch.id}` }),
        ` ${batch.processed_count}/${batch.item_count}`,
      ],
      batch.verified_count,
      batch.unverified_count,
      batch.error_count,
      formatDate(batch.created_at),
    ]),
  );
}

function verificationsTable(projectId: string, list: ListOf<ZkVerification>, names: Map<string, string>, network: Network, base: string): HTMLElement {
  if (list.data.length === 0) return h('p', {}, 'No verification on this network yet.');
  const last = list.data.at(-1)!;
  const older = withQuery(projectPath(projectId, '/verifications'), { network, starting_after: last.id });
  return h(
    'div',
    {},
    table(
      'Verifications',
      ['Verdict', 'Proof record', 'Receipt id', 'Attestation', 'Time'],
      list.data.map((verification) =>
        h(
          'tr',
          {},
          // The verdict's cell is coloured by its class, so this row is built whole.
          h('td', { class: verification.verified ? 'ok' : 'error' }, verification.verified ? 'valid' : 'invalid'),
          h(
            'td',
            {},
            h(
              'a',
              { href: circuitsPath(projectId, `/proofs/${encodeURIComponent(verification.proof_id)}`) },
              names.get(verification.proof_id) ?? verification.proof_id,
            ),
          ),
          h('td', {}, h('code', {}, verification.id)),
          h('td', {}, verification.verified ? attestationDisclosure(`${base}/verifications/${encodeURIComponent(verification.id)}/attestation`) : 'none'),
          h('td', {}, formatDate(verification.created_at)),
        ),
      ),
    ),
    list.has_more ? h('p', {}, h('a', { href: older }, 'Older verifications')) : null,
  );
}

/**
 * A valid verification's on-chain attestation (docs/attestations.md), read when opened: its status,
 * root and each chain's posting. An older verification without a leaf says so.
 */
function attestationDisclosure(url: string): HTMLElement {
  const body = h('div', { 'aria-live': 'polite' });
  let loaded = false;
  return h(
    'details',
    {
      ontoggle: (event: Event) => {
        if (loaded || !(event.target as HTMLDetailsElement).open) return;
        loaded = true;
        replace(body, 'Loading…');
        api<VerificationAttestation>('GET', url).then(
          (attestation) => replace(body, attestationSummary(attestation)),
          (error: unknown) => {
            loaded = false;
            replace(body, h('span', { class: 'error' }, (error as Error).message));
          },
        );
      },
    },
    h('summary', {}, 'Attestation'),
    body,
  );
}

function attestationSummary(attestation: VerificationAttestation): HTMLElement {
  return h(
    'dl',
    {},
    h('dt', {}, 'Status'),
    h('dd', { class: 'attestation-status' }, attestation.status),
    h('dt', {}, 'Leaf'),
    h('dd', {}, h('code', {}, attestation.leaf)),
    attestation.root
      ? [h('dt', {}, 'Root'), h('dd', {}, h('code', {}, attestation.root), ` (leaf ${attestation.leaf_index} of ${attestation.leaf_count})`)]
      : null,
    attestation.chains.map((chain) => [
      h('dt', {}, chain.chain),
      h('dd', {}, chain.status, chain.tx_hash ? [' ', h('code', {}, chain.tx_hash), `, ${chain.confirmations} confirmations`] : null),
    ]),
  );
}
