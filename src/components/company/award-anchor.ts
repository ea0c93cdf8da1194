/** The address of one award's detail: the about page with `#award-{id}` (a link to it opens the dialog). */
export const awardAnchor = (id: number): string => `award-${id}`

/** The award an address's hash names (`#award-12` → 12), else null. */
export function awardFromHash(hash: string): number | null {
  const match = /^#award-(\d{1,12})$/.exec(hash)
  return match ? Number(match[1]) : null
}
