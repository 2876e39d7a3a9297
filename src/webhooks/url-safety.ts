/**
 * Where webhooks may be sent (docs/webhooks.md, "URL safety"). Live endpoints: https only; test
 * endpoints may also use plain http. For both, never an address of the service's own network
 * (loopback, private, link-local and so the cloud metadata address, multicast, unspecified,
 * reserved), nor an IPv6 address that embeds one, unless the operator allows private URLs
 * (WEBHOOK_ALLOW_PRIVATE_URLS). The check runs at creation and again on every connection: the socket
 * connects to the very address that passed (DNS rebinding).
 */
import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import type { Network } from '../core/network.js';

const blockedV4 = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blockedV4.addSubnet(prefix, bits, 'ipv4');
}

/** Global unicast IPv6 (2000::/3): every other IPv6 range is local, reserved, multicast or embeds IPv4. */
const globalV6 = new net.BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');
/** The non-public parts of 2000::/3 (2002::/16, 6to4, is judged by the IPv4 address it embeds). */
const blockedV6 = new net.BlockList();
for (const [prefix, bits] of [
  ['2001::', 23], // IETF protocol assignments: Teredo (which embeds IPv4), ORCHID, benchmarking
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
] as const) {
  blockedV6.addSubnet(prefix, bits, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address, written in any of its forms (`::`, a dotted IPv4 tail). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const [head = '', tail] = text.split('::');
  if (tail === undefined) return parse(head);
  const [before, after] = [parse(head), parse(tail)];
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * The IPv4 address an IPv6 address embeds, by its form: IPv4-compatible (`::/96`, which holds `::`
 * and `::1`), IPv4-mapped (`::ffff:0:0/96`), IPv4-translated (`::ffff:0:0:0/96`), NAT64
 * (`64:ff9b::/96`) and 6to4 (`2002::/16`). Undefined for any other address.
 */
export function embeddedIPv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  const v4 = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && (g[5] === 0 || g[5] === 0xffff)) return v4(g[6]!, g[7]!);
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return v4(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!);
  return undefined;
}

/**
 * Why a webhook may not go to this IP address, or undefined when it may: the address must be
 * public, and an IPv6 address that embeds an IPv4 one is judged by the IPv4 address. Every other
 * IPv6 address must be global unicast, which leaves out loopback, unique local (with the
 * fd00:ec2::254 metadata address), link-local, multicast and the local-use NAT64 prefix 64:ff9b:1::/48.
 */
export function unsafeAddressReason(address: string): string | undefined {
  const bare = address.replace(/%.*$/, ''); // without an IPv6 zone (`%eth0`), which names no network
  const v6 = net.isIPv6(bare);
  const v4 = net.isIPv4(bare) ? bare : v6 ? embeddedIPv4(bare) : undefined;
  let blocked: boolean;
  if (v4 !== undefined) blocked = blockedV4.check(v4, 'ipv4');
  else if (v6) blocked = !globalV6.check(bare, 'ipv6') || blockedV6.check(bare, 'ipv6');
  else blocked = true;
  if (!blocked) return undefined;
  const embedding = v4 !== undefined && v4 !== bare ? ` (embedding ${v4})` : '';
  return `points at ${address}${embedding}, an address of a private, loopback, link-local, multicast or reserved network`;
}

/** An unusable endpoint URL: the reason is shown to the merchant as `url: <reason>`. */
export class UnsafeUrlError extends Error {
  override name = 'UnsafeUrlError';
}

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Checks the form of an endpoint URL (scheme, no credentials); the address is checked by `checkUrlAddresses`. */
export function parseEndpointUrl(text: string, network: Network): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UnsafeUrlError('must be an absolute http(s) URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UnsafeUrlError('must be an https URL');
  if (network === 'mainnet' && url.protocol !== 'https:') throw new UnsafeUrlError('must use https for live endpoints');
  if (url.username || url.password) throw new UnsafeUrlError('must not contain credentials');
  if (url.hash) throw new UnsafeUrlError('must not contain a fragment');
  return url;
}

/**
 * Resolves the URL's host, which must resolve, and refuses it when any of its addresses is unsafe,
 * unless private addresses are allowed.
 */
export async function checkUrlAddresses(url: URL, allowPrivate: boolean): Promise<void> {
  const host = hostOf(url);
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await dns.promises.lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      throw new UnsafeUrlError(`host ${host} does not resolve`);
    }
  }
  if (allowPrivate) return;
  for (const address of addresses) {
    const reason = unsafeAddressReason(address);
    if (reason) throw new UnsafeUrlError(reason);
  }
}

/**
 * A `lookup` for http(s).request that resolves as usual and then fails the connection if any
 * address is unsafe: the socket connects only to addresses this check has seen.
 */
export const safeLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as dns.LookupAddress[];
    for (const { address } of list) {
      const reason = unsafeAddressReason(address);
      if (reason) return callback(new UnsafeUrlError(reason), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
};

/** IP literals bypass `lookup` in node's sockets, so they are checked before connecting. */
export function checkLiteralHost(url: URL): void {
  const host = hostOf(url);
  if (!net.isIP(host)) return;
  const reason = unsafeAddressReason(host);
  if (reason) throw new UnsafeUrlError(reason);
}
