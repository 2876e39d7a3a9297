/**
 * A project's resources are per network (testnet for sk_test_ keys, mainnet for sk_live_): the
 * page's `?network=` says which, testnet unless it says mainnet, and a switch between the two.
 */
import { h } from './dom.js';

export type Network = 'testnet' | 'mainnet';

export const networkOf = (query: URLSearchParams): Network => (query.get('network') === 'mainnet' ? 'mainnet' : 'testnet');

/** The /api path of a project's resources on a network: `/api/projects/{id}/networks/{network}` + `below`. */
export const scopePath = (projectId: string, network: Network, below = '') => `/api/projects/${encodeURIComponent(projectId)}/networks/${network}${below}`;

/** This page on the other network: links, the current one marked. */
export function networkSwitch(network: Network): HTMLElement {
  const link = (value: Network, label: string) => {
    const query = new URLSearchParams(location.search);
    query.set('network', value);
    return h('li', {}, h('a', { href: `${location.pathname}?${query}`, 'aria-current': value === network ? 'page' : null }, label));
  };
  return h('nav', { class: 'network-switch', 'aria-label': 'Network' }, h('ul', {}, link('testnet', 'Test (testnet)'), link('mainnet', 'Live (mainnet)')));
}
