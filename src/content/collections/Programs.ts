import type { Field, PayloadRequest } from 'payload'

import { contentCollection, imageField, orderField } from '../fields'
import { inEditorLanguage, w, type Words } from '../admin-words'
import { ESTATE_CATEGORY_CODES } from '../../domain/estate-categories'
import { ELIGIBILITY_QUESTIONS } from '../../domain/program-eligibility'
import { statedEffectiveRateIssues, type StatedEffectiveRateIssue } from '../../domain/purchase-methods'
import { DEFAULT_LOCALE } from '../../domain/locales'

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

const STATED_RATE_ISSUES: Record<StatedEffectiveRateIssue, Words> = {
  'effective-below-rate': w('ГЭСВ не может быть ниже ставки', 'The effective rate cannot be below the rate'),
  'effective-source-required': w('Укажите, кто опубликовал эту ГЭСВ', 'Say who published this effective rate'),
  'effective-date-required': w('Укажите, на какую дату опубликована ГЭСВ', 'Give the day this effective rate is published for'),
  'effective-date-future': w('Дата не может быть в будущем', 'The day cannot be in the future'),
}

type StatedRateField = 'effective_rate' | 'effective_rate_source' | 'effective_rate_as_of'

/** One field's check of the stated effective rate (domain/purchase-methods), in the editor's language. */
const statedRateCheck =
  (field: StatedRateField) =>
  (value: unknown, { siblingData, req }: { siblingData: Record<string, unknown>; req: PayloadRequest }) => {
    // The source is localized: required in the main language, the others fall back to it.
    if (field === 'effective_rate_source' && req.locale && req.locale !== DEFAULT_LOCALE) return true
    const issue = statedEffectiveRateIssues({ ...siblingData, [field]: value } as Parameters<typeof statedEffectiveRateIssues>[0], new Date().toISOString().slice(0, 10))[field]
    return issue ? inEditorLanguage(STATED_RATE_ISSUES[issue], req.i18n?.language) : true
  }

/**
 * The ГЭСВ a program's publisher states (empty: the site computes it from the rate and fee), and who
 * may use it (the calculators' yes/no questions, domain/program-eligibility).
 */
const effectiveRateAndEligibility: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'effective_rate',
        type: 'number',
        min: 0,
        max: 100,
        validate: statedRateCheck('effective_rate'),
        admin: {
          description: w(
            'ГЭСВ, % годовых, как её публикует банк (для рассрочки — застройщик). Пусто — сайт считает её сам по ставке и комиссии; заполните, если у программы есть другие расходы (страхование, оценка).',
            'The effective rate, % a year, as the bank publishes it. Empty: the site computes it from the rate and fee; fill it in when the program has other costs (insurance, appraisal).',
          ),
        },
      },
      {
        name: 'effective_rate_source',
        type: 'text',
        localized: true,
        validate: statedRateCheck('effective_rate_source'),
        admin: { description: w('Где опубликована: например, «Отбасы банк, условия программы».', 'Where it is published: the bank and its document.') },
      },
      {
        name: 'effective_rate_as_of',
        type: 'date',
        validate: statedRateCheck('effective_rate_as_of'),
        admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' }, description: w('На какую дату.', 'As of which day.') },
      },
    ],
  },
  {
    name: 'requirements',
    type: 'select',
    hasMany: true,
    options: [...ELIGIBILITY_QUESTIONS],
    admin: {
      description: w(
        'Кому доступна программа. Калькулятор спросит об отмеченном (да или нет) и скроет программу, если покупатель ответит «нет».',
        'Who may use the program. The calculator asks about each ticked one (yes or no) and hides the program when the buyer answers no.',
      ),
    },
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
    ...effectiveRateAndEligibility,
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
    ...effectiveRateAndEligibility,
    { name: 'conditions', type: 'textarea', localized: true },
    ...scopeFields,
    orderField(),
  ],
})
