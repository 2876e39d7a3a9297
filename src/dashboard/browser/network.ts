/**
 * A project's resources are per network (testnet for sk_test_ keys, mainnet for sk_live_): the
 * page's `?network=` says which, testnet unless it says mainnet, and a switch between the two.
 */
import { h } from './dom.js';

export const NETWORKS = ['testnet', 'mainnet'] as const;
export type Network = (typeof NETWORKS)[number];

export const networkOf = (query: URLSearchParams): Network => (query.get('network') === 'mainnet' ? 'mainnet' : 'testnet');

/** The /api path of a project's resources on a network: `/api/projects/{id}/networks/{network}` + `below`. */
export const scopePath = (projectId: string, network: Network, below = '') => `/api/projects/${encodeURIComponent(projectId)}/networks/${network}${below}`;

/** `path` with the query of `values` that are set (empty, null and undefined ones left out). */
export function withQuery(path: string, values: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return query.size > 0 ? `${path}?${query}` : path;
}

/**
 * This page on either network, the current one marked. Only `?network=` is kept: a filter or a
 * page cursor was made on one network and means nothing on the other.
 */
export function networkSwitch(network: Network): HTMLElement {
  const link = (value: Network, label: string) =>
    h('li', {}, h('a', { href: withQuery(location.pathname, { network: value }), 'aria-current': value === network ? 'page' : null }, label));
  return h('nav', { class: 'network-switch', 'aria-label': 'Network' }, h('ul', {}, link('testnet', 'Testnet'), link('mainnet', 'Mainnet')));
}
