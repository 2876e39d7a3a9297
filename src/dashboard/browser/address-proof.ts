/**
 * A project's receiving address on its page: proven by the organization (and since when) or not,
 * and what that means in plain words for each `receiving_address_control`. An admin proves an
 * unproven address here: the /api's challenge shown to sign (selectable, with Copy), its signature
 * pasted, or signed by the browser's injected wallet (EIP-1193 `personal_sign`) when there is one.
 * Members see the standing without the controls; the /api refuses them anyway.
 */
import { api, type Project } from './api.js';
import { type Child, formatDate, h, replace, statusBadge } from './dom.js';
import { act, apiForm, copyButton } from './forms.js';

type Control = NonNullable<Project['receiving_address_control']>;

/** How each standing reads: its badge (text and styles.ts kind) and why it matters. */
const STANDINGS: Record<Control, { badge: string; kind: string; why: string }> = {
  proven: {
    badge: 'proven',
    kind: 'proven',
    why: 'Your organization proved it controls this address: no other organization can use it, payments to it without a session’s exact amount are yours, and live keys take payments at it.',
  },
  unproven: {
    badge: 'not proven',
    kind: 'pending',
    why: 'Only your organization’s projects use this address, so test keys take sessions at it and payments to it without a session’s exact amount are yours. Live keys need a proven address.',
  },
  unproven_shared: {
    badge: 'not proven, shared',
    kind: 'pending',
    why: 'Other organizations’ projects have used this address too: payments without a session’s exact amount go to nobody until one organization proves it. Live keys need a proven address.',
  },
  proven_by_another_organization: {
    badge: 'proven by another organization',
    kind: 'failed',
    why: 'Another organization proved it controls this address: this project takes no new sessions at it. Set an address your organization controls.',
  },
};

/** Whether this organization can still prove the address (one another organization proved would be refused, 409). */
const provable = (project: Project) => project.receiving_address_control === 'unproven' || project.receiving_address_control === 'unproven_shared';

const proofPath = (project: Project, below: 'challenge' | 'proof') => `/api/projects/${encodeURIComponent(project.id)}/receiving_address/${below}`;

/** The section of the project's page; `admin` shows the proof flow. Redraws itself once the address is proven. */
export function addressSection(project: Project, admin: boolean): HTMLElement {
  // The outcome of a proof, announced (and focused) once the flow that led to it is gone.
  const outcome = h('p', { role: 'status', class: 'outcome', tabindex: -1 });
  const body = h('div', {});
  const draw = (current: Project) =>
    replace(
      body,
      standing(current),
      provable(current) ? (admin ? proofFlow(current, proven) : h('p', { class: 'muted' }, 'An admin of the organization can prove it.')) : null,
    );
  const proven = (updated: Project) => {
    draw(updated);
    replace(outcome, `Address proven: ${formatDate(updated.receiving_address_proven_at)}.`);
    outcome.focus();
  };
  draw(project);
  return h('section', { class: 'card', 'aria-labelledby': 'receiving-address' }, h('h2', { id: 'receiving-address' }, 'Receiving address'), body, outcome);
}

function standing(project: Project): Child[] {
  if (project.receiving_address === null || project.receiving_address_control === null) {
    return [h('p', {}, 'Not set: checkout sessions need one.')];
  }
  const { badge, kind, why } = STANDINGS[project.receiving_address_control];
  return [
    h(
      'dl',
      { class: 'facts' },
      h('dt', {}, 'Address'),
      h('dd', {}, h('code', {}, project.receiving_address)),
      h('dt', {}, 'Control'),
      h('dd', { id: 'address-control' }, statusBadge(badge, kind)),
      project.receiving_address_proven_at ? [h('dt', {}, 'Proven on'), h('dd', {}, formatDate(project.receiving_address_proven_at))] : null,
    ),
    h('p', {}, why),
  ];
}

