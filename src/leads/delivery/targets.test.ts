import { describe, expect, it } from 'vitest'

import type { Lead } from '../../payload-types'
import { scrubSecrets } from '../config'
import { cvLink, cvLinkExpiry, CV_LINK_PERIOD_MS, verifyCvLink } from '../cv-link'
import { amoCrmNote, amoCrmUnsorted, AMOCRM_SOURCE_UID } from './amocrm'
import { bitrixLead } from './bitrix24'
import { macroCrmError, macroCrmRequest } from './macrocrm'
import { parseRetryAfter } from './target'
import { telegramText } from './telegram'

/** The message builders of the CRM targets: pure, on a lead as the delivery job reads it (depth 1). */

const lead = (over: Partial<Lead> = {}): Lead =>
  ({
    id: 42,
    uid: '7d1c4a1e-0000-4000-8000-000000000042',
    kind: 'reserve',
    status: 'new',
    name: 'Айгүл <Test>',
    phone: '+77011234567',
    email: 'aigul@mail.kz',
    message: 'Перезвоните после 18:00',
    complex: { id: 3, name: 'Алатау' },
    estate: { id: 9, geo_flatnum: 'AL-1-101' },
    vacancy: null,
    cv: null,
    details: { client_address: '203.0.113.7' },
    utm: { source: 'instagram', medium: 'cpc', campaign: 'autumn', term: 'квартира' },
    page: '/ru/projects/alatau',
    locale: 'ru',
    uid_: undefined,
    createdAt: '2026-11-27T06:30:00.000Z',
    updatedAt: '2026-11-27T06:30:00.000Z',
    ...over,
  }) as unknown as Lead

const CV = 'https://site.example/api/lead-files/5?expires=1&signature=abc'

describe('amoCRM unsorted form', () => {
  it('is an array of one item with its source, the form metadata, the lead with UTM and unit, and the contact', () => {
    const [item] = amoCrmUnsorted(lead())
    expect(item).toMatchObject({
      request_id: lead().uid,
      source_uid: AMOCRM_SOURCE_UID,
      source_name: expect.any(String),
      created_at: Date.parse('2026-11-27T06:30:00.000Z') / 1000,
      metadata: { form_id: 'reserve', form_name: 'Бронирование', form_sent_at: Date.parse('2026-11-27T06:30:00.000Z') / 1000, ip: '203.0.113.7' },
    })
    expect(item.metadata.form_page).toMatch(/\/ru\/projects\/alatau$/)
    const [amoLead] = item._embedded.leads
    expect(amoLead.name).toContain('Алатау, объект AL-1-101')
    expect(amoLead.custom_fields_values).toEqual(
      expect.arrayContaining([
        { field_code: 'UTM_SOURCE', values: [{ value: 'instagram' }] },
        { field_code: 'UTM_CAMPAIGN', values: [{ value: 'autumn' }] },
      ]),
    )
    expect(item._embedded.contacts[0]).toEqual({
      name: 'Айгүл <Test>',
      custom_fields_values: [
        { field_code: 'PHONE', values: [{ value: '+77011234567', enum_code: 'WORK' }] },
        { field_code: 'EMAIL', values: [{ value: 'aigul@mail.kz', enum_code: 'WORK' }] },
      ],
    })
  })
  it('leaves out what the visitor did not give, and puts the message and the CV link in a note', () => {
    const [item] = amoCrmUnsorted(lead({ email: null, utm: {} as Lead['utm'] }))
    expect(item._embedded.contacts[0].custom_fields_values.map((f) => f.field_code)).toEqual(['PHONE'])
    expect(item._embedded.leads[0].custom_fields_values.map((f) => f.field_code)).toEqual(['UTM_REFERRER'])
    expect(amoCrmNote(lead({ kind: 'vacancy', cv: 5 as never, vacancy: { id: 1, title: 'Прораб' } as never }), { cvUrl: CV })).toContain(`Резюме: ${CV}`)
    expect(amoCrmNote(lead({ message: null }), { cvUrl: null })).toBeNull()
  })
})

