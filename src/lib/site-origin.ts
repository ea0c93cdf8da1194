/** The public origin for absolute URLs (canonical, alternates, Open Graph, sitemap, structured data): SERVER_URL. */
export function siteOrigin(): string {
  return (process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '')
}

/** A URL as absolute: a path gets the public origin, an absolute URL (S3 media) stays as it is. */
export const absoluteUrl = (url: string): string => (/^https?:\/\//.test(url) ? url : `${siteOrigin()}${url}`)
