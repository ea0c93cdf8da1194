import { describe, expect, it } from 'vitest'

import { holdAnswerOf, holdEndsAt, isDue, isHeld, paymentLink, statusUnderHold, withHeldUnitsReserved } from './reservation-holds'

describe('reservation holds', () => {
  it('ends a hold the set number of hours after it was placed, fractions included', () => {
    expect(holdEndsAt(Date.UTC(2026, 10, 27, 10), 24).toISOString()).toBe('2026-11-28T10:00:00.000Z')
    expect(holdEndsAt(0, 0.001).getTime()).toBe(3600)
  })

  it('keeps a unit reserved while a hold is active or confirmed, and only an active one ends by itself', () => {
    expect(['active', 'confirmed', 'released', 'expired', 'sold'].map(isHeld)).toEqual([true, true, false, false, false])
    const endsAt = '2026-11-27T10:00:00.000Z'
    expect(isDue({ state: 'active', ends_at: endsAt }, Date.parse(endsAt))).toBe(true)
    expect(isDue({ state: 'active', ends_at: endsAt }, Date.parse(endsAt) - 1)).toBe(false)
    expect(isDue({ state: 'confirmed', ends_at: endsAt }, Date.parse(endsAt) + 1)).toBe(false)
  })

  it('fills the payment link template, encoded, and refuses what is not a web address', () => {
    const values = { estate_id: 120, amount: 50_000, hold_id: 7 }
    expect(paymentLink('https://pay.example.kz/p?e={estate_id}&sum={amount}&ref={hold_id}', values)).toBe('https://pay.example.kz/p?e=120&sum=50000&ref=7')
    expect(paymentLink('https://pay.example.kz/hold/{hold_id}', values)).toBe('https://pay.example.kz/hold/7')
    expect(paymentLink(undefined, values)).toBeNull()
    expect(paymentLink('javascript:alert({hold_id})', values)).toBeNull()
    expect(paymentLink('not a url {amount}', values)).toBeNull()
  })

  it("reads the hold from a reservation's answer, and nothing from another", () => {
    expect(holdAnswerOf({ id: 3, hold: { id: 7, ends_at: '2026-11-28T10:00:00.000Z', payment_url: null } })).toEqual({
      id: 7,
      ends_at: '2026-11-28T10:00:00.000Z',
      payment_url: null,
    })
    expect(holdAnswerOf({ id: 3 })).toBeNull()
    expect(holdAnswerOf({ hold: { id: '7' } })).toBeNull()
  })

  it('lets a CRM that says "free" keep a held unit reserved, and takes its other word', () => {
    expect(statusUnderHold('free', true)).toBe('reserved')
    expect(statusUnderHold('sold', true)).toBe('sold')
    expect(statusUnderHold('free', false)).toBe('free')
  })
})

describe('the CRM sync under holds', () => {
  it('plans a held unit the CRM calls free as reserved, and leaves the rest as the CRM says', () => {
    const unit = (id: string, status: 'free' | 'sold') => ({
      id,
      houseId: 'H1',
      projectId: 'P1',
      number: id,
      category: 'flat' as const,
      rooms: 1,
      area: 40,
      floor: 2,
      section: 1,
      price: 1,
      status,
    })
    const snapshot = { source: 'profitbase' as const, projects: [], houses: [], units: [unit('A', 'free'), unit('B', 'sold'), unit('C', 'free')], skipped: [] }
    const estates = [
      { id: 1, crmId: 'A', queueId: 10, onSite: true, number: 'A', category: 'flat' as const, rooms: 1, area: 40, floor: 2, section: 1, price: 1, status: 'reserved' as const },
      { id: 2, crmId: 'B', queueId: 10, onSite: true, number: 'B', category: 'flat' as const, rooms: 1, area: 40, floor: 2, section: 1, price: 1, status: 'reserved' as const },
    ]
    const planned = withHeldUnitsReserved(snapshot, estates, new Set([1, 2]))
    expect(planned.units.map((u) => u.status)).toEqual(['reserved', 'sold', 'free'])
    expect(withHeldUnitsReserved(snapshot, estates, new Set())).toBe(snapshot)
  })
})
