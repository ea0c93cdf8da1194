import type { GlobalConfig, PayloadRequest } from 'payload'

import { inEditorLanguage, w, type Words } from '../admin-words'
import { contentGlobal } from '../fields'

/** An optional field that, when filled, must match `format` (the message says what is expected, in the editor's language). */
const pattern =
  (format: RegExp, expected: Words) =>
  (value: unknown, { req }: { req: PayloadRequest }) =>
    value === null || value === undefined || value === '' || (typeof value === 'string' && format.test(value)) ? true : inEditorLanguage(expected, req.i18n?.language)

/** Company-wide contacts, socials, policy document and analytics ids. */
export const SiteSettings: GlobalConfig = contentGlobal({
  slug: 'site-settings',
  admin: { group: 'Settings' },
  fields: [
    { name: 'company_name', type: 'text', required: true, localized: true },
    { name: 'phone', type: 'text', required: true },
    {
      name: 'whatsapp',
      type: 'text',
      validate: pattern(
        /^\+?[78][\s()-]*7(?:[\s()-]*\d){9}$/,
        w('Нужен мобильный номер Казахстана: +7 (7xx) xxx-xx-xx', 'Expected a Kazakhstan mobile number: +7 (7xx) xxx-xx-xx'),
      ),
      admin: {
        description: w(
          'Номер WhatsApp отдела продаж: кнопка «WhatsApp» на страницах проектов, очередей, объектов и контактов и в нижней панели телефонов. Пусто — кнопки нет.',
          "The sales team's WhatsApp number: the WhatsApp button on project, queue, property and contacts pages and in the phones' bottom bar. Empty: no button.",
        ),
      },
    },
    {
      name: 'telegram',
      type: 'text',
      validate: pattern(
        /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/,
        w('Нужно имя в Telegram: 5–32 латинские буквы, цифры или _', 'Expected a Telegram username: 5-32 Latin letters, digits or _'),
      ),
      admin: {
        description: w(
          'Имя отдела продаж в Telegram (только имя, без ссылки): кнопка «Telegram» на страницах проектов, очередей, объектов и контактов. Пусто — кнопки нет.',
          "The sales team's Telegram username (the name only, no link): the Telegram button on project, queue, property and contacts pages. Empty: no button.",
        ),
      },
    },
    { name: 'sales_email', type: 'email', required: true },
    { name: 'info_email', type: 'email' },
    {
      name: 'socials',
      type: 'array',
      maxRows: 6,
      fields: [
        { name: 'network', type: 'select', options: ['instagram', 'facebook', 'youtube', 'telegram', 'whatsapp', 'tiktok', 'vk'], required: true },
        { name: 'url', type: 'text', required: true },
      ],
    },
    {
      name: 'policy',
      type: 'upload',
      relationTo: 'media',
      localized: true,
      admin: {
        description: {
          ru: 'PDF политики конфиденциальности, свой для каждого языка; открывается по адресу /policy.pdf.',
          en: 'Privacy policy PDF, one per language; served at /policy.pdf.',
        },
      },
    },
    {
      name: 'requisites',
      type: 'group',
      admin: { description: w('Реквизиты компании, показываются на странице контактов.', "The company's legal details, shown on /contacts.") },
      fields: [
        { name: 'legal_name', type: 'text', localized: true },
        {
          type: 'row',
          fields: [
            { name: 'bin', type: 'text', validate: pattern(/^\d{12}$/, w('Нужно 12 цифр', 'Expected 12 digits')) },
            { name: 'kbe', type: 'text', validate: pattern(/^\d{2}$/, w('Нужно 2 цифры', 'Expected 2 digits')) },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'iban', type: 'text', validate: pattern(/^KZ[0-9A-Z]{18}$/, w('Нужно KZ и 18 латинских букв или цифр', 'Expected KZ and 18 letters or digits')) },
            {
              name: 'bik',
              type: 'text',
              validate: pattern(/^[A-Z0-9]{8}(?:[A-Z0-9]{3})?$/, w('Нужно 8 или 11 заглавных латинских букв или цифр', 'Expected 8 or 11 capital letters or digits')),
            },
          ],
        },
        { name: 'bank', type: 'text', localized: true },
        { name: 'legal_address', type: 'text', localized: true },
      ],
    },
    {
      name: 'made_by',
      type: 'group',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'url', type: 'text' },
      ],
    },
    {
      // Analytics with consent (issue 34, item 4): none by default; with an id the site asks visitors first.
      name: 'analytics',
      type: 'group',
      admin: {
        description: w(
          'Счётчики подключаются только после согласия посетителя: с номером счётчика на сайте появляется баннер согласия, без него — ни баннера, ни запросов к сервисам аналитики.',
          'Counters load only after a visitor consents: with an id the site shows the consent banner; without one, no banner and no request to an analytics service.',
        ),
      },
      fields: [
        { name: 'yandex_metrika_id', type: 'text', validate: pattern(/^\d{4,12}$/, w('Номер счётчика: 4–12 цифр', 'A counter number: 4-12 digits')) },
        { name: 'google_analytics_id', type: 'text', validate: pattern(/^G-[A-Z0-9]{4,16}$/i, w('Идентификатор GA4: G-XXXXXXXX', 'A GA4 measurement id: G-XXXXXXXX')) },
      ],
    },
    {
      name: 'seo',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'description', type: 'textarea', localized: true },
      ],
    },
  ],
})
