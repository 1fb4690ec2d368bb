import { BlockList, isIP } from 'node:net';
import { lookup as dnsLookup } from 'node:dns/promises';

/** An address the server must not call on an admin's say-so (server-side request forgery). */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the machine itself
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: an IPv4 address inside, which may be private
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

/**
 * True for a loopback, private, link-local or otherwise non-public address. An IPv4-mapped IPv6 address
 * (`::ffff:127.0.0.1`, `::ffff:7f00:1`) is judged as the IPv4 address it is (BlockList does so).
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return PRIVATE.check(bare, 'ipv4');
  if (family === 6) return PRIVATE.check(bare, 'ipv6');
  return true;
}

export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;
export const systemResolve: Resolve = (host) => dnsLookup(host, { all: true, verbatim: true });

/** What is wrong with a webhook URL, in words for the `url` field; null when it may be called. */
export async function urlProblem(raw: string, allowPrivate: boolean, resolve: Resolve = systemResolve) {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'URL must be a full web address, like https://example.com/hooks.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'URL must start with https://.';
  if (url.protocol === 'http:' && !allowPrivate) return 'URL must start with https://.';
  if (url.username || url.password) return 'URL must not carry a user name or password.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) return 'URL must name a host.';
  const addresses = await resolveHost(host, resolve);
  if (!addresses) return `URL's host ${host} could not be found.`;
  if (!allowPrivate && addresses.some(isPrivateAddress))
    return `URL must be a public address: ${host} is a private, loopback or link-local address of a network.`;
  return null;
}

/** The addresses a host stands for (an IP literal stands for itself); null when it resolves to none. */
export async function resolveHost(host: string, resolve: Resolve): Promise<string[] | null> {
  if (isIP(host)) return [host];
  try {
    const found = await resolve(host);
    return found.length ? found.map((a) => a.address) : null;
  } catch {
    return null;
  }
}
