import 'server-only'

import type { PurchaseMethod } from '../domain/purchase-methods'
import type { Locale } from '../i18n/locales'
import { getPayloadClient } from '../lib/payload'
import type { PurchaseGuide } from '../payload-types'
import { cached } from './cache'
import { latestGlobalVersion } from './drafts'

/**
 * The texts of the purchase-methods section (Purchase methods > Purchase methods page): what each way of
 * buying is, the full-payment discount, the steps, the documents by way of buying, the FAQ and the
 * disclaimer under every calculation. Empty strings stand for what an editor has left empty.
 */

export type PurchaseMethodText = { title: string; summary: string; highlights: string[] }

export type PurchaseGuideView = {
  intro: string
  methods: Record<PurchaseMethod, PurchaseMethodText>
  fullPayment: { discountPercent: number; conditions: string }
  steps: Array<{ title: string; text: string }>
  /** Documents; `methods` empty means every way of buying. */
  documents: Array<{ title: string; methods: PurchaseMethod[] }>
  /** Questions; `methods` empty means every way of buying. */
  faq: Array<{ question: string; answer: string; methods: PurchaseMethod[] }>
  disclaimer: string
}

function toPurchaseGuideView(doc: PurchaseGuide): PurchaseGuideView {
  const method = (m: { title?: string | null; summary?: string | null; highlights?: Array<{ text?: string | null }> | null } | null | undefined): PurchaseMethodText => ({
    title: m?.title ?? '',
    summary: m?.summary ?? '',
    highlights: (m?.highlights ?? []).map((h) => h.text ?? '').filter(Boolean),
  })
  return {
    intro: doc.intro ?? '',
    methods: { mortgage: method(doc.methods?.mortgage), installment: method(doc.methods?.installment), 'payment-100': method(doc.methods?.payment_100) },
    fullPayment: { discountPercent: doc.full_payment?.discount_percent ?? 0, conditions: doc.full_payment?.conditions ?? '' },
    steps: (doc.steps ?? []).filter((s) => s.title).map((s) => ({ title: s.title, text: s.text ?? '' })),
    documents: (doc.documents ?? []).filter((d) => d.title).map((d) => ({ title: d.title, methods: d.methods ?? [] })),
    faq: (doc.faq ?? []).filter((f) => f.question).map((f) => ({ question: f.question, answer: f.answer ?? '', methods: f.methods ?? [] })),
    disclaimer: doc.disclaimer ?? '',
  }
}

export const getPurchaseGuide = cached('purchase-guide', ['purchase-guide'], async (locale: Locale): Promise<PurchaseGuideView> => {
  const payload = await getPayloadClient()
  return toPurchaseGuideView(await payload.findGlobal({ slug: 'purchase-guide', locale, depth: 0, overrideAccess: true }))
})

/** The guide's latest draft, for an editor's preview. */
export const getPurchaseGuideDraft = async (locale: Locale): Promise<PurchaseGuideView> => toPurchaseGuideView(await latestGlobalVersion('purchase-guide', locale))

/** The documents that one way of buying needs. */
export const documentsFor = (guide: PurchaseGuideView, method: PurchaseMethod): string[] =>
  guide.documents.filter((d) => !d.methods.length || d.methods.includes(method)).map((d) => d.title)

/** The questions about one way of buying: those marked with it, and those marked with none (every way). */
export const faqFor = (guide: PurchaseGuideView, method: PurchaseMethod): PurchaseGuideView['faq'] => guide.faq.filter((f) => !f.methods.length || f.methods.includes(method))
