/**
 * A project's circuits: its Circom files (view, edit, add, delete) and its ZK proof records (create,
 * compile with the progress shown live, artifacts, deploy the verifier with its status live, and the
 * interface snippets of its deployments). Members read; admins change, as the /api rules say.
 */
import { api, type CircomFile, type DeployChainList, type Organization, type Project, type VerifierInterface, type ZkProof } from './api.js';
import { type Child, formatDate, h, replace, table } from './dom.js';
import { act, apiForm, showError } from './forms.js';
import { pollWhile, whenChanged } from './live.js';
import { NETWORKS, scopePath } from './network.js';
import { projectPath } from './page-projects.js';
import { type Crumb, DASHBOARD, type Page, type PageContext, showPage } from './router.js';

export const circuitsPath = (projectId: string, below = '') => projectPath(projectId, `/circuits${below}`);
const filePath = (projectId: string, fileId: string) => circuitsPath(projectId, `/files/${encodeURIComponent(fileId)}`);
const proofPath = (projectId: string, proofId: string) => circuitsPath(projectId, `/proofs/${encodeURIComponent(proofId)}`);

/** Statuses during which the record changes by itself: the page follows them. */
const WORKING: readonly ZkProof['status'][] = ['compiling', 'deploying'];

/** What the /api serves as a record's artifacts (GET /api/zk-proofs/{id}/artifacts/{name}), with what each is for. */
const ARTIFACTS: [name: string, what: string][] = [
  ['circuit.wasm', 'witness generator'],
  ['circuit_final.zkey', 'proving key'],
  ['verification_key.json', 'verification key'],
  ['verifier.sol', 'Solidity verifier'],
  ['circuit.r1cs', 'constraint system'],
  ['circuit.sym', 'signal names'],
];

/** The project and whether the signed-in person administers it (and so may change its circuits). */
async function projectAndRole(projectId: string): Promise<{ project: Project; admin: boolean }> {
  const { project } = await api<{ project: Project }>('GET', `/api/projects/${encodeURIComponent(projectId)}`);
  const { organization } = await api<{ organization: Organization }>('GET', `/api/organizations/${encodeURIComponent(project.organization_id)}`);
  return { project, admin: organization.user_role === 'admin' };
}

const crumbsOf = (project: Project, ...more: Crumb[]): Crumb[] => [['Projects', `${DASHBOARD}/projects`], [project.name, projectPath(project.id)], ...more];

/** A record's status as words: with the stage and percentage while compiling. */
function statusText(proof: ZkProof): string {
  if (proof.status === 'compiling') return `compiling: ${proof.stage ?? 'queued'} (${proof.progress ?? 0} %)`;
  if (proof.status === 'failed' && proof.stage) return `failed at ${proof.stage}`;
  return proof.status;
}

export const circuitsPage: Page = {
  path: '/projects/:id/circuits',
  section: 'projects',
  async render(context) {
    const projectId = context.params.id!;
    const query = `?${new URLSearchParams({ project_id: projectId })}`;
    const [{ project, admin }, { files }, { proofs }] = await Promise.all([
      projectAndRole(projectId),
      api<{ files: CircomFile[] }>('GET', `/api/circom-files${query}`),
      api<{ proofs: ZkProof[] }>('GET', `/api/zk-proofs${query}`),
    ]);
    const proofsTable = h('div', { 'aria-live': 'polite' });
    const proofsProblem = h('div', { role: 'alert', class: 'error' });
    const showProofs = whenChanged((list: ZkProof[]) =>
      replace(
        proofsTable,
        list.length === 0
          ? h('p', {}, 'No proof record yet.')
          : table(
              'Proof records',
              ['Name', 'Circuit', 'Status', 'Version', 'Updated'],
              list.map((proof) => [
                h('a', { href: proofPath(projectId, proof.id) }, proof.name),
                h('code', {}, proof.circuit_path),
                statusText(proof),
                proof.version ?? '',
                formatDate(proof.updated_at),
              ]),
            ),
      ),
    );
    showProofs(proofs);
    showPage(
      context.main,
      'Circuits',
      [
        h(
          'section',
          { 'aria-labelledby': 'files' },
          h('h2', { id: 'files' }, 'Circom files'),
          files.length === 0
            ? h('p', {}, 'No file yet.')
            : table(
                'Circom files',
                ['Name', 'Type', 'Updated'],
                files.map((file) => [h('a', { href: filePath(projectId, file.id) }, file.name), file.file_type, formatDate(file.updated_at)]),
              ),
          admin ? newFileForm(context, projectId) : null,
        ),
        h(
          'section',
          { 'aria-labelledby': 'proofs' },
          h('h2', { id: 'proofs' }, 'Proof records'),
          proofsProblem,
          proofsTable,
          admin ? newProofForm(context, projectId, files) : null,
        ),
      ],
      crumbsOf(project, ['Circuits']),
    );
    if (proofs.some((proof) => WORKING.includes(proof.status))) {
      pollWhile(proofsTable, proofsProblem, async () => {
        const fresh = (await api<{ proofs: ZkProof[] }>('GET', `/api/zk-proofs${query}`)).proofs;
        showProofs(fresh);
        return fresh.some((proof) => WORKING.includes(proof.status));
      });
    }
  },
};

