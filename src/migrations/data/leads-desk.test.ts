import { describe, expect, it } from 'vitest'

import { backfillLead, restoreDetails } from './leads-desk'

describe('leads desk backfill', () => {
  const base = { id: 7, name: 'Анна ИВАНОВА', phone: '+77012345678', email: null, spam: 0 }

  it('sets new or spam, the search key, and moves a meeting out of details', () => {
    const details = JSON.stringify({ date: '2026-12-01', time: '15:00', office_id: 3, office: 'Офис, ул. Абая 1', client_address: '1.2.3.4' })
    const lead = backfillLead({ ...base, details }, new Set([3]))
    expect(lead).toEqual({
      id: 7,
      status: 'new',
      search_text: 'анна иванова 77012345678',
      meeting_at: '2026-12-01T10:00:00.000Z',
      meeting_office_id: 3,
      details: JSON.stringify({ client_address: '1.2.3.4' }),
    })
    expect(backfillLead({ ...base, spam: 1, details: null }, new Set()).status).toBe('spam')
    expect(backfillLead({ ...base, spam: true, details: { education: 'КазНУ' } }, new Set())).toMatchObject({ status: 'spam', details: '{"education":"КазНУ"}' })
  })

  it('keeps the office text when its contact is gone, and a day without a time', () => {
    const lead = backfillLead({ ...base, details: { date: '2026-12-01', office_id: 9, office: 'Старый офис' } }, new Set([3]))
    expect(lead.meeting_at).toBe('2026-11-30T19:00:00.000Z')
    expect(lead.meeting_office_id).toBeNull()
    expect(JSON.parse(lead.details!)).toEqual({ office_id: 9, office: 'Старый офис' })
  })

  it('puts the meeting back into details on the way down', () => {
    expect(JSON.parse(restoreDetails({ details: '{"client_address":"1.2.3.4"}', meeting_at: '2026-12-01T10:00:00.000Z', meeting_office_id: 3 })!)).toEqual({
      client_address: '1.2.3.4',
      date: '2026-12-01',
      time: '15:00',
      office_id: 3,
    })
    expect(restoreDetails({ details: null, meeting_at: null, meeting_office_id: null })).toBeNull()
  })
})
