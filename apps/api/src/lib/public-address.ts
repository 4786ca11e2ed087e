import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses the portal's server may open a connection to on a user's behalf (the
 * «Prova sul tuo sito» fetch, decision 121): the public internet only. Everything else is
 * where SSRF hurts: loopback, private and carrier-grade NAT ranges, link-local (the cloud
 * metadata service at 169.254.169.254), multicast, reserved, and the IPv6 forms that carry an
 * IPv4 address inside (mapped, 6to4, Teredo, NAT64), which are refused outright.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/** What `lookup` answers: every address of a name, as Node's resolver gives them. */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true });

export class AddressRefused extends Error {}

/**
 * The address to connect to for `hostname`: the first of its addresses, when every one of
 * them is public (a name with one private address among public ones is refused: the next
 * resolution could pick it). `allowed` lists addresses let through anyway (tests only).
 */
export async function publicAddressOf(
  hostname: string,
  resolve: Resolve,
  allowed: readonly string[] = [],
): Promise<{ address: string; family: number }> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const found = ipaddr.isValid(bare)
    ? [{ address: bare, family: ipaddr.parse(bare).kind() === 'ipv6' ? 6 : 4 }]
    : await resolve(bare).catch(() => []);
  if (found.length === 0) throw new AddressRefused('not found');
  const ok = (address: string) => allowed.includes(address) || isPublicAddress(address);
  if (!found.every((a) => ok(a.address))) throw new AddressRefused('not public');
  return found[0]!;
}
