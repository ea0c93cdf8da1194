/**
 * The store gives media URLs with the server's origin (SERVER_URL), while next/image optimizes only local
 * paths (next.config localPatterns): keep the path of our own /cms-api files, leave other URLs as they are.
 */
export function localMediaUrl(url: string): string {
  const match = /^https?:\/\/[^/]+(\/cms-api\/.*)$/.exec(url)
  return match ? match[1] : url
}
