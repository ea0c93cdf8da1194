import { describe, expect, it } from 'vitest'

import { clientAddress, NO_TRUSTED_PROXIES, normalizeAddress, parseTrustedProxies, requestClientAddress } from './client-address.js'

describe('clientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.7', '6.6.6.6', NO_TRUSTED_PROXIES)).toBe('203.0.113.7')
    expect(clientAddress('::ffff:203.0.113.7', '6.6.6.6, 7.7.7.7', parseTrustedProxies('0'))).toBe('203.0.113.7')
    expect(clientAddress(undefined, '6.6.6.6', NO_TRUSTED_PROXIES)).toBe('unknown')
  })

  it('with a count, takes the entry the farthest trusted hop appended', () => {
    const one = parseTrustedProxies('1')
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7', one)).toBe('203.0.113.7')
    expect(clientAddress('10.0.0.2', ['6.6.6.6', '203.0.113.7'], one)).toBe('203.0.113.7')
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.9', parseTrustedProxies('2'))).toBe('203.0.113.7')
    // Fewer entries than proxies: the farthest one there is; none: the socket.
    expect(clientAddress('10.0.0.2', '203.0.113.7', parseTrustedProxies('3'))).toBe('203.0.113.7')
    expect(clientAddress('10.0.0.2', undefined, one)).toBe('10.0.0.2')
  })

  it('with a list, walks back while the hop is trusted and stops at the first stranger', () => {
    const list = parseTrustedProxies('10.0.0.0/8, 2001:db8::/32')
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7, 10.1.1.1', list)).toBe('203.0.113.7')
    expect(clientAddress('2001:db8::5', '203.0.113.7', list)).toBe('203.0.113.7')
    // Spoofed by a client that is not in the list: ignored.
    expect(clientAddress('198.51.100.4', '6.6.6.6', list)).toBe('198.51.100.4')
    // Only trusted hops: the farthest of them.
    expect(clientAddress('10.0.0.2', '10.0.0.3', list)).toBe('10.0.0.3')
    expect(clientAddress('127.0.0.1', '6.6.6.6', parseTrustedProxies('loopback'))).toBe('6.6.6.6')
    expect(clientAddress('::1', '6.6.6.6', parseTrustedProxies('loopback'))).toBe('6.6.6.6')
  })

  it('never answers something that is not an address', () => {
    expect(clientAddress('10.0.0.2', 'evil<script>, ', parseTrustedProxies('1'))).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.2', 'x'.repeat(5000), parseTrustedProxies('10.0.0.0/8'))).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.2', '203.0.113.7:5123', parseTrustedProxies('1'))).toBe('203.0.113.7')
    expect(clientAddress('10.0.0.2', '[2001:db8::7]:443', parseTrustedProxies('1'))).toBe('2001:db8::7')
  })
})

describe('parseTrustedProxies', () => {
  it('refuses what is neither a count nor addresses', () => {
    for (const value of ['proxy.local', '10.0.0.0/33', '::1/129', '101', '1.2.3.4/x']) expect(() => parseTrustedProxies(value), value).toThrow()
  })
})

describe('requestClientAddress', () => {
  it('reads the server-set header, and one shared bucket without it', () => {
    expect(requestClientAddress(new Headers({ 'x-client-address': '203.0.113.7' }))).toBe('203.0.113.7')
    expect(requestClientAddress(new Headers({ 'x-client-address': 'not an address' }))).toBe('unknown')
    expect(requestClientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6' }))).toBe('unknown')
  })
  it('normalizes the forms an address comes in', () => {
    expect(normalizeAddress(' ::FFFF:1.2.3.4 ')).toBe('1.2.3.4')
    expect(normalizeAddress('2001:DB8::1')).toBe('2001:db8::1')
    expect(normalizeAddress('1.2.3')).toBeNull()
  })
})
