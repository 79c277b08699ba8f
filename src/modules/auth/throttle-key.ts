import { isIPv4, isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** How many of the 8 groups of an IPv6 address these take (a dotted IPv4 tail takes two). */
const widthOf = (groups: string[]) =>
  groups.reduce((width, group) => width + (group.includes('.') ? 2 : 1), 0);

/**
 * The address a password attempt is counted under: an IPv4 address as it is (also when it
 * arrives IPv4-mapped, `::ffff:a.b.c.d`), an IPv6 address by its /64, since one subscriber or
 * host gets a whole /64 and could otherwise take a fresh budget with every address in it.
 * Anything else (`unknown`) as it is.
 */
export function throttleKeyOf(ip: string): string {
  const mapped = IPV4_MAPPED.exec(ip);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail] = ip.split('%')[0].split('::');
  const before = head === '' ? [] : head.split(':');
  const after = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? 0 : 8 - widthOf(before) - widthOf(after);
  const groups = [...before, ...Array<string>(zeros).fill('0'), ...after];
  const network = groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}
