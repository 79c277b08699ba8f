import { throttleKeyOf } from './throttle-key';

describe('throttleKeyOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:127.0.0.1', '127.0.0.1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['1:2:3::1.2.3.4', '1:2:3:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('counts %j under %j', (ip, key) => {
    expect(throttleKeyOf(ip)).toBe(key);
  });

  it('puts two addresses of one /64 under one key, and of two /64s under two', () => {
    expect(throttleKeyOf('2001:db8:1:2::a')).toBe(throttleKeyOf('2001:db8:1:2:ffff::b'));
    expect(throttleKeyOf('2001:db8:1:2::a')).not.toBe(throttleKeyOf('2001:db8:1:3::a'));
  });
});
