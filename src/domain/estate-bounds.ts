import { formatNumber } from './money'

/**
 * What an estate's figures may be (issue 17, item 6): an editor's typo (an area of 0, a price of 5 ₸, the
 * 40th floor of a 12-floor house) is refused with the reason, before a visitor sees it. Floors below
 * ground (parking, storerooms) go down to -5; the top is the house's own number of floors.
 */
export const ESTATE_BOUNDS = {
  area: { min: 1, max: 5_000, unit: 'm²' },
  price: { min: 100_000, max: 100_000_000_000, unit: '₸' },
  rooms: { min: 0, max: 10, unit: '' },
  floor: { min: -5, max: 200, unit: '' },
} as const

export type BoundedFigure = keyof typeof ESTATE_BOUNDS

const LABELS: Record<'ru' | 'en', Record<BoundedFigure | 'section', string>> = {
  ru: { area: 'Площадь', price: 'Цена', rooms: 'Число комнат', floor: 'Этаж', section: 'Подъезд' },
  en: { area: 'Area', price: 'Price', rooms: 'Rooms', floor: 'Floor', section: 'Section' },
}

const language = (code: string | undefined): 'ru' | 'en' => (code === 'ru' || code === 'kk' ? 'ru' : 'en')

const between = (lang: 'ru' | 'en', field: BoundedFigure | 'section', min: number, max: number, latinUnit: string): string => {
  // Russian writes the square metre with a Cyrillic м.
  const unit = lang === 'ru' ? latinUnit.replace('m²', 'м²') : latinUnit
  const range = `${formatNumber(min)}${unit ? ` ${unit}` : ''}`
  const top = `${formatNumber(max)}${unit ? ` ${unit}` : ''}`
  return lang === 'ru' ? `${LABELS.ru[field]}: от ${range} до ${top}` : `${LABELS.en[field]} must be between ${range} and ${top}`
}

/** The reason a figure is refused, in the editor's language, or null when it is fine (empty is fine). */
export function figureProblem(field: BoundedFigure, value: unknown, editorLanguage?: string): string | null {
  if (value === null || value === undefined || value === '') return null
  const { min, max, unit } = ESTATE_BOUNDS[field]
  const lang = language(editorLanguage)
  if (typeof value !== 'number' || !Number.isFinite(value)) return lang === 'ru' ? `${LABELS.ru[field]}: нужно число` : `${LABELS.en[field]} must be a number`
  if ((field === 'rooms' || field === 'floor') && !Number.isInteger(value)) return lang === 'ru' ? `${LABELS.ru[field]}: целое число` : `${LABELS.en[field]} must be a whole number`
  return value < min || value > max ? between(lang, field, min, max, unit) : null
}

/** A floor or section beyond what the house has: the reason, or null. */
export function houseProblem(field: 'floor' | 'section', value: unknown, houseCount: number | null | undefined, editorLanguage?: string): string | null {
  if (typeof value !== 'number' || !houseCount || value <= houseCount) return null
  const min = field === 'floor' ? ESTATE_BOUNDS.floor.min : 1
  return between(language(editorLanguage), field, min, houseCount, '')
}
