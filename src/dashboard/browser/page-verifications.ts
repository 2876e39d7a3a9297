/**
 * A project's verifications on one network: its queued batches with their progress (followed live
 * while one is queued or running) and its recent verifications, newest first, a page at a time.
 */
import { api, type Project, type VerificationBatch, type ZkProof, type ZkVerification } from './api.js';
import { formatDate, h, replace } from './dom.js';
import { pollWhile, whenChanged } from './live.js';
import { circuitsPath } from './page-circuits.js';
import { projectPath } from './page-projects.js';
import { DASHBOARD, type Page, showPage } from './router.js';

const NETWORKS = ['testnet', 'mainnet'] as const;
type Network = (typeof NETWORKS)[number];

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
    const network: Network = query.get('network') === 'mainnet' ? 'mainnet' : 'testnet';
    const after = query.get('starting_after');
    const base = `/api/projects/${encodeURIComponent(projectId)}/networks/${network}/zk`;
    const verificationsUrl = `${base}/verifications?${new URLSearchParams({ limit: '20', ...(after ? { starting_after: after } : {}) })}`;
    const batchesUrl = `${base}/verification_batches?limit=10`;
    const [{ project }, { proofs }, verifications, batches] = await Promise.all([
      api<{ project: Project }>('GET', `/api/projects/${encodeURIComponent(projectId)}`),
      api<{ proofs: ZkProof[] }>('GET', `/api/zk-proofs?${new URLSearchParams({ project_id: projectId })}`),
      api<ListOf<ZkVerification>>('GET', verificationsUrl),
      api<ListOf<VerificationBatch>>('GET', batchesUrl),
    ]);
    const names = new Map(proofs.map((proof) => [proof.id, proof.name]));
    const batchesPart = h('div', { 'aria-live': 'polite' });
    const verificationsPart = h('div');
    const show = whenChanged(([batchList, verificationList]: [VerificationBatch[], ListOf<ZkVerification>]) => {
      replace(batchesPart, batchesTable(batchList));
      replace(verificationsPart, verificationsTable(projectId, verificationList, names, network));
    });
    show([batches.data, verifications]);
    const here = (wanted: Network) => `${projectPath(projectId, '/verifications')}?${new URLSearchParams({ network: wanted })}`;
    showPage(
      main,
      'Verifications',
      [
        h(
          'nav',
          { 'aria-label': 'Network' },
          h(
            'ul',
            { class: 'actions' },
            NETWORKS.map((each) =>
              h('li', {}, h('a', { href: here(each), 'aria-current': each === network ? 'page' : null }, each === 'testnet' ? 'Testnet' : 'Mainnet')),
            ),
          ),
        ),
        h('section', { 'aria-labelledby': 'batches' }, h('h2', { id: 'batches' }, 'Batches'), batchesPart),
        h('section', { 'aria-labelledby': 'recent' }, h('h2', { id: 'recent' }, after ? 'Older verifications' : 'Recent verifications'), verificationsPart),
      ],
      [['Projects', `${DASHBOARD}/projects`], [project.name, projectPath(projectId)], ['Verifications']],
    );
    if (running(batches.data)) {
      pollWhile(batchesPart, async () => {
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
  return h(
    'div',
    { class: 'table-wrap', tabindex: 0, role: 'region', 'aria-label': 'Batches' },
    h(
      'table',
      {},
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ['Batch', 'Status', 'Progress', 'Valid', 'Invalid', 'Errors', 'Created'].map((label) => h('th', { scope: 'col' }, label)),
        ),
      ),
      h(
        'tbody',
        {},
        batches.map((batch) =>
          h(
            'tr',
            {},
            h('td', {}, h('code', {}, batch.id ?? '')),
            h('td', {}, batch.status),
            h(
              'td',
              {},
              h('progress', { max: batch.item_count, value: batch.processed_count, 'aria-label': `Progress of ${batch.id}` }),
              ` ${batch.processed_count}/${batch.item_count}`,
            ),
            h('td', {}, batch.verified_count),
            h('td', {}, batch.unverified_count),
            h('td', {}, batch.error_count),
            h('td', {}, formatDate(batch.created_at)),
          ),
        ),
      ),
    ),
  );
}

function verificationsTable(projectId: string, list: ListOf<ZkVerification>, names: Map<string, string>, network: Network): HTMLElement {
  if (list.data.length === 0) return h('p', {}, 'No verification on this network yet.');
  const last = list.data.at(-1)!;
  const older = `${projectPath(projectId, '/verifications')}?${new URLSearchParams({ network, starting_after: last.id })}`;
  return h(
    'div',
    {},
    h(
      'div',
      { class: 'table-wrap', tabindex: 0, role: 'region', 'aria-label': 'Verifications' },
      h(
        'table',
        {},
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            ['Verdict', 'Proof record', 'Receipt id', 'Time'].map((label) => h('th', { scope: 'col' }, label)),
          ),
        ),
        h(
          'tbody',
          {},
          list.data.map((verification) =>
            h(
              'tr',
              {},
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
              h('td', {}, formatDate(verification.created_at)),
            ),
          ),
        ),
      ),
    ),
    list.has_more ? h('p', {}, h('a', { href: older }, 'Older verifications')) : null,
  );
}
