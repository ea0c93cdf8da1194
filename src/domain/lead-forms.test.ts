import { describe, expect, it } from 'vitest'

import {
  callbackForm,
  isHoneypotFilled,
  meetingForm,
  projectSlugFromPage,
  questionForm,
  reserveForm,
  studentApplicationForm,
  subscriptionForm,
  vacancyApplicationForm,
  validateLeadForm,
} from './lead-forms'
import { addDays, todayInAlmaty } from './meeting-days'

const valid = { name: 'Айгүл Нұрланқызы', phone: '+7 (701) 123-45-67' }
const day = (offset: number) => addDays(todayInAlmaty(), offset)

describe('callbackForm', () => {
  it('accepts the contract body and normalises the phone and e-mail', () => {
    const result = validateLeadForm(callbackForm, { ...valid, email: ' Sales@Example.KZ ', utm_source: 'google', page: '/projects/alatau', website: '' })
    expect(result).toEqual({
      ok: true,
      data: { name: 'Айгүл Нұрланқызы', phone: '+77011234567', email: 'sales@example.kz', utm_source: 'google', page: '/projects/alatau', website: '' },
    })
  })

  it('treats an empty e-mail as absent (only name and phone are visible in the form)', () => {
    const result = validateLeadForm(callbackForm, { ...valid, email: '' })
    expect(result.ok && result.data.email).toBeUndefined()
  })

  it('lists message keys per field', () => {
    expect(validateLeadForm(callbackForm, {})).toEqual({ ok: false, errors: { name: ['validation_required'], phone: ['validation_required'] } })
    expect(validateLeadForm(callbackForm, { name: '  ', phone: '+79161234567', email: 'nope' })).toEqual({
      ok: false,
      errors: { name: ['validation_required'], phone: ['validation_phone'], email: ['validation_email'] },
    })
  })

  it('rejects wrong types, overlong values, markup and SQL text', () => {
    expect(validateLeadForm(callbackForm, { name: 42, phone: ['+77011234567'] })).toEqual({
      ok: false,
      errors: { name: ['validation_invalid'], phone: ['validation_invalid'] },
    })
    const errors = (input: object) => {
      const result = validateLeadForm(callbackForm, { ...valid, ...input })
      return result.ok ? {} : result.errors
    }
    expect(errors({ name: 'а'.repeat(101) })).toEqual({ name: ['validation_max'] })
    expect(errors({ name: '<script>alert(1)</script>' })).toEqual({ name: ['validation_name'] })
    expect(errors({ name: "Robert'); DROP TABLE leads;--" })).toEqual({ name: ['validation_name'] })
    expect(errors({ phone: "+77011234567' OR '1'='1" })).toEqual({ phone: ['validation_phone'] })
    expect(errors({ email: "a@b.kz'; DELETE FROM leads" })).toEqual({ email: ['validation_email'] })
    expect(errors({ utm_source: '<img src=x onerror=alert(1)>' })).toEqual({ utm_source: ['validation_invalid'] })
    expect(errors({ page: 'x'.repeat(501) })).toEqual({ page: ['validation_max'] })
  })
})

describe('meetingForm', () => {
  it('wants a real day from today to half a year ahead and an optional HH:MM time', () => {
    expect(validateLeadForm(meetingForm, { ...valid, date: day(1), time: '10:30' }).ok).toBe(true)
    expect(validateLeadForm(meetingForm, { ...valid, date: day(0) }).ok).toBe(true)
    for (const date of [day(-1), day(181), '2030-02-30', '31.12.2030', 'tomorrow']) {
      expect(validateLeadForm(meetingForm, { ...valid, date }), date).toEqual({ ok: false, errors: { date: ['validation_date'] } })
    }
    expect(validateLeadForm(meetingForm, { ...valid, date: day(1), time: '25:00' })).toEqual({ ok: false, errors: { time: ['validation_time'] } })
    expect(validateLeadForm(meetingForm, valid)).toEqual({ ok: false, errors: { date: ['validation_required'] } })
  })
})

describe('questionForm, reserveForm', () => {
  it('wants a message for a question', () => {
    expect(validateLeadForm(questionForm, valid)).toEqual({ ok: false, errors: { message: ['validation_required'] } })
    expect(validateLeadForm(questionForm, { ...valid, message: 'Есть ли рассрочка?\nСпасибо' }).ok).toBe(true)
    expect(validateLeadForm(questionForm, { ...valid, message: 'x'.repeat(2001) })).toEqual({ ok: false, errors: { message: ['validation_max'] } })
  })

  it('wants the estate of a reservation as a positive integer (number or digits)', () => {
    expect(validateLeadForm(reserveForm, { ...valid, estate_id: '15' })).toMatchObject({ ok: true, data: { estate_id: 15 } })
    expect(validateLeadForm(reserveForm, valid)).toEqual({ ok: false, errors: { estate_id: ['validation_required'] } })
    for (const estate_id of [0, -3, 1.5, '1; DROP TABLE estates', 'abc']) {
      const result = validateLeadForm(reserveForm, { ...valid, estate_id })
      expect(result.ok, String(estate_id)).toBe(false)
    }
  })
})

describe('applications and subscription', () => {
  it('want an e-mail and (for a vacancy) the vacancy', () => {
    expect(validateLeadForm(vacancyApplicationForm, valid)).toEqual({
      ok: false,
      errors: { email: ['validation_required'], vacancy_id: ['validation_required'] },
    })
    expect(validateLeadForm(studentApplicationForm, { ...valid, email: 'st@uni.kz', education: 'КазНУ, 3 курс' }).ok).toBe(true)
    expect(validateLeadForm(subscriptionForm, { email: 'reader@mail.kz' })).toEqual({ ok: true, data: { email: 'reader@mail.kz' } })
    expect(validateLeadForm(subscriptionForm, {})).toEqual({ ok: false, errors: { email: ['validation_required'] } })
  })
})

describe('helpers', () => {
  it('detects a filled honeypot', () => {
    expect(isHoneypotFilled(undefined)).toBe(false)
    expect(isHoneypotFilled('  ')).toBe(false)
    expect(isHoneypotFilled('http://spam.example')).toBe(true)
  })

  it('finds the project of a page path', () => {
    expect(projectSlugFromPage('/projects/alatau')).toBe('alatau')
    expect(projectSlugFromPage('/kk/projects/alatau?utm_source=x')).toBe('alatau')
    expect(projectSlugFromPage('https://example.kz/en/projects/alatau/')).toBe('alatau')
    expect(projectSlugFromPage('/projects/queue/alatau-1')).toBeNull()
    expect(projectSlugFromPage('/properties/apartments')).toBeNull()
    expect(projectSlugFromPage(undefined)).toBeNull()
  })
})
