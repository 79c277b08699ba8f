import { AddressKind, classifyAddress, ipv6ToBigInt, isAllowedKind } from './address-policy';

describe('classifyAddress', () => {
  it.each<[string, AddressKind]>([
    ['93.184.215.14', 'public'],
    ['8.8.8.8', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.0.1', 'private'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['100.128.0.1', 'public'],
    ['169.254.1.1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['168.63.129.16', 'metadata'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
  ])('IPv4 %s is %s', (address, kind) => expect(classifyAddress(address)).toBe(kind));

  it.each<[string, AddressKind]>([
    ['2606:4700:4700::1111', 'public'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::', 'unspecified'],
    ['fd12:3456:789a::1', 'private'],
    ['fc00::1', 'private'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['ff02::1', 'multicast'],
    ['fd00:ec2::254', 'metadata'],
    ['2001:db8::1', 'reserved'],
    ['2001:0:4136:e378::1', 'reserved'],
    // IPv4 inside IPv6: mapped, compatible, NAT64 and 6to4 carry the IPv4 address's kind.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:93.184.215.14', 'public'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'metadata'],
    ['64:ff9b::0808:0808', 'public'],
    ['2002:7f00:0001::1', 'loopback'],
    ['2002:c0a8:0101::1', 'private'],
    // Every notation of an IPv4 address inside IPv6 is that IPv4 address.
    ['::ffff:0:7f00:1', 'loopback'],
    ['[::ffff:0:7f00:1]', 'loopback'],
    ['::ffff:0:127.0.0.1', 'loopback'],
    ['0:0:0:0:ffff:0:7f00:1', 'loopback'],
    ['::ffff:0:a9fe:a9fe', 'metadata'],
    ['::ffff:0:c0a8:101', 'private'],
    ['::ffff:0:808:808', 'public'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['0:0:0:0:0:ffff:127.0.0.1', 'loopback'],
    ['::FFFF:7F00:0001', 'loopback'],
    ['::ffff:a00:1', 'private'],
    ['::ffff:6440:1', 'cgnat'],
    ['::ffff:a9fe:101', 'link-local'],
    ['::ffff:0.0.0.0', 'unspecified'],
    ['::ffff:e000:fb', 'multicast'],
    ['::7f00:1', 'loopback'],
    ['[::7f00:1]', 'loopback'],
    ['::10.0.0.1', 'private'],
    ['::a9fe:a9fe', 'metadata'],
    ['::0.0.0.2', 'unspecified'],
    ['::808:808', 'public'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['[64:ff9b::a00:1]', 'private'],
    ['64:ff9b:1::1', 'private'],
  ])('IPv6 %s is %s', (address, kind) => expect(classifyAddress(address)).toBe(kind));

  it('reads every IPv6 notation to the same number', () => {
    expect(ipv6ToBigInt('::ffff:127.0.0.1')).toBe(ipv6ToBigInt('0:0:0:0:0:ffff:7f00:1'));
    expect(ipv6ToBigInt('2001:db8::')).toBe(0x20010db8n << 96n);
    expect(ipv6ToBigInt('64:ff9b::')).toBe(0x64ff9bn << 96n);
  });

  it('throws for something that is not an address', () => {
    expect(() => classifyAddress('example.com')).toThrow('Not an IP address');
  });
});

describe('isAllowedKind', () => {
  it('allows public addresses only, unless private ones are allowed', () => {
    expect(isAllowedKind('public', false)).toBe(true);
    expect(isAllowedKind('loopback', false)).toBe(false);
    for (const kind of ['loopback', 'private', 'link-local', 'cgnat'] as const)
      expect(isAllowedKind(kind, true)).toBe(true);
  });

  it('never allows metadata, unspecified, multicast, broadcast or reserved addresses', () => {
    for (const kind of ['metadata', 'unspecified', 'multicast', 'broadcast', 'reserved'] as const)
      expect(isAllowedKind(kind, true)).toBe(false);
  });
});
