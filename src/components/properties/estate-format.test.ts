import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { DEFAULT_MESSAGES, type Translate } from '@/i18n/messages'
import type { EstateListItem } from '@/services/estates'
import {
  areaLabel,
  completionLabel,
  estateKind,
  estateTitle,
  favoriteAreaLabel,
  favoriteFloorLabel,
  favoriteName,
  favoriteStatusLabel,
  formatPrice,
  layoutImage,
  priceLabel,
  pricePerM2Label,
  roomsBucketLabel,
  roomsLabel,
  shownArea,
} from './estate-format'

const translator = (locale: 'ru' | 'en') => createTranslator({ locale, messages: DEFAULT_MESSAGES[locale] }) satisfies Translate
const ru = translator('ru')
const en = translator('en')

describe('estate prices', () => {
  it('are whole tenge with thousands separators', () => {
    expect(formatPrice(ru, 25_400_000.5)).toBe('25,400,001\u00a0₸')
    expect(priceLabel(ru, 11_160_000)).toBe('11,160,000\u00a0₸')
    expect(pricePerM2Label(ru, 435_938)).toBe('435,938\u00a0₸')
  })

  it('say so when there is no price', () => {
    expect(priceLabel(en, 0)).toBe('Price on request')
    expect(pricePerM2Label(ru, null)).toBe('—')
    expect(pricePerM2Label(ru, 0)).toBe('—')
  })
})

describe('estate names', () => {
  it('in the catalogue: the kind with the rooms, and the number', () => {
    expect(estateKind(ru, { category: 'flat', rooms: 2 })).toBe('2-комнатная квартира')
    expect(estateKind(ru, { category: 'flat', rooms: 0 })).toBe('Студия')
    expect(estateKind(en, { category: 'garage', rooms: null })).toBe('Parking space')
    expect(estateTitle(en, { category: 'flat', rooms: 2, number: '15' })).toBe('2-room flat No\u00a015')
  })

  it('in the favorites: the category and the number', () => {
    expect(favoriteName(ru, { category: 'flat', number: '12' })).toBe('Квартира №\u00a012')
    expect(favoriteName(en, { category: 'storageroom', number: '3' })).toBe('Storeroom No.\u00a03')
  })
})

describe('rooms', () => {
  it('studio, a count, or the facet’s last bucket', () => {
    expect(roomsLabel(ru, 0)).toBe('Студия')
    expect(roomsLabel(en, 2)).toBe('2 bedrooms')
    expect(roomsLabel(en, 5)).toBe('5 bedrooms')
    expect(roomsLabel(en, 4, true)).toBe('4+ bedrooms')
    expect(roomsLabel(en, 0, true)).toBe('Studio')
  })

  it('nothing for premises without rooms', () => {
    expect(roomsLabel(ru, null)).toBeNull()
  })

  it('filter chips: studio, the count, 4+', () => {
    expect([0, 1, 4].map((n) => roomsBucketLabel(en, n, n === 4))).toEqual(['Studio', '1', '4+'])
  })
})

describe('area, floor, status, completion', () => {
  it('the catalogue rounds the area to one decimal; the favorites show it as stored', () => {
    expect(shownArea(54.37)).toBe('54.4')
    expect(areaLabel(en, 54.37)).toBe('54.4\u00a0m²')
    expect(favoriteAreaLabel(en, 54.37)).toBe('54.37\u00a0m²')
  })

  it('areas read as every other number on the page in every language: comma groups, dot decimals', () => {
    expect(areaLabel(ru, 54.37)).toBe('54.4\u00a0м²')
    expect(areaLabel(ru, 1250.55)).toBe('1,250.6\u00a0м²')
    expect(favoriteAreaLabel(ru, 1250.55)).toBe('1,250.55\u00a0м²')
  })

  it('the favorites’ floor and status', () => {
    expect(favoriteFloorLabel(en, 7)).toBe('Floor 7')
    expect(favoriteFloorLabel(en, null)).toBe('—')
    expect(favoriteStatusLabel(ru, 'reserved')).toBe('Забронировано')
  })

  it('the queue’s completion quarter, or a dash', () => {
    const house = { id: 1, name: 'Q1', slug: 'q1', completion_year: 2027, completion_quarter: 2 } as EstateListItem['house']
    expect(completionLabel(en, house)).toBe('Q2 2027')
    expect(completionLabel(en, { ...house, completion_year: null } as unknown as EstateListItem['house'])).toBe('—')
  })
})

describe('layout image', () => {
  const layout = {
    id: 1,
    url: 'http://localhost:3000/cms-api/media/file/plan.webp',
    alt: 'Plan',
    width: 1200,
    height: 900,
    sizes: { card: { url: 'http://localhost:3000/cms-api/media/file/plan-card.webp', width: 600, height: 450 } },
  } as unknown as NonNullable<EstateListItem['layout']>

  it("takes the original as a site path (its variants are made from it) with the card size's dimensions", () => {
    expect(layoutImage({ layout })).toEqual({ src: '/cms-api/media/file/plan.webp', width: 600, height: 450, alt: 'Plan' })
  })

  it('falls back to the original, and to nothing', () => {
    expect(layoutImage({ layout: { ...layout, sizes: {} } as typeof layout })).toEqual({ src: '/cms-api/media/file/plan.webp', width: 1200, height: 900, alt: 'Plan' })
    expect(layoutImage({ layout: null })).toBeNull()
  })
})