describe('Bitrix24 crm.lead.add', () => {
  it('has the title, name, phone and e-mail as WORK values, the source, UTM and a comment with form, page and unit', () => {
    const { fields } = bitrixLead(lead(), { cvUrl: null })
    expect(fields).toMatchObject({
      NAME: 'Айгүл <Test>',
      PHONE: [{ VALUE: '+77011234567', VALUE_TYPE: 'WORK' }],
      EMAIL: [{ VALUE: 'aigul@mail.kz', VALUE_TYPE: 'WORK' }],
      SOURCE_ID: 'WEB',
      UTM_SOURCE: 'instagram',
      UTM_MEDIUM: 'cpc',
      UTM_CAMPAIGN: 'autumn',
      UTM_TERM: 'квартира',
      ORIGIN_ID: lead().uid,
    })
    expect(fields.TITLE).toContain('Бронирование — Алатау, объект AL-1-101')
    expect(fields.COMMENTS).toContain('Форма: Бронирование')
    expect(fields.COMMENTS).toContain('Объект: Алатау, объект AL-1-101')
    expect(fields.COMMENTS).toMatch(/Страница: .*\/ru\/projects\/alatau/)
    expect(fields).not.toHaveProperty('UTM_CONTENT')
  })
  it('carries a CV as its link, and leaves out empty fields', () => {
    const { fields } = bitrixLead(lead({ kind: 'vacancy', cv: 5 as never, email: null, complex: null, estate: null }), { cvUrl: CV })
    expect(fields.COMMENTS).toContain(`Резюме: ${CV}`)
    expect(fields).not.toHaveProperty('EMAIL')
  })
})

describe('MacroCRM request', () => {
  it('has phone, name, message, source and utm_source', () => {
    const fields = macroCrmRequest(lead(), { cvUrl: null })
    expect(fields).toMatchObject({ phone: '+77011234567', name: 'Айгүл <Test>', source: expect.any(String), utm_source: 'instagram' })
    expect(fields.message).toContain('Объект: Алатау, объект AL-1-101')
    expect(fields.message).toContain('Перезвоните после 18:00')
  })
  it('reads a 200 whose body says error as a refusal', () => {
    expect(macroCrmError('{"success":false,"error":"Неверный токен"}', { success: false, error: 'Неверный токен' })).toBe('Неверный токен')
    expect(macroCrmError('', { success: false, message: 'no' })).toBe('no')
    expect(macroCrmError('', { status: 'error' })).toBe('error')
    expect(macroCrmError('Error: project not found', null)).toContain('project not found')
    expect(macroCrmError('{"success":true,"id":3}', { success: true, id: 3 })).toBeNull()
    expect(macroCrmError('OK', null)).toBeNull()
  })
})

describe('Telegram message', () => {
  it('reads as a note for the sales chat: kind, name, phone, e-mail, unit, page, Almaty time, UTM', () => {
    const text = telegramText(lead(), { cvUrl: null })
    expect(text.split('\n')[0]).toBe('<b>Бронирование</b> · заявка #42')
    expect(text).toContain('<b>Имя:</b> Айгүл &lt;Test&gt;')
    expect(text).toContain('<b>Телефон:</b> +77011234567')
    expect(text).toContain('<b>E-mail:</b> aigul@mail.kz')
    expect(text).toContain('<b>Объект:</b> Алатау, объект AL-1-101')
    expect(text).toContain('<b>Время:</b> 27.11.2026 11:30 (Алматы)')
    expect(text).toContain('<b>UTM:</b> instagram / cpc / autumn / квартира')
    expect(text).toMatch(/<b>Страница:<\/b> .*\/ru\/projects\/alatau/)
  })
  it("tells until when the site holds a reservation's unit", () => {
    expect(telegramText(lead({ details: { hold_id: 5, hold_ends_at: '2026-11-28T06:30:00.000Z' } }), { cvUrl: null })).toContain(
      '<b>Бронь на сайте до:</b> 28.11.2026 11:30 (Алматы); подтвердите или снимите её в «Онлайн-бронях»',
    )
    expect(telegramText(lead(), { cvUrl: null })).not.toContain('Бронь')
  })
  it('gives a CV as its link, never the file', () => {
    expect(telegramText(lead({ kind: 'vacancy', cv: 5 as never }), { cvUrl: CV })).toContain(`<b>Резюме:</b> ${CV.replace(/&/g, '&amp;')}`)
  })
})

