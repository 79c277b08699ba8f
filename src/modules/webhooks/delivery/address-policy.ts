import { isIPv4, isIPv6 } from 'node:net';

/** What an IP address is, for deciding whether a webhook may be sent to it. */
export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'cgnat'
  | 'metadata'
  | 'unspecified'
  | 'multicast'
  | 'broadcast'
  | 'reserved';

/** Kinds that WEBHOOK_ALLOW_PRIVATE opens up (for development and tests); the others never are. */
const PRIVATE_KINDS = new Set<AddressKind>(['loopback', 'private', 'link-local', 'cgnat']);

interface Range {
  base: bigint;
  bits: number;
  kind: AddressKind;
}

const v4 = (cidr: string, kind: AddressKind): Range => {
  const [address, bits] = cidr.split('/');
  return { base: ipv4ToBigInt(address), bits: Number(bits ?? 32), kind };
};
const v6 = (cidr: string, kind: AddressKind): Range => {
  const [address, bits] = cidr.split('/');
  return { base: ipv6ToBigInt(address), bits: Number(bits ?? 128), kind };
};

/** Most specific first: the first range that contains an address names its kind. */
const IPV4_RANGES: Range[] = [
  // Cloud instance-metadata services (AWS, GCP, Azure, OpenStack; Alibaba; Azure's wire server).
  v4('169.254.169.254/32', 'metadata'),
  v4('100.100.100.200/32', 'metadata'),
  v4('168.63.129.16/32', 'metadata'),
  v4('255.255.255.255/32', 'broadcast'),
  v4('0.0.0.0/8', 'unspecified'),
  v4('10.0.0.0/8', 'private'),
  v4('100.64.0.0/10', 'cgnat'),
  v4('127.0.0.0/8', 'loopback'),
  v4('169.254.0.0/16', 'link-local'),
  v4('172.16.0.0/12', 'private'),
  v4('192.0.0.0/24', 'reserved'),
  v4('192.0.2.0/24', 'reserved'),
  v4('192.88.99.0/24', 'reserved'),
  v4('192.168.0.0/16', 'private'),
  v4('198.18.0.0/15', 'reserved'),
  v4('198.51.100.0/24', 'reserved'),
  v4('203.0.113.0/24', 'reserved'),
  v4('224.0.0.0/4', 'multicast'),
  v4('240.0.0.0/4', 'reserved'),
];

const IPV6_RANGES: Range[] = [
  v6('fd00:ec2::254/128', 'metadata'),
  v6('::/128', 'unspecified'),
  v6('::1/128', 'loopback'),
  v6('64:ff9b:1::/48', 'private'),
  v6('100::/64', 'reserved'),
  v6('2001::/32', 'reserved'), // Teredo: the IPv4 address inside is obfuscated
  v6('2001:db8::/32', 'reserved'),
  v6('fc00::/7', 'private'),
  v6('fe80::/10', 'link-local'),
  v6('fec0::/10', 'private'),
  v6('ff00::/8', 'multicast'),
];

function ipv4ToBigInt(address: string): bigint {
  return address.split('.').reduce((value, octet) => (value << 8n) | BigInt(Number(octet)), 0n);
}

function bigIntToIpv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

/** The 128-bit value of an IPv6 address in any notation (`::`, embedded IPv4, zone id). */
export function ipv6ToBigInt(address: string): bigint {
  let text = address
    .replace(/^\[|\]$/g, '')
    .split('%', 1)[0]
    .toLowerCase();
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const embedded = ipv4ToBigInt(tail);
    text = `${text.slice(0, lastColon + 1)}${(embedded >> 16n).toString(16)}:${(embedded & 0xffffn).toString(16)}`;
  }
  const [head, rest] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest === undefined ? [] : rest ? rest.split(':') : [];
  const missing = 8 - headGroups.length - restGroups.length;
  const groups =
    rest === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(missing).fill('0'), ...restGroups];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group || '0', 16)), 0n);
}

const inRange = (value: bigint, range: Range, width: number): boolean => {
  const shift = BigInt(width - range.bits);
  return value >> shift === range.base >> shift;
};

function classifyIpv4(address: string): AddressKind {
  const value = ipv4ToBigInt(address);
  return IPV4_RANGES.find((range) => inRange(value, range, 32))?.kind ?? 'public';
}

/**
 * The IPv4 address an IPv6 address carries (mapped, translated, compatible, NAT64, 6to4), if any:
 * a stack or a translator may deliver a packet for any of these to that IPv4 address.
 */
function embeddedIpv4(value: bigint): string | undefined {
  const low32 = value & 0xffffffffn;
  if (value >> 32n === 0xffffn) return bigIntToIpv4(low32); // ::ffff:a.b.c.d (mapped)
  if (value >> 32n === 0xffff0000n) return bigIntToIpv4(low32); // ::ffff:0:a.b.c.d (SIIT)
  if (value >> 32n === 0n && value > 1n) return bigIntToIpv4(low32); // ::a.b.c.d (compatible)
  if (value >> 32n === 0x64ff9b0000000000000000n) return bigIntToIpv4(low32); // 64:ff9b::/96
  if (value >> 112n === 0x2002n) return bigIntToIpv4((value >> 80n) & 0xffffffffn); // 6to4
  return undefined;
}

function classifyIpv6(address: string): AddressKind {
  const value = ipv6ToBigInt(address);
  const range = IPV6_RANGES.find((r) => inRange(value, r, 128));
  if (range) return range.kind;
  const ipv4 = embeddedIpv4(value);
  return ipv4 ? classifyIpv4(ipv4) : 'public';
}

/** The kind of an IP address (v4 or v6, brackets and zone ids allowed); throws for a non-address. */
export function classifyAddress(address: string): AddressKind {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return classifyIpv4(bare);
  if (isIPv6(bare.split('%', 1)[0])) return classifyIpv6(bare);
  throw new Error(`Not an IP address: ${address}`);
}

/** Whether a webhook may be sent to an address of this kind. */
export function isAllowedKind(kind: AddressKind, allowPrivate: boolean): boolean {
  return kind === 'public' || (allowPrivate && PRIVATE_KINDS.has(kind));
}

const DESCRIPTIONS: Record<AddressKind, string> = {
  public: 'a public address',
  loopback: 'a loopback address',
  private: 'a private-network address',
  'link-local': 'a link-local address',
  cgnat: 'a shared (CGNAT) address',
  metadata: 'a cloud metadata address',
  unspecified: 'the unspecified address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  reserved: 'a reserved address',
};

export const describeKind = (kind: AddressKind): string => DESCRIPTIONS[kind];
