import type { Field, GlobalConfig } from 'payload'

import { PURCHASE_METHODS } from '../../domain/purchase-methods'
import { contentGlobal } from '../fields'
import { PAGES } from '../../domain/site-pages'

const localizedText = (name: string, required = true): Field => ({ name, type: 'text', required, localized: true })
const localizedTextarea = (name: string, required = true): Field => ({ name, type: 'textarea', required, localized: true })

/**
 * The texts of /purchase-methods and its three pages around the programs (which are collections of their
 * own): what each way of buying is, the full-payment discount, the steps of a purchase, the documents a
 * buyer brings, the questions buyers ask, and the disclaimer under every calculation.
 */
export const PurchaseGuide: GlobalConfig = contentGlobal({
  slug: 'purchase-guide',
  sitePage: PAGES.purchaseMethods,
  admin: { group: 'Purchase methods' },
  fields: [
    localizedTextarea('intro'),
    {
      name: 'methods',
      type: 'group',
      fields: PURCHASE_METHODS.map((method) => ({
        name: method.replace('-', '_'),
        type: 'group' as const,
        fields: [localizedText('title'), localizedTextarea('summary'), { name: 'highlights', type: 'array' as const, maxRows: 6, fields: [localizedText('text')] }],
      })),
    },
    {
      name: 'full_payment',
      type: 'group',
      fields: [
        {
          name: 'discount_percent',
          type: 'number',
          required: true,
          min: 0,
          max: 30,
          defaultValue: 0,
          admin: { description: { ru: 'Скидка при оплате всей суммы сразу, %', en: 'Discount for paying the whole price at once, %' } },
        },
        localizedTextarea('conditions'),
      ],
    },
    {
      name: 'steps',
      type: 'array',
      maxRows: 12,
      admin: { description: { ru: 'Шаги покупки по порядку.', en: 'The steps of a purchase, in order.' } },
      fields: [localizedText('title'), localizedTextarea('text')],
    },
    {
      name: 'documents',
      type: 'array',
      maxRows: 30,
      fields: [
        localizedText('title'),
        {
          name: 'methods',
          type: 'select',
          options: [...PURCHASE_METHODS],
          hasMany: true,
          admin: { description: { ru: 'Пусто — все способы покупки.', en: 'Empty: every way of buying.' } },
        },
      ],
    },
    {
      name: 'faq',
      type: 'array',
      maxRows: 30,
      fields: [
        localizedText('question'),
        localizedTextarea('answer'),
        {
          name: 'methods',
          type: 'select',
          options: [...PURCHASE_METHODS],
          hasMany: true,
          admin: { description: { ru: 'Пусто — все способы покупки.', en: 'Empty: every way of buying.' } },
        },
      ],
    },
    localizedTextarea('disclaimer'),
  ],
})
