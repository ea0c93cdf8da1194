/**
 * Our own media as a site path for next/image. The store writes absolute URLs (with SERVER_URL), right
 * for the public API, but next/image treats an absolute URL as a remote image and refuses it; its
 * localPatterns (next.config.ts) allow /cms-api/media/file/**. Other URLs are left as they are.
 */
export const ownMediaPath = (url: string): string => url.replace(/^https?:\/\/[^/]+(?=\/cms-api\/)/, '')