/** "Prove this address": asks for a challenge, then shows it to sign. Asking again replaces it (one expires in 10 minutes). */
function proofFlow(project: Project, proven: (project: Project) => void): HTMLElement {
  const status = h('div', { role: 'alert', class: 'error' });
  const step = h('div', {});
  const ask = h('button', { type: 'button' }, 'Prove this address');
  ask.addEventListener('click', () =>
    act(ask, status, async () => {
      const challenge = await api<{ message: string; expires_at: string }>('POST', proofPath(project, 'challenge'));
      replace(step, signStep(project, challenge, proven));
      ask.textContent = 'Ask for a new message';
      ask.classList.add('secondary');
      step.querySelector<HTMLElement>('h3')?.focus();
    }),
  );
  return h(
    'div',
    { class: 'address-proof' },
    h('p', {}, 'Prove that your organization controls it by signing a message with the address: signing moves no funds and costs no gas.'),
    h('div', { class: 'actions' }, ask),
    status,
    step,
  );
}

function signStep(project: Project, challenge: { message: string; expires_at: string }, proven: (project: Project) => void): HTMLElement {
  const prove = async (signature: string) => proven((await api<{ project: Project }>('POST', proofPath(project, 'proof'), { signature })).project);
  const wallet = injectedWallet();
  const form = apiForm({
    fields: [
      { name: 'signature', label: 'Signature', required: true, hint: 'The message above signed by the address (EIP-191 personal_sign): 0x followed by hex.' },
    ],
    submitLabel: 'Submit signature',
    submit: ({ signature = '' }) => prove(signature),
  });
  return h(
    'div',
    { class: 'sign-step' },
    h('h3', { tabindex: -1 }, 'Sign this message with the address'),
    h('p', { class: 'muted' }, `It can be used once, until ${formatDate(challenge.expires_at)}.`),
    h('pre', { class: 'code signed-message' }, h('code', {}, challenge.message)),
    copyButton('Message to sign', challenge.message),
    wallet ? walletSigner(wallet, project.receiving_address!, challenge.message, prove) : null,
    h(
      'p',
      {},
      wallet ? 'Or sign it' : 'Sign it',
      ' with the wallet or tool that holds the address (for example ',
      h('code', {}, 'cast wallet sign'),
      ') and paste the signature:',
    ),
    form,
  );
}

/** An injected EIP-1193 provider (`window.ethereum`): the one call used here. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

export function injectedWallet(): Eip1193Provider | null {
  const ethereum = (window as unknown as { ethereum?: { request?: unknown } }).ethereum;
  return ethereum && typeof ethereum.request === 'function' ? (ethereum as Eip1193Provider) : null;
}

/** `personal_sign` takes the message as hex of its UTF-8 bytes. */
const utf8Hex = (text: string) => `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/** What a wallet's refusal says to the person (4001: they declined). */
function walletProblem(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 4001) return 'You declined in your wallet; nothing was signed.';
  return `Your wallet could not sign${typeof message === 'string' && message ? `: ${message}` : '.'}`;
}

/** "Sign with your wallet": the wallet's accounts must include the address, which then signs the message; the signature is sent as the pasted one would be. */
function walletSigner(wallet: Eip1193Provider, address: string, message: string, prove: (signature: string) => Promise<void>): HTMLElement {
  const status = h('div', { role: 'alert', class: 'error' });
  const button = h('button', { type: 'button' }, 'Sign with your wallet');
  button.addEventListener('click', () =>
    act(button, status, async () => {
      let signature: unknown;
      try {
        const accounts = await wallet.request({ method: 'eth_requestAccounts' });
        const shared = Array.isArray(accounts) ? accounts.map(String) : [];
        if (!shared.some((account) => account.toLowerCase() === address.toLowerCase())) {
          replace(
            status,
            shared.length === 0
              ? `Your wallet shared no account; the message must be signed by ${address}.`
              : `Your wallet’s account is ${shared[0]}, not the receiving address ${address}: switch to that account in your wallet, or sign with the tool that holds it and paste the signature below.`,
          );
          return;
        }
        signature = await wallet.request({ method: 'personal_sign', params: [utf8Hex(message), address] });
      } catch (error) {
        replace(status, walletProblem(error));
        return;
      }
      if (typeof signature !== 'string') {
        replace(status, 'Your wallet answered no signature.');
        return;
      }
      await prove(signature);
    }),
  );
  return h('div', { class: 'wallet-sign' }, h('div', { class: 'actions' }, button), status);
}
