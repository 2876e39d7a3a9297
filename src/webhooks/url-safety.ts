/**
 * Where webhooks may be sent (docs/webhooks.md, "URL safety"). Live endpoints: https only, and
 * never to an address of the service's own network (loopback, private, link-local and so the cloud
 * metadata address, multicast, unspecified, reserved). Test endpoints may also use plain http and
 * loopback, so a merchant can receive on its own machine. The check runs at creation and again on
 * every connection: the socket connects to the very address that passed (DNS rebinding).
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
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blockedV4.addSubnet(prefix, bits, 'ipv4');
}
const blockedV6 = new net.BlockList();
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64 of IPv4 addresses, which could be private ones
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local, including the fd00:ec2::254 metadata address
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blockedV6.addSubnet(prefix, bits, 'ipv6');
}

/** An IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, `::ffff:7f00:1`) as its IPv4 address. */
function mappedIPv4(address: string): string | undefined {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

function isLoopback(address: string): boolean {
  const v4 = net.isIPv4(address) ? address : mappedIPv4(address);
  return v4 !== undefined ? v4.startsWith('127.') : address === '::1';
}

/** Why a webhook may not go to this IP address on this network, or undefined when it may. */
export function unsafeAddressReason(address: string, network: Network): string | undefined {
  if (network === 'testnet' && isLoopback(address)) return undefined;
  const v4 = net.isIPv4(address) ? address : mappedIPv4(address);
  const blocked = v4 !== undefined ? blockedV4.check(v4, 'ipv4') : net.isIPv6(address) ? blockedV6.check(address, 'ipv6') : true;
  return blocked ? `points at ${address}, an address of a private, loopback, link-local, multicast or reserved network` : undefined;
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

/** Resolves the URL's host and refuses it when any of its addresses is unsafe on this network. */
export async function checkUrlAddresses(url: URL, network: Network): Promise<void> {
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
  for (const address of addresses) {
    const reason = unsafeAddressReason(address, network);
    if (reason) throw new UnsafeUrlError(reason);
  }
}

/**
 * A `lookup` for http(s).request that resolves as usual and then fails the connection if any
 * address is unsafe: the socket connects only to addresses this check has seen.
 */
export function safeLookup(network: Network): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as dns.LookupAddress[];
      for (const { address } of list) {
        const reason = unsafeAddressReason(address, network);
        if (reason) return callback(new UnsafeUrlError(reason), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** IP literals bypass `lookup` in node's sockets, so they are checked before connecting. */
export function checkLiteralHost(url: URL, network: Network): void {
  const host = hostOf(url);
  if (!net.isIP(host)) return;
  const reason = unsafeAddressReason(host, network);
  if (reason) throw new UnsafeUrlError(reason);
}