describe('signed CV links', () => {
  const secret = 'test-secret'
  const created = Date.parse('2026-11-27T06:30:00.000Z')
  it('open the file they were made for until they expire, and nothing else', () => {
    const link = new URL(cvLink(5, created, created, secret, 'https://site.example'))
    expect(link.pathname).toBe('/api/lead-files/5')
    expect(verifyCvLink('5', link.searchParams, created + 1000, secret)).toBe(true)
    expect(verifyCvLink('6', link.searchParams, created + 1000, secret)).toBe(false)
    expect(verifyCvLink('5', link.searchParams, created + CV_LINK_PERIOD_MS + 1, secret)).toBe(false)
    expect(verifyCvLink('5', link.searchParams, created, 'another-secret')).toBe(false)
    const altered = new URLSearchParams(link.searchParams)
    altered.set('expires', String(Number(altered.get('expires')) + 1000))
    expect(verifyCvLink('5', altered, created, secret)).toBe(false)
  })
  it("stay the same across a lead's retries, and still open when the lead is re-sent months later", () => {
    expect(cvLink(5, created, created + 3600_000, secret, 'x')).toBe(cvLink(5, created, created + 2 * 86_400_000, secret, 'x'))
    const later = created + 100 * 86_400_000
    expect(cvLinkExpiry(created, later)).toBeGreaterThanOrEqual(later + 7 * 86_400_000)
  })
})

describe('secrets in error messages', () => {
  it('are replaced, whole URLs and bot tokens included', () => {
    const secrets = ['https://x.bitrix24.kz/rest/1/k3yk3yk3y/', 'k3yk3yk3y', 'amo-token-123']
    expect(scrubSecrets('Bitrix24 answered HTTP 400: Access denied to /rest/1/k3yk3yk3y/crm.lead.add.json', secrets)).not.toContain('k3yk3yk3y')
    expect(scrubSecrets('failed https://x.bitrix24.kz/rest/1/k3yk3yk3y/crm.lead.add.json', secrets)).toBe('failed ***crm.lead.add.json')
    expect(scrubSecrets('token amo-token-123 refused', secrets)).toBe('token *** refused')
    expect(scrubSecrets('POST /bot123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw/sendMessage', [])).not.toContain('AAHdqTcv')
  })
  it('Retry-After is read in seconds or as a date', () => {
    expect(parseRetryAfter('3')).toBe(3000)
    expect(parseRetryAfter(new Date(Date.now() + 10_000).toUTCString())).toBeGreaterThan(8000)
    expect(parseRetryAfter('soon')).toBeUndefined()
  })
})

describe('amoCRM refusals', () => {
  it('read as amoCRM words them', async () => {
    const { amoCrmReasons } = await import('./amocrm')
    expect(amoCrmReasons({ 'validation-errors': [{ request_id: '0', errors: [{ code: 'FieldMissing', path: 'metadata.form_page', detail: 'This field is missing.' }] }] })).toBe(
      'metadata.form_page: This field is missing.',
    )
    expect(amoCrmReasons({ title: 'Unauthorized', detail: 'Invalid access token' })).toBe('Invalid access token')
    expect(amoCrmReasons('Service Unavailable')).toBeNull()
  })
})
