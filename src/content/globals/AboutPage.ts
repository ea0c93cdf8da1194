import type { Field, GlobalConfig } from 'payload'

import { contentGlobal } from '../fields'
import { PAGES } from '../../domain/site-pages'

const localizedText = (name: string, required = false): Field => ({ name, type: 'text', required, localized: true })
const localizedTextarea = (name: string, required = false): Field => ({ name, type: 'textarea', required, localized: true })

/**
 * The texts of /about that no collection holds: the introduction, the year the company was founded (the
 * page counts its years from it), the history by year, the mission and the values. The page's figures
 * (projects, cities, homes delivered) are counted from the catalogue; people, awards, reviews, photos
 * and videos are collections of their own.
 */
export const AboutPage: GlobalConfig = contentGlobal({
  slug: 'about-page',
  sitePage: PAGES.about,
  admin: { group: 'Company' },
  fields: [
    localizedTextarea('intro'),
    {
      name: 'founded_year',
      type: 'number',
      min: 1900,
      max: 2100,
      admin: { description: { ru: 'Страница показывает, сколько лет прошло с тех пор.', en: 'The page shows the years since then.' } },
    },
    {
      name: 'history',
      type: 'array',
      maxRows: 40,
      admin: { description: { ru: 'Вехи истории в порядке показа.', en: 'Milestones, in the order to show them.' } },
      fields: [{ name: 'year', type: 'number', required: true, min: 1900, max: 2100 }, localizedText('title', true), localizedTextarea('text')],
    },
    localizedTextarea('mission'),
    { name: 'values', type: 'array', maxRows: 8, fields: [localizedText('title', true), localizedTextarea('text')] },
  ],
})
