/**
 * The URL half of the inbox validity rule (platform-contract §3 Inbox and notifications,
 * back-office §5 Inbox item): an external url target must be "a valid http, https or ftp URL with no
 * private address", narrowed to https by issue 19 (docs/decisions.md "Web URLs in the contract"). Which
 * addresses count as private is our decision (docs/decisions.md "Private addresses in inbox url targets"). Pure functions on the WHATWG `URL` global: it already
 * normalises hosts (decimal, octal and hex IPv4 forms become dotted quads; IPv6 is compressed and
 * lower-cased), so only the normal forms need checking here.
 */

/** The spec's "http, https or ftp", narrowed to https: a customer's link never travels in the clear. */
export const INBOX_URL_PROTOCOLS = ['https:'] as const;

/** platform-contract §3, back-office §5 "no private addresses": private IPv4 ranges as [base, prefix length]. */
export const PRIVATE_IPV4_RANGES: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT shared space
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['255.255.255.255', 32], // limited broadcast
];

/**
 * platform-contract §3, back-office §5: private IPv6 ranges as [address, prefix length]. Addresses
 * that carry an IPv4 address (IPV4_EMBEDDING_PREFIXES) are judged by that address instead.
 */
export const PRIVATE_IPV6_RANGES: readonly (readonly [string, number])[] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
];

/**
 * IPv6 prefixes whose addresses embed an IPv4 address, as [prefix, prefix length, index of the
 * IPv4's first 16-bit group]. Each is unwrapped and the IPv4 judged, or http://[::ffff:127.0.0.1]/
 * and its relatives would reach loopback while passing as public.
 */
export const IPV4_EMBEDDING_PREFIXES: readonly (readonly [string, number, number])[] = [
  ['::ffff:0:0', 96, 6], // IPv4-mapped
  ['64:ff9b::', 96, 6], // NAT64 well-known prefix
  ['::', 96, 6], // IPv4-compatible (deprecated); :: and ::1 fall in 0.0.0.0/8
  ['2002::', 16, 1], // 6to4
];

function ipv4ToNumber(host: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const octets = m.slice(1).map(Number);
  if (octets.some((o) => o > 255)) return null;
  return octets.reduce((n, o) => n * 256 + o, 0);
}

/** Eight 16-bit groups of an IPv6 address (as the URL parser writes it), or null. */
function ipv6Groups(host: string): number[] | null {
  const [head = '', tail, extra] = host.split('::');
  if (extra !== undefined) return null;
  const parse = (s: string): number[] | null => {
    if (s === '') return [];
    const out: number[] = [];
    for (const part of s.split(':')) {
      const v4 = ipv4ToNumber(part);
      if (v4 !== null) out.push(Math.floor(v4 / 65536), v4 % 65536);
      else if (/^[0-9a-f]{1,4}$/i.test(part)) out.push(parseInt(part, 16));
      else return null;
    }
    return out;
  };
  const a = parse(head);
  const b = tail === undefined ? [] : parse(tail);
  if (!a || !b) return null;
  if (tail === undefined) return a.length === 8 ? a : null;
  const missing = 8 - a.length - b.length;
  return missing < 1 ? null : [...a, ...Array<number>(missing).fill(0), ...b];
}

/** Parses a base address of the tables above; they are constants, so a bad one is a programming error. */
function parsedBase<T>(parse: (s: string) => T | null, base: string): T {
  const parsed = parse(base);
  if (parsed === null) throw new Error(`inbox-url: bad range base ${base}`);
  return parsed;
}

// The tables are parsed once here, not on every check.
const IPV4_RANGES = PRIVATE_IPV4_RANGES.map(([base, bits]) => ({ start: parsedBase(ipv4ToNumber, base), size: 2 ** (32 - bits) }));
const IPV6_RANGES = PRIVATE_IPV6_RANGES.map(([base, bits]) => ({ base: parsedBase(ipv6Groups, base), bits }));
const IPV4_EMBEDDINGS = IPV4_EMBEDDING_PREFIXES.map(([base, bits, at]) => ({ base: parsedBase(ipv6Groups, base), bits, at }));

function isPrivateIpv4(n: number): boolean {
  return IPV4_RANGES.some(({ start, size }) => n >= start && n < start + size);
}

function inIpv6Range(groups: readonly number[], base: readonly number[], bits: number): boolean {
  for (let i = 0; i < 8; i += 1) {
    const take = Math.max(0, Math.min(16, bits - i * 16));
    if (take === 0) return true;
    const mask = (0xffff << (16 - take)) & 0xffff;
    if (((groups[i] ?? 0) & mask) !== ((base[i] ?? 0) & mask)) return false;
  }
  return true;
}

function isPrivateIpv6(groups: readonly number[]): boolean {
  const embedding = IPV4_EMBEDDINGS.find(({ base, bits }) => inIpv6Range(groups, base, bits));
  if (embedding) return isPrivateIpv4((groups[embedding.at] ?? 0) * 65536 + (groups[embedding.at + 1] ?? 0));
  return IPV6_RANGES.some(({ base, bits }) => inIpv6Range(groups, base, bits));
}

/** back-office §5 Inbox item: whether a URL host (as `URL.hostname` gives it) is a private or local address. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.startsWith('[') && host.endsWith(']')) {
    const groups = ipv6Groups(host.slice(1, -1));
    return groups === null || isPrivateIpv6(groups);
  }
  const v4 = ipv4ToNumber(host);
  if (v4 !== null) return isPrivateIpv4(v4);
  // A single-label name (http://intranet/) only resolves inside a private network.
  return !host.includes('.');
}

/** platform-contract §3, back-office §5 Inbox item: a valid https URL whose host is not a private address. */
export function isPublicUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.trim() !== value || value === '') return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (INBOX_URL_PROTOCOLS as readonly string[]).includes(url.protocol) && !isPrivateHost(url.hostname);
}
