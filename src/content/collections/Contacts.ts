import type { Field } from 'payload'

import { TIME_OF_DAY, WEEKDAYS } from '../../domain/office-hours'
import { contentCollection, orderField } from '../fields'

const timeOfDay = (name: 'opens' | 'closes'): Field => ({
  name,
  type: 'text',
  required: true,
  admin: { placeholder: name === 'opens' ? '09:00' : '19:00', width: '50%' },
  validate: (value: unknown) => (typeof value === 'string' && TIME_OF_DAY.test(value) ? true : 'Use HH:MM, 24-hour (e.g. 09:00)'),
})

/** Offices and sales points. */
export const Contacts = contentCollection({
  slug: 'contacts',
  admin: { useAsTitle: 'title', group: 'Company' },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'city', type: 'relationship', relationTo: 'cities' },
    { name: 'address', type: 'text', required: true, localized: true },
    { name: 'phones', type: 'array', fields: [{ name: 'phone', type: 'text', required: true }] },
    { name: 'email', type: 'email' },
    {
      name: 'working_hours',
      type: 'text',
      localized: true,
      admin: {
        description: {
          ru: 'Часы работы так, как их читают посетители, например «Пн–Пт 9:00–19:00, Сб 10:00–16:00».',
          en: 'Opening hours as visitors read them, e.g. "Mon–Fri 9:00–19:00, Sat 10:00–16:00".',
        },
      },
    },
    {
      name: 'schedule',
      type: 'array',
      maxRows: 7,
      admin: {
        description: {
          ru: 'Те же часы по дням недели (время Алматы): форма записи на встречу на странице контактов предлагает часовые слоты в их пределах. Без строк офис не принимает записи на встречу.',
          en: 'The same hours by weekday (Almaty time): the meeting form on /contacts offers hourly slots within them. No rows: the office takes no meeting requests.',
        },
      },
      fields: [
        { name: 'days', type: 'select', hasMany: true, required: true, options: [...WEEKDAYS] },
        { type: 'row', fields: [timeOfDay('opens'), timeOfDay('closes')] },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number' },
        { name: 'longitude', type: 'number' },
      ],
    },
    { name: 'is_sales_office', type: 'checkbox', defaultValue: true },
    orderField(),
  ],
})
