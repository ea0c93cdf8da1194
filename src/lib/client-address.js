/**
 * The visitor's address, decided once per request by the production server (scripts/server.mjs) and
 * handed to the route handlers in CLIENT_ADDRESS_HEADER, which the server always overwrites (a client
 * cannot set it). The lead forms' rate limit and the lead's record read it there (src/leads/http.ts).
 *
 * By default no proxy is trusted: the address is the socket's, and X-Forwarded-For is ignored (anyone
 * can send it). TRUSTED_PROXIES (src/lib/config.js) turns it on for a site behind a load balancer:
 * - a count n: the n nearest hops are proxies (the socket's peer and the last n-1 entries of
 *   X-Forwarded-For); the client is the entry the farthest of them appended;
 * - a list of addresses or CIDR blocks (and `loopback`): X-Forwarded-For is read from the end while the
 *   hop that appended the entry is in the list; the first address not in it is the client.
 *
 * Plain JavaScript with type checks: scripts/server.mjs loads it outside the bundles.
 */
import net from 'node:net'

/** Request header that carries the address from scripts/server.mjs to the route handlers. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/** When the header is absent (the app run without scripts/server.mjs, e.g. `next dev`): one shared bucket. */
export const UNKNOWN_ADDRESS = 'unknown'

/** @typedef {{ hops: number, list: net.BlockList | null, text: string }} TrustedProxies */

/** @type {TrustedProxies} */
export const NO_TRUSTED_PROXIES = { hops: 0, list: null, text: '' }

const LOOPBACK = ['127.0.0.0/8', '::1/128']

/**
 * An address without the IPv4-mapped prefix, the brackets and the port some proxies add; null when it
 * is not an IP address.
 * @param {string | undefined | null} value
 * @returns {string | null}
 */
export function normalizeAddress(value) {
  let address = (value ?? '').trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  if (/^::ffff:[\d.]+$/i.test(address)) address = address.slice(7)
  address = address.toLowerCase()
  return net.isIP(address) ? address : null
}

/**
 * TRUSTED_PROXIES' value: a count, or a comma-separated list of addresses, CIDR blocks and `loopback`.
 * @param {string} value
 * @returns {TrustedProxies}
 * @throws {Error} an entry that is none of these
 */
export function parseTrustedProxies(value) {
  const text = value.trim()
  if (!text) return NO_TRUSTED_PROXIES
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    if (hops > 100) throw new Error('at most 100 proxies')
    return { hops, list: null, text }
  }
  const list = new net.BlockList()
  for (const raw of text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const entries = raw.toLowerCase() === 'loopback' ? LOOPBACK : [raw]
    for (const entry of entries) {
      const [address, prefix, ...extra] = entry.split('/')
      const normalized = normalizeAddress(address)
      const type = normalized && net.isIPv6(normalized) ? 'ipv6' : 'ipv4'
      const bits = prefix === undefined ? (type === 'ipv6' ? 128 : 32) : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN
      if (!normalized || extra.length || !(bits >= 0 && bits <= (type === 'ipv6' ? 128 : 32))) throw new Error(`"${raw}" is not an address or CIDR block`)
      list.addSubnet(normalized, bits, type)
    }
  }
  return { hops: 0, list, text }
}

/** @param {net.BlockList} list @param {string} address */
const isTrusted = (list, address) => list.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4')

/**
 * The client's address from the socket's peer and the X-Forwarded-For header (several headers joined
 * with commas, as Node joins them).
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {TrustedProxies} trusted
 * @returns {string}
 */
export function clientAddress(socketAddress, forwardedFor, trusted) {
  const peer = normalizeAddress(socketAddress)
  if (!peer) return UNKNOWN_ADDRESS
  if (!trusted.hops && !trusted.list) return peer
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  // The hops from the server outwards: the peer, then X-Forwarded-For from its end (null: not an address).
  const chain = [peer, ...entries.reverse().map(normalizeAddress)]
  let index = 0
  if (trusted.hops) index = Math.min(trusted.hops, chain.length - 1)
  else if (trusted.list) {
    const list = trusted.list
    for (let address = chain[0]; index < chain.length - 1 && address && isTrusted(list, address); address = chain[index]) index++
  }
  // Something that is not an address (sent by the client ahead of the proxies) leaves the nearest real one.
  while (!chain[index]) index--
  return /** @type {string} */ (chain[index])
}

/**
 * The address scripts/server.mjs found, for a route handler.
 * @param {Headers} headers
 * @returns {string}
 */
export function requestClientAddress(headers) {
  return normalizeAddress(headers.get(CLIENT_ADDRESS_HEADER)) ?? UNKNOWN_ADDRESS
}
