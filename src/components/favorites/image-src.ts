/**
 * next/image optimises only local paths (next.config.ts `images.localPatterns`), while the media URLs
 * of the services are absolute (SERVER_URL + /cms-api/media/file/…): our own media become paths again.
 * (The lead may want to move this next to src/services/media.ts: every page with images needs it.)
 */
export function localImageSrc(url: string): string {
  try {
    const parsed = new URL(url, 'http://relative.invalid')
    return parsed.pathname.startsWith('/cms-api/media/') ? `${parsed.pathname}${parsed.search}` : url
  } catch {
    return url
  }
}
