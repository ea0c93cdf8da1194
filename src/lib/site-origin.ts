import { serverConfig } from './config'

/** The public origin for absolute URLs (canonical, alternates, Open Graph, sitemap, structured data): SERVER_URL. */
export function siteOrigin(): string {
  return (serverConfig.serverUrl() ?? `http://localhost:${serverConfig.port()}`).replace(/\/+$/, '')
}

/** A URL as absolute: a path gets the public origin, an absolute URL (S3 media) stays as it is. */
export const absoluteUrl = (url: string): string => (/^https?:\/\//.test(url) ? url : `${siteOrigin()}${url}`)
