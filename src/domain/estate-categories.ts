/** Property category codes (spec §3) and their URL path segments (spec §2). */
export const ESTATE_CATEGORY_CODES = ['flat', 'comm', 'garage', 'storageroom'] as const
export type EstateCategoryCode = (typeof ESTATE_CATEGORY_CODES)[number]

export const ESTATE_STATUSES = ['free', 'reserved', 'sold'] as const
export type EstateStatus = (typeof ESTATE_STATUSES)[number]

const PATH_BY_CODE: Record<EstateCategoryCode, string> = {
  flat: 'apartments',
  garage: 'parking-spaces',
  storageroom: 'storerooms',
  comm: 'commercial-premises',
}

export const categoryPath = (code: EstateCategoryCode): string => PATH_BY_CODE[code]

export const categoryFromPath = (path: string): EstateCategoryCode | null =>
  (Object.entries(PATH_BY_CODE).find(([, p]) => p === path)?.[0] as EstateCategoryCode | undefined) ?? null

export const isEstateCategoryCode = (value: unknown): value is EstateCategoryCode => typeof value === 'string' && (ESTATE_CATEGORY_CODES as readonly string[]).includes(value)

/**
 * The number shown to visitors (spec §3): flat and comm keep the trailing digits after the last hyphen,
 * garage the digits after the number sign, other categories the raw value.
 */
export function displayedEstateNumber(category: string, geoFlatnum: string): string {
  if (category === 'flat' || category === 'comm') {
    const match = /-(\d+)$/.exec(geoFlatnum)
    return match ? match[1] : geoFlatnum
  }
  if (category === 'garage') {
    const match = /№\s*(\d+)/.exec(geoFlatnum)
    return match ? match[1] : geoFlatnum
  }
  return geoFlatnum
}
