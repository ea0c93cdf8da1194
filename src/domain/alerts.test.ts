import { describe, expect, it } from 'vitest'

import { alertRequestSchema, CONFIRMATION_RESEND_MS, confirmationDue, digestDue, isAlertToken, savedSearchOf, searchNews, SEEN_UNITS_LIMIT, unitAlertReason } from './alerts'

describe('savedSearchOf', () => {
  it('keeps a listing’s category and its filters in canonical order, without page and sort', () => {
    expect(savedSearchOf('/properties/apartments?price_to=40000000&rooms=3&rooms=2&page=3&sort=-price')).toEqual({ category: 'flat', query: 'rooms=2&rooms=3&price_to=40000000' })
    expect(savedSearchOf('/kk/properties/parking-spaces')).toEqual({ category: 'garage', query: '' })
  })

  it('drops what the listing would drop', () => {
    expect(savedSearchOf('/en/properties/apartments?rooms=banana&area_from=40')).toEqual({ category: 'flat', query: 'area_from=40' })
  })

  it('is null for anything but a listing', () => {
    for (const url of ['/projects/alatau', '/properties', '/properties/apartments/flat-12', '/properties/castles', 'https://evil.example/properties/x', ''])
      expect(savedSearchOf(url)).toBeNull()
  })
})

describe('alertRequestSchema', () => {
  it('takes an address with a unit or with a search', () => {
    expect(alertRequestSchema.parse({ email: ' Buyer@Mail.KZ ', estate_id: '12' })).toEqual({ email: 'buyer@mail.kz', estate_id: 12 })
    expect(alertRequestSchema.parse({ email: 'a@b.kz', search: '/properties/apartments?rooms=2' })).toEqual({ email: 'a@b.kz', search: '/properties/apartments?rooms=2' })
  })

  it('refuses a bad address, both or neither of unit and search, and a search that is no listing', () => {
    const errors = (body: unknown) => alertRequestSchema.safeParse(body).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`)
    expect(errors({ email: 'nope', estate_id: 1 })).toEqual(['email:validation_email'])
    expect(errors({ email: 'a@b.kz' })).toEqual(['estate_id:validation_required'])
    expect(errors({ email: 'a@b.kz', estate_id: 1, search: '/properties/apartments' })).toEqual(['estate_id:validation_required'])
    expect(errors({ email: 'a@b.kz', search: '/contacts' })).toEqual(['search:validation_search'])
    expect(errors({ email: 'a@b.kz', estate_id: 0 })).toEqual(['estate_id:validation_integer'])
  })
})

describe('unitAlertReason', () => {
  const change = (previous_price: number, price: number, previous_status = 'free', status = 'free') => ({ previous_price, price, previous_status, status })

  it('tells of a lower price and of every new status, never of a higher price alone', () => {
    expect(unitAlertReason(change(100, 90))).toBe('lowered')
    expect(unitAlertReason(change(100, 110))).toBeNull()
    expect(unitAlertReason(change(100, 100, 'free', 'sold'))).toBe('sold')
    expect(unitAlertReason(change(100, 120, 'free', 'reserved'))).toBe('reserved')
    expect(unitAlertReason(change(100, 100, 'reserved', 'free'))).toBe('free')
  })
})

describe('searchNews', () => {
  it('counts every unit as new at the first look (the confirmation keeps only what it saw)', () => {
    const first = searchNews(null, [{ id: 1, price: 100 }])
    expect(first.added).toEqual([1])
    expect(first.seen).toEqual({ 1: 100 })
  })

  it('finds units that match now and did not, and units that got cheaper', () => {
    const news = searchNews({ 1: 100, 2: 200, 3: 300 }, [
      { id: 2, price: 180 },
      { id: 3, price: 300 },
      { id: 4, price: 350 },
      { id: 1, price: 120 },
    ])
    expect(news.added).toEqual([4])
    expect(news.cheaper).toEqual([{ id: 2, from: 200, to: 180 }])
    expect(news.seen).toEqual({ 1: 120, 2: 180, 3: 300, 4: 350 })
  })

  it('remembers at most SEEN_UNITS_LIMIT units', () => {
    const many = Array.from({ length: SEEN_UNITS_LIMIT + 5 }, (_, id) => ({ id, price: id }))
    expect(Object.keys(searchNews(null, many).seen)).toHaveLength(SEEN_UNITS_LIMIT)
  })
})

describe('digestDue', () => {
  const day = 86_400_000
  it('lets one digest go per interval', () => {
    const now = Date.parse('2026-11-28T10:00:00Z')
    expect(digestDue(null, now, day)).toBe(true)
    expect(digestDue('2026-11-27T10:00:00Z', now, day)).toBe(true)
    expect(digestDue('2026-11-27T12:00:00Z', now, day)).toBe(false)
  })
})

describe('isAlertToken', () => {
  it('takes URL-safe tokens of 32 to 64 characters only', () => {
    expect(isAlertToken('a'.repeat(32))).toBe(true)
    expect(isAlertToken('abc_-'.repeat(8))).toBe(true)
    expect(isAlertToken('short')).toBe(false)
    expect(isAlertToken(`${'a'.repeat(31)}/`)).toBe(false)
    expect(isAlertToken(42)).toBe(false)
  })
})

describe('confirmationDue', () => {
  const sent = Date.parse('2026-11-28T10:00:00Z')
  const waiting = { confirmed_at: null, updatedAt: new Date(sent).toISOString() }
  it('sends a waiting subscription’s confirmation again only once the resend interval has passed', () => {
    expect(confirmationDue(waiting, sent + 60_000)).toBe(false)
    expect(confirmationDue(waiting, sent + CONFIRMATION_RESEND_MS - 1)).toBe(false)
    expect(confirmationDue(waiting, sent + CONFIRMATION_RESEND_MS)).toBe(true)
  })
  it('never for a confirmed one', () => {
    expect(confirmationDue({ ...waiting, confirmed_at: '2026-11-28T10:01:00Z' }, sent + 10 * CONFIRMATION_RESEND_MS)).toBe(false)
  })
})
