import type { Field } from 'payload'

import { contentCollection, imageField, orderField } from '../fields'
import { ESTATE_CATEGORY_CODES } from '../../domain/estate-categories'

const scopeFields: Field[] = [
  { name: 'complexes', type: 'relationship', relationTo: 'complexes', hasMany: true, admin: { description: { ru: 'Пусто — все проекты.', en: 'Empty: every project.' } } },
  { name: 'houses', type: 'relationship', relationTo: 'houses', hasMany: true, admin: { description: { ru: 'Пусто — все очереди.', en: 'Empty: every queue.' } } },
  {
    name: 'estate_categories',
    type: 'select',
    options: [...ESTATE_CATEGORY_CODES],
    hasMany: true,
    admin: { description: { ru: 'Пусто — все категории.', en: 'Empty: every category.' } },
  },
]

/** Bank mortgage programs offered for the developer's projects. */
export const MortgagePrograms = contentCollection({
  slug: 'mortgage-programs',
  admin: { useAsTitle: 'title', group: 'Purchase methods' },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'bank', type: 'text', required: true, localized: true },
    imageField('logo'),
    {
      type: 'row',
      fields: [
        { name: 'rate', type: 'number', required: true, min: 0, admin: { description: { ru: 'Годовая ставка, %', en: 'Annual rate, %' } } },
        {
          name: 'initial_payment',
          type: 'number',
          required: true,
          min: 0,
          max: 100,
          admin: { description: { ru: 'Минимальный первоначальный взнос, %', en: 'Minimum initial payment, %' } },
        },
        { name: 'term_months', type: 'number', required: true, min: 1 },
        {
          name: 'fee_percent',
          type: 'number',
          required: true,
          min: 0,
          max: 10,
          defaultValue: 0,
          admin: { description: { ru: 'Разовая комиссия, % от суммы кредита (входит в эффективную ставку)', en: 'One-time fee, % of the loan (counts in the effective rate)' } },
        },
      ],
    },
    { name: 'conditions', type: 'textarea', localized: true },
    ...scopeFields,
    orderField(),
  ],
})

/** The developer's own installment plans. */
export const InstallmentPlans = contentCollection({
  slug: 'installment-plans',
  admin: { useAsTitle: 'title', group: 'Purchase methods' },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      type: 'row',
      fields: [
        { name: 'rate', type: 'number', required: true, min: 0, defaultValue: 0, admin: { description: { ru: 'Наценка, % в год', en: 'Markup, % a year' } } },
        {
          name: 'initial_payment',
          type: 'number',
          required: true,
          min: 0,
          max: 100,
          admin: { description: { ru: 'Минимальный первоначальный взнос, %', en: 'Minimum initial payment, %' } },
        },
        { name: 'term_months', type: 'number', required: true, min: 1 },
      ],
    },
    { name: 'conditions', type: 'textarea', localized: true },
    ...scopeFields,
    orderField(),
  ],
})
