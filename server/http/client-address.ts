// Who a client is, for the per-address limits: the TCP peer, or, when that peer is one of the
// proxies the operator listed in TRUST_PROXY, the nearest X-Forwarded-For entry that is not one of
// those proxies (so a client cannot pick its own address by sending the header itself); and the
// group an address counts in: an IPv4 address alone, an IPv6 address with its whole /64 (one
// subscriber line or host usually holds a /64, so counting single IPv6 addresses would give one
// client billions of separate allowances).
import net from 'node:net';

/** The proxies whose X-Forwarded-For is believed (TRUST_PROXY); none by default. */
export interface ProxyTrust {
  /** The entries as configured (addresses or CIDR ranges), for the log and docs. */
  readonly entries: readonly string[];
  trusts(address: string): boolean;
}

/** `::ffff:1.2.3.4` is the IPv4 client 1.2.3.4; a zone (`%eth0`) is dropped. */
export function plainAddress(address: string): string {
  const withoutZone = address.split('%')[0] ?? address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(withoutZone);
  return mapped?.[1] ?? withoutZone;
}

/** Parses TRUST_PROXY entries (`10.0.0.5`, `10.0.0.0/8`, `::1`, `fd00::/8`); throws on a bad one. */
export function proxyTrust(entries: readonly string[]): ProxyTrust {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
    if (!family) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR range.`);
    if (prefix === undefined) {
      list.addAddress(address, family);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d{1,3}$/.test(prefix) || bits > (family === 'ipv4' ? 32 : 128)) throw new Error(`TRUST_PROXY: "${entry}" has a bad prefix length.`);
    list.addSubnet(address, bits, family);
  }
  return {
    entries: [...entries],
    trusts(address) {
      if (entries.length === 0) return false;
      const plain = plainAddress(address);
      const family = net.isIPv4(plain) ? 'ipv4' : net.isIPv6(plain) ? 'ipv6' : null;
      return family !== null && list.check(plain, family);
    },
  };
}

export const trustNoProxy: ProxyTrust = proxyTrust([]);

/**
 * The client's address: the TCP peer, unless the peer is a trusted proxy; then X-Forwarded-For is
 * read from the right, skipping the trusted proxies' own entries, and the first other one is the
 * client (a header from anyone else is ignored: it would let a client choose its address).
 */
export function addressBehindProxies(peer: string | undefined, forwardedFor: string | string[] | undefined, trust: ProxyTrust): string {
  const socket = peer === undefined ? 'unknown' : plainAddress(peer);
  if (!trust.trusts(socket)) return socket;
  const hops = [forwardedFor ?? '']
    .flat()
    .join(',')
    .split(',')
    .map((hop) => plainAddress(hop.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] ?? '';
    if (!net.isIP(hop)) return socket; // Garbage where an address should be: the proxy is the client.
    if (!trust.trusts(hop)) return hop;
  }
  return hops[0] ?? socket;
}

/** The key an address counts under in per-address caps: IPv4 as is, IPv6 by its /64. */
export function addressGroup(address: string): string {
  const plain = plainAddress(address);
  if (!net.isIPv6(plain)) return plain;
  const [head = '', tail] = plain.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) only touches the last 32 bits: not part of the /64.
  const missing = 8 - left.length - right.length - (right.some((part) => part.includes('.')) ? 1 : 0);
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((part) => (Number.parseInt(part, 16) || 0).toString(16))
    .join(':')}::/64`;
}
