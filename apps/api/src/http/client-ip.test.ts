// API_TRUST_PROXY is read as the web server reads TRUST_PROXY (apps/web/edge/trustProxy.test.ts has the same cases),
// and decides whose X-Forwarded-For names the client the rate limits count.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { clientAddress, parseTrustProxy } from './client-ip';

describe('API_TRUST_PROXY', () => {
  it('believes loopback peers by default, on IPv4, IPv6 and dual-stack sockets', () => {
    const trust = parseTrustProxy('loopback');
    for (const peer of ['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1', '[::1]'])
      expect(trust(peer), peer).toBe(true);
    for (const peer of ['10.0.0.1', '8.8.8.8', '::2', '::ffff:8.8.8.8', '', 'nonsense'])
      expect(trust(peer), peer).toBe(false);
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
    for (const value of ['none', '', ' , '])
      expect(parseTrustProxy(value)('127.0.0.1'), value).toBe(false);
  });

  it('refuses an entry it cannot read, naming it and the setting', () => {
    for (const entry of ['proxy.example', '10.0.0.0/33', '::1/129', '10.0.0.0/255.0.0.0', '1.2.3'])
      expect(() => parseTrustProxy(`loopback, ${entry}`)).toThrow(
        `API_TRUST_PROXY: "${entry}" is not none, loopback, private, an IP address or a CIDR range`,
      );
  });

  it('is read at start: a bad entry stops the configuration with that message', () => {
    expect(() => readConfig({ API_TRUST_PROXY: 'loopback, proxy.internal' })).toThrow(
      'API_TRUST_PROXY: "proxy.internal" is not none, loopback, private, an IP address or a CIDR range',
    );
    expect(readConfig({ API_TRUST_PROXY: ' private ' }).forms.trustProxy('192.168.4.4')).toBe(true);
  });
});

describe('clientAddress', () => {
  const loopback = parseTrustProxy('loopback');

  it('is the peer when the peer is not a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddress('198.51.100.4', '203.0.113.9', loopback)).toBe('198.51.100.4');
    expect(clientAddress('::ffff:198.51.100.4', '127.0.0.1', loopback)).toBe('198.51.100.4');
    expect(clientAddress(undefined, '203.0.113.9', loopback)).toBe('unknown');
  });

  it('is the right-most untrusted hop of X-Forwarded-For behind a trusted proxy', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9', loopback)).toBe('203.0.113.9');
    expect(clientAddress('[::1]', '2001:db8::7', loopback)).toBe('2001:db8::7');
    // A visitor who sends their own X-Forwarded-For only adds a hop to the left of the real one.
    expect(clientAddress('::ffff:127.0.0.1', '1.1.1.1, 203.0.113.9', loopback)).toBe('203.0.113.9');
    const chain = parseTrustProxy('loopback, 10.0.0.0/8');
    expect(clientAddress('127.0.0.1', '203.0.113.9, 10.1.2.3', chain)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '198.51.100.1,203.0.113.9 , 10.1.2.3,10.9.9.9', chain)).toBe(
      '203.0.113.9',
    );
  });

  it('is the last trusted hop when every hop is trusted, and the peer when the header is empty', () => {
    const chain = parseTrustProxy('loopback, 10.0.0.0/8');
    expect(clientAddress('127.0.0.1', '10.1.2.3, 10.4.5.6', chain)).toBe('10.1.2.3');
    expect(clientAddress('127.0.0.1', '', chain)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', undefined, chain)).toBe('127.0.0.1');
  });

  it('passes over entries of X-Forwarded-For that are not addresses', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9, unknown', loopback)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', 'not-an-ip', loopback)).toBe('127.0.0.1');
  });

  it('ignores X-Forwarded-For entirely with API_TRUST_PROXY=none', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9', parseTrustProxy('none'))).toBe('127.0.0.1');
  });
});
