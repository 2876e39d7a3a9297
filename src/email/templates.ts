import type { ChainRegistry } from '../core/chain/registry.js';
import { escapeHtml } from '../core/html-escape.js';
import { invitationAcceptUrl } from './invitation-tokens.js';

/**
 * What each e-mail says, in plain text and HTML: no remote images, no scripts, every interpolated
 * value escaped (escapeHtml). Rendered when the message is sent, from the data its change recorded.
 */

export const EMAIL_TEMPLATES = ['invitation', 'receipt', 'refund_succeeded'] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

export interface EmailData {
  invitation: { organization: string; inviter: string | null; role: string; expires_at: string; invitation_id: string };
  receipt: { session_id: string; merchant: string; amount_usd: string; chain: string; token: string; amount: string; tx_hash: string; completed_at: string };
  refund_succeeded: {
    refund_id: string;
    session_id: string;
    project: string;
    chain: string;
    token: string;
    amount: string;
    to_address: string;
    tx_hash: string;
  };
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** What rendering needs beyond a message's data: the base URL, the chains' explorers, and the invitation link's token. */
export interface RenderContext {
  publicBaseUrl: string;
  chains: ChainRegistry;
  invitationToken(invitationId: string): string;
}

/** An HTML document of paragraphs, each already escaped; one link at most per paragraph. */
function page(title: string, paragraphs: string[]): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family: sans-serif; line-height: 1.5">${paragraphs
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('')}</body></html>`;
}

const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

/** A transaction's page on its chain's explorer, or undefined for a chain the registry no longer has. */
function txLink(chains: ChainRegistry, chainKey: string, txHash: string): { url: string | undefined; chainName: string } {
  const chain = chains.chain(chainKey);
  return { url: chain ? `${chain.explorerUrl}/tx/${encodeURIComponent(txHash)}` : undefined, chainName: chain?.name ?? chainKey };
}

export function renderEmail<T extends EmailTemplate>(template: T, data: EmailData[T], ctx: RenderContext): RenderedEmail {
  switch (template) {
    case 'invitation': {
      const d = data as EmailData['invitation'];
      const url = invitationAcceptUrl(ctx.publicBaseUrl, ctx.invitationToken(d.invitation_id));
      const who = d.inviter ?? 'An admin';
      const subject = `You are invited to ${d.organization} on Proofpay`;
      return {
        subject,
        text: `${who} invited you to join ${d.organization} on Proofpay as ${d.role}.\n\nAccept the invitation (sign in with this e-mail address first):\n${url}\n\nThe link works once and expires at ${d.expires_at}. If you did not expect it, ignore this message.\n`,
        html: page(subject, [
          `${escapeHtml(who)} invited you to join <strong>${escapeHtml(d.organization)}</strong> on Proofpay as ${escapeHtml(d.role)}.`,
          `${link(url, 'Accept the invitation')} (sign in with this e-mail address first).`,
          `The link works once and expires at ${escapeHtml(d.expires_at)}. If you did not expect it, ignore this message.`,
        ]),
      };
    }
    case 'receipt': {
      const d = data as EmailData['receipt'];
      const tx = txLink(ctx.chains, d.chain, d.tx_hash);
      const subject = `Your payment to ${d.merchant}: ${d.amount_usd} USD`;
      return {
        subject,
        text: `Thank you for your payment to ${d.merchant}.\n\nAmount: ${d.amount_usd} USD (${d.amount} ${d.token})\nChain: ${tx.chainName}\nTransaction: ${tx.url ?? d.tx_hash}\nCheckout: ${d.session_id}\nCompleted: ${d.completed_at}\n`,
        html: page(subject, [
          `Thank you for your payment to <strong>${escapeHtml(d.merchant)}</strong>.`,
          `Amount: ${escapeHtml(d.amount_usd)} USD (${escapeHtml(d.amount)} ${escapeHtml(d.token)})<br>Chain: ${escapeHtml(tx.chainName)}<br>Transaction: ${
            tx.url ? link(tx.url, d.tx_hash) : escapeHtml(d.tx_hash)
          }<br>Checkout: ${escapeHtml(d.session_id)}<br>Completed: ${escapeHtml(d.completed_at)}`,
        ]),
      };
    }
    case 'refund_succeeded': {
      const d = data as EmailData['refund_succeeded'];
      const tx = txLink(ctx.chains, d.chain, d.tx_hash);
      const subject = `Refund ${d.refund_id} succeeded (${d.project})`;
      return {
        subject,
        text: `The refund ${d.refund_id} of checkout session ${d.session_id} (${d.project}) has succeeded: ${d.amount} ${d.token} to ${d.to_address} on ${tx.chainName}.\nTransaction: ${tx.url ?? d.tx_hash}\n`,
        html: page(subject, [
          `The refund ${escapeHtml(d.refund_id)} of checkout session ${escapeHtml(d.session_id)} (<strong>${escapeHtml(d.project)}</strong>) has succeeded: ${escapeHtml(d.amount)} ${escapeHtml(d.token)} to ${escapeHtml(d.to_address)} on ${escapeHtml(tx.chainName)}.`,
          `Transaction: ${tx.url ? link(tx.url, d.tx_hash) : escapeHtml(d.tx_hash)}`,
        ]),
      };
    }
  }
  throw new Error(`unknown e-mail template ${template satisfies never as string}`);
}
