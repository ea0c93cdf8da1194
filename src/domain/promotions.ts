/** A promotion runs from starts_at until ends_at (inclusive); no end date means it runs until removed. */
export function isPromotionActive(promotion: { starts_at: string; ends_at?: string | null }, now: Date): boolean {
  const starts = Date.parse(promotion.starts_at)
  if (Number.isFinite(starts) && starts > now.getTime()) return false
  if (!promotion.ends_at) return true
  const ends = Date.parse(promotion.ends_at)
  return !Number.isFinite(ends) || ends >= now.getTime()
}