function newFileForm(context: PageContext, projectId: string): HTMLElement {
  const type = h('select', { id: 'new-file-type' }, h('option', { value: 'circuit' }, 'Circuit (.circom)'), h('option', { value: 'input' }, 'Input (.json)'));
  const picker = h('input', { id: 'new-file-upload', type: 'file', accept: '.circom,.json' });
  const form = apiForm({
    fields: [
      { name: 'name', label: 'Name', required: true, hint: 'A relative path such as multiplier.circom or lib/hash.circom.' },
      { name: 'content', label: 'Content', type: 'textarea', required: true },
    ],
    extra: [h('div', {}, h('label', { for: 'new-file-type' }, 'Type'), type), h('div', {}, h('label', { for: 'new-file-upload' }, 'Or upload a file'), picker)],
    submitLabel: 'Add file',
    async submit({ name }, sent) {
      // The content as written, not trimmed as the other values are.
      const content = (sent.elements.namedItem('content') as HTMLTextAreaElement).value;
      await api('POST', '/api/circom-files', { project_id: projectId, name, content, file_type: type.value });
      await context.navigate(location.pathname, { replace: true });
    },
  });
  picker.addEventListener('change', async () => {
    const file = picker.files?.[0];
    if (!file) return;
    (form.elements.namedItem('content') as HTMLTextAreaElement).value = await file.text();
    const name = form.elements.namedItem('name') as HTMLInputElement;
    if (!name.value) name.value = file.name;
    type.value = file.name.endsWith('.json') ? 'input' : 'circuit';
  });
  return h('section', { class: 'card', 'aria-labelledby': 'new-file' }, h('h3', { id: 'new-file' }, 'Add a file'), form);
}

function newProofForm(context: PageContext, projectId: string, files: CircomFile[]): HTMLElement {
  const circuits = files.filter((file) => file.file_type === 'circuit');
  const heading = h('h3', { id: 'new-proof' }, 'New proof record');
  if (circuits.length === 0) return h('section', { class: 'card', 'aria-labelledby': 'new-proof' }, heading, h('p', {}, 'Add a circuit file first.'));
  const circuit = h(
    'select',
    { id: 'new-proof-circuit' },
    circuits.map((file) => h('option', { value: file.name }, file.name)),
  );
  const form = apiForm({
    fields: [{ name: 'name', label: 'Name', required: true }],
    extra: [h('div', {}, h('label', { for: 'new-proof-circuit' }, 'Circuit'), circuit)],
    submitLabel: 'Create proof record',
    async submit({ name }) {
      const { proof } = await api<{ proof: ZkProof }>('POST', '/api/zk-proofs', { name, project_id: projectId, circuit_path: circuit.value });
      await context.navigate(proofPath(projectId, proof.id));
    },
  });
  return h('section', { class: 'card', 'aria-labelledby': 'new-proof' }, heading, form);
}

export const circomFilePage: Page = {
  path: '/projects/:id/circuits/files/:fileId',
  section: 'projects',
  async render(context) {
    const [{ project, admin }, { file }] = await Promise.all([
      projectAndRole(context.params.id!),
      api<{ file: CircomFile }>('GET', `/api/circom-files/${encodeURIComponent(context.params.fileId!)}`),
    ]);
    const saved = h('p', { role: 'status', class: 'muted' });
    const body: Child[] = [
      h('p', { class: 'muted' }, `${file.file_type === 'circuit' ? 'Circuit' : 'Input'} file · updated ${formatDate(file.updated_at)}`),
      admin
        ? [
            saved,
            apiForm({
              fields: [{ name: 'content', label: 'Content', type: 'textarea', value: file.content }],
              submitLabel: 'Save',
              async submit(_values, form) {
                replace(saved);
                const content = (form.elements.namedItem('content') as HTMLTextAreaElement).value;
                await api('PUT', '/api/circom-files', { files: [{ id: file.id, content }] });
                replace(saved, `Saved at ${new Date().toLocaleTimeString()}.`);
              },
            }),
            deleteFileButton(context, project, file),
          ]
        : h('pre', { class: 'code', role: 'region', tabindex: 0, 'aria-label': `Content of ${file.name}` }, h('code', {}, file.content)),
    ];
    showPage(context.main, file.name, body, crumbsOf(project, ['Circuits', circuitsPath(project.id)], [file.name]));
  },
};

