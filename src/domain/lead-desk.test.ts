import { describe, expect, it } from 'vitest'

import { almatyDayAndTime, almatyInstant, almatyMidnight, formatAlmatyDateTime, initialLeadStatus, leadSearchNeedle, leadSearchText, phoneDigits, toE164 } from './lead-desk'

describe('lead desk', () => {
  it('writes a Kazakhstan phone in E.164 whatever its format', () => {
    for (const raw of ['+7 (701) 234-56-78', '87012345678', '+77012345678', '8 701 234 56 78']) expect(toE164(raw)).toBe('+77012345678')
    expect(toE164('not a phone')).toBe('not a phone')
    expect(phoneDigits('+7 (701) 234-56-78')).toBe('77012345678')
    expect(phoneDigits('+44 20 7946 0958')).toBe('442079460958')
  })

  it('keys a lead by its folded name, phone digits and e-mail', () => {
    expect(leadSearchText({ name: 'Айгүл ЁЛКИНА', phone: '+77012345678', email: 'Aigul@Mail.KZ' })).toBe('айгүл елкина 77012345678 aigul@mail.kz')
    expect(leadSearchText({ name: null, phone: null, email: null })).toBe('')
  })

  it('turns a search into what the key holds: phones in any format to digits, words folded', () => {
    const key = leadSearchText({ name: 'Анна Иванова', phone: '+77012345678' })
    for (const query of ['+7 (701) 234-56-78', '87012345678', '7012345678', '234-56-78']) expect(key).toContain(leadSearchNeedle(query))
    expect(leadSearchNeedle('  аННа  ')).toBe('анна')
    expect(key).toContain(leadSearchNeedle('ИВАНОВА'))
    expect(key).not.toContain(leadSearchNeedle('+7 (702) 234-56-78'))
  })

  it('starts a new lead as new, or spam when the honeypot was filled', () => {
    expect(initialLeadStatus(false)).toBe('new')
    expect(initialLeadStatus(undefined)).toBe('new')
    expect(initialLeadStatus(true)).toBe('spam')
  })

  it('reads days and times on the Almaty clock (UTC+5)', () => {
    expect(almatyInstant('2026-12-01', '15:30')).toBe('2026-12-01T10:30:00.000Z')
    expect(almatyInstant('2026-12-01')).toBe('2026-11-30T19:00:00.000Z')
    expect(almatyMidnight(new Date('2026-11-24T18:59:00Z'))).toBe('2026-11-23T19:00:00.000Z')
    expect(almatyMidnight(new Date('2026-11-24T19:00:00Z'))).toBe('2026-11-24T19:00:00.000Z')
    expect(formatAlmatyDateTime('2026-12-01T10:30:00.000Z')).toBe('01.12.2026 15:30')
    expect(almatyDayAndTime(almatyInstant('2026-12-31', '23:00'))).toEqual({ date: '2026-12-31', time: '23:00' })
  })
})
