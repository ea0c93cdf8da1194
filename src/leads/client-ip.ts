/**
 * The visitor's address for the rate limit. Each reverse proxy in front of the site appends the address
 * it saw to X-Forwarded-For, so with LEADS_TRUSTED_PROXIES = n the client is the n-th entry from the end
 * (Next fills the header with the socket address when no proxy set it).
 */
export function clientIp(headers: Headers, trustedProxies: number): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const ip = forwarded[Math.max(0, forwarded.length - Math.max(1, trustedProxies))] ?? headers.get('x-real-ip') ?? 'unknown'
  return ip.slice(0, 64)
}