function deleteFileButton(context: PageContext, project: Project, file: CircomFile): HTMLElement {
  const status = h('div', { role: 'alert', class: 'error' });
  const button = h(
    'button',
    {
      type: 'button',
      class: 'danger',
      onclick: async () => {
        replace(status);
        try {
          await api('DELETE', `/api/circom-files/${encodeURIComponent(file.id)}`);
          await context.navigate(circuitsPath(project.id), { replace: true });
        } catch (error) {
          showError(status, error);
        }
      },
    },
    `Delete ${file.name}`,
  );
  return h('section', { 'aria-labelledby': 'delete-file' }, h('h2', { id: 'delete-file' }, 'Delete'), status, button);
}

export const proofRecordPage: Page = {
  path: '/projects/:id/circuits/proofs/:proofId',
  section: 'projects',
  async render(context) {
    const proofUrl = `/api/zk-proofs/${encodeURIComponent(context.params.proofId!)}`;
    const [{ project, admin }, { proof }] = await Promise.all([projectAndRole(context.params.id!), api<{ proof: ZkProof }>('GET', proofUrl)]);
    const state = h('div', { 'aria-live': 'polite' });
    const stateProblem = h('div', { role: 'alert', class: 'error' });
    const showState = whenChanged((current: ZkProof) => replace(state, stateCard(current)));
    showState(proof);
    const compiled = proof.version !== null;
    showPage(
      context.main,
      proof.name,
      [
        stateProblem,
        state,
        admin ? compileButton(context, proof) : null,
        h(
          'section',
          { 'aria-labelledby': 'artifacts' },
          h('h2', { id: 'artifacts' }, 'Artifacts'),
          compiled
            ? h(
                'ul',
                { class: 'artifacts' },
                ARTIFACTS.map(([name, what]) =>
                  h('li', {}, h('a', { href: `${proofUrl}/artifacts/${name}`, download: name }, name), h('span', { class: 'muted' }, ` ${what}`)),
                ),
              )
            : h('p', {}, 'Compile the record to get its artifacts.'),
        ),
        h(
          'section',
          { 'aria-labelledby': 'deployments' },
          h('h2', { id: 'deployments' }, 'Verifier on chain'),
          deploymentsTable(proof),
          admin && compiled ? await deployForm(context, project, proof) : null,
        ),
        compiled ? await interfaceSection(project, proof) : null,
      ],
      crumbsOf(project, ['Circuits', circuitsPath(project.id)], [proof.name]),
    );
    if (WORKING.includes(proof.status)) {
      pollWhile(state, stateProblem, async () => {
        const fresh = (await api<{ proof: ZkProof }>('GET', proofUrl)).proof;
        if (WORKING.includes(fresh.status)) {
          showState(fresh);
          return true;
        }
        // Done: the artifacts, deployments and snippets it may have brought are shown afresh.
        await context.navigate(location.pathname, { replace: true });
        return false;
      });
    }
  },
};

function stateCard(proof: ZkProof): HTMLElement {
  return h(
    'div',
    { class: 'card' },
    h(
      'dl',
      { class: 'facts' },
      h('dt', {}, 'Status'),
      h('dd', { id: 'proof-status' }, statusText(proof)),
      proof.status === 'compiling'
        ? [
            h('dt', {}, 'Progress'),
            h('dd', {}, h('progress', { max: 100, value: proof.progress ?? 0, 'aria-label': 'Compile progress' }, `${proof.progress ?? 0} %`)),
          ]
        : null,
      h('dt', {}, 'Version in force'),
      h('dd', {}, proof.version === null ? 'none yet' : String(proof.version)),
      h('dt', {}, 'Circuit'),
      h('dd', {}, h('code', {}, proof.circuit_path)),
      h('dt', {}, 'Record id'),
      h('dd', {}, h('code', {}, proof.id)),
    ),
    proof.status === 'failed' && proof.error
      ? [
          h('h2', { id: 'proof-error' }, 'Why it failed'),
          h('pre', { class: 'code', role: 'region', tabindex: 0, 'aria-labelledby': 'proof-error' }, h('code', {}, proof.error)),
        ]
      : null,
  );
}

function compileButton(context: PageContext, proof: ZkProof): HTMLElement {
  const status = h('div', { role: 'alert', class: 'error' });
  const button = h(
    'button',
    {
      type: 'button',
      disabled: WORKING.includes(proof.status),
      onclick: () =>
        act(button, status, async () => {
          await api('POST', `/api/zk-proofs/${encodeURIComponent(proof.id)}/compile`);
          await context.navigate(location.pathname, { replace: true });
        }),
    },
    proof.version === null ? 'Compile' : 'Compile again',
  );
  return h('div', {}, status, h('div', { class: 'actions' }, button));
}

