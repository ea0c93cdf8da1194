/** The public origin for absolute URLs (canonical, alternates, Open Graph, sitemap, structured data): SERVER_URL. */
export function siteOrigin(): string {
  return (process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '')
}
