/** Redirect sources are stored lowercased, with one leading slash and no trailing slash. */
export function normalizeRedirectSource(path: string): string {
  const trimmed = path
    .trim()
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`
}

export const isAbsoluteUrl = (target: string): boolean => /^https?:\/\//i.test(target)