function deploymentsTable(proof: ZkProof): HTMLElement {
  if (proof.deployments.length === 0) return h('p', {}, 'Not deployed on any chain.');
  return table(
    'Deployments',
    ['Chain', 'Contract', 'Transaction', 'Block', 'Deployed'],
    proof.deployments.map((deployment) => [
      deployment.chain,
      h('code', {}, deployment.contract_address),
      deployment.tx_hash ? h('code', {}, deployment.tx_hash) : 'already there',
      deployment.block_number,
      formatDate(deployment.deployed_at),
    ]),
  );
}

/** Deploy to a chain of either network: the chains each network offers, those the service cannot deploy to shown with why. */
async function deployForm(context: PageContext, project: Project, proof: ZkProof): Promise<HTMLElement> {
  const lists = await Promise.all(NETWORKS.map((network) => api<DeployChainList>('GET', scopePath(project.id, network, '/chains')).then((list) => list.data)));
  const chains = lists.flat();
  const heading = h('h3', { id: 'deploy' }, 'Deploy the verifier');
  if (!chains.some((each) => each.deployable)) {
    // Nothing to choose: say why each chain is out of reach, for the operator to fix.
    return h(
      'section',
      { 'aria-labelledby': 'deploy' },
      heading,
      h('p', {}, 'The service cannot deploy to any chain yet; its operator configures deployer keys and RPC URLs.'),
      h(
        'ul',
        { id: 'undeployable-chains' },
        chains.map((each) => h('li', {}, `${each.name} (${each.network}): ${each.unavailable_reason}`)),
      ),
    );
  }
  const status = h('div', { role: 'alert', class: 'error' });
  const chain = h(
    'select',
    { id: 'deploy-chain' },
    chains.map((each) =>
      h(
        'option',
        { value: each.chain, disabled: !each.deployable },
        `${each.name} (${each.network})${each.deployable ? '' : `: unavailable, ${each.unavailable_reason}`}`,
      ),
    ),
  );
  chain.value = chains.find((each) => each.deployable)!.chain;
  const button = h('button', { type: 'submit', disabled: WORKING.includes(proof.status) }, 'Deploy verifier');
  const form = h(
    'form',
    { class: 'stack', 'aria-labelledby': 'deploy' },
    heading,
    status,
    h('div', {}, h('label', { for: 'deploy-chain' }, 'Chain'), chain),
    h('div', { class: 'actions' }, button),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void act(button, status, async () => {
      await api('POST', `/api/zk-proofs/${encodeURIComponent(proof.id)}/deploy`, { chain: chain.value });
      await context.navigate(location.pathname, { replace: true });
    });
  });
  return form;
}

/** A snippet under its heading, the code a focusable region named by the heading. */
const snippetBlock = (id: string, title: string, code: string) => [
  h('h3', { id }, title),
  h('pre', { class: 'code', role: 'region', tabindex: 0, 'aria-labelledby': id }, h('code', {}, code)),
];

/** How to call the deployed verifier: the interface of its latest deployment on each network it is on. */
async function interfaceSection(project: Project, proof: ZkProof): Promise<HTMLElement> {
  const networks = [...new Set(proof.deployments.map((deployment) => deployment.network))];
  // A network whose interface cannot be had (a chain since left the registry) says why; the rest of the page stands.
  const interfaces = await Promise.all(
    networks.map((network) =>
      api<VerifierInterface>('GET', scopePath(project.id, network, `/zk/proofs/${encodeURIComponent(proof.id)}/interface`)).catch((error: unknown) => {
        const status = h('p', { class: 'error' });
        showError(status, error);
        return status;
      }),
    ),
  );
  return h(
    'section',
    { 'aria-labelledby': 'interface' },
    h('h2', { id: 'interface' }, 'Calling the verifier'),
    interfaces.length === 0
      ? h('p', {}, 'Deploy the verifier to get its address, ABI and call snippets.')
      : interfaces.map((each) =>
          each instanceof HTMLElement
            ? each
            : [
                h(
                  'p',
                  {},
                  `${each.chain} (chain ${each.chain_id}, ${each.network}): `,
                  h('code', {}, each.contract_address),
                  ` · ${each.public_signal_count} public signals`,
                ),
                (['curl', 'viem', 'cast', 'solidity'] as const).map((tool) => snippetBlock(`snippet-${each.network}-${tool}`, tool, each.snippets[tool])),
                h(
                  'p',
                  {},
                  'Or check a verified proof by its attestation root, without a pairing: registry ',
                  each.attestation.registry_address ? h('code', {}, each.attestation.registry_address) : 'not available (no deployer key on this network)',
                  '.',
                ),
                (['solidity', 'viem'] as const).map((tool) =>
                  snippetBlock(`attestation-snippet-${each.network}-${tool}`, `attestation, ${tool}`, each.attestation.snippets[tool]),
                ),
              ],
        ),
  );
}
