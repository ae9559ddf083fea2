import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trustProxy';

describe('TRUST_PROXY', () => {
  it('believes loopback peers by default, on IPv4, IPv6 and dual-stack sockets', () => {
    const trust = parseTrustProxy('loopback');
    for (const peer of ['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1', '[::1]'])
      expect(trust(peer), peer).toBe(true);
    for (const peer of ['10.0.0.1', '8.8.8.8', '::2', '::ffff:8.8.8.8', '', undefined, 'nonsense'])
      expect(trust(peer), String(peer)).toBe(false);
  });

  it('believes the private ranges, addresses and CIDR ranges it names, and nothing else', () => {
    const trust = parseTrustProxy('private, 203.0.113.7, 198.51.100.0/24, 2001:db8::/32');
    for (const peer of [
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.1',
      'fd00::1',
      '::ffff:10.0.0.9',
      '203.0.113.7',
      '198.51.100.200',
      '2001:db8::5',
    ])
      expect(trust(peer), peer).toBe(true);
    for (const peer of ['172.32.0.1', '127.0.0.1', '203.0.113.8', '198.51.101.1', '2001:db9::1'])
      expect(trust(peer), peer).toBe(false);
  });

  it('believes no one for none or nothing', () => {
    for (const value of ['none', '', undefined])
      expect(parseTrustProxy(value)('127.0.0.1')).toBe(false);
  });

  it('refuses an entry it cannot read, naming it and the setting', () => {
    for (const entry of ['proxy.example', '10.0.0.0/33', '::1/129', '10.0.0.0/255.0.0.0', '1.2.3'])
      expect(() => parseTrustProxy(`loopback, ${entry}`, 'API_TRUST_PROXY')).toThrow(
        `API_TRUST_PROXY: "${entry}" is not none, loopback, private, an IP address or a CIDR range`,
      );
  });
});
