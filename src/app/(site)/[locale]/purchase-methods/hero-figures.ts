import { formatPrice } from '@/components/properties/estate-format'
import type { HeroFigure } from '@/components/purchase/PurchaseHero'
import { fullPaymentCalculation } from '@/domain/loan-calculator'
import { formatNumber } from '@/domain/money'
import { keyTerms } from '@/domain/purchase-methods'
import type { Translate } from '@/i18n/messages'

/**
 * The key figures of the purchase pages' heroes, from the programs and prices in the store: the lowest
 * rate (with the lowest effective rate beside it, as Kazakhstan's regulator asks wherever a rate is
 * advertised), the lowest initial payment, the longest term, the full-payment discount.
 */

type Terms = { rate: number; effective_rate: number; initial_payment: number; term_months: number }

const percent = (t: Translate, value: number) => t('purchase-percent', { value: formatNumber(value, 1) })
const percentFrom = (t: Translate, value: number) => t('purchase-percent-from', { value: formatNumber(value, 1) })

/** A term: in years when it is whole years and `years` is asked for (a mortgage's 300 months read as 25 years), else in months. */
export const termUpTo = (t: Translate, months: number, years = false): string =>
  years && months % 12 === 0 ? t('purchase-years-up-to', { years: months / 12 }) : t('purchase-months-up-to', { months })

/** The lowest effective rate (ГЭСВ) of a set of programs, advertised beside their lowest rate. */
export const effectiveRateFrom = (programs: ReadonlyArray<{ effective_rate: number }>): number => Math.min(...programs.map((p) => p.effective_rate))

export function mortgageFigures(t: Translate, programs: Terms[]): HeroFigure[] {
  const terms = keyTerms(programs)
  if (!terms) return []
  return [
    { label: t('purchase-program-rate'), value: percentFrom(t, terms.rateFrom) },
    { label: t('purchase-program-effective-rate'), value: percentFrom(t, effectiveRateFrom(programs)) },
    { label: t('purchase-program-initial'), value: percentFrom(t, terms.initialFrom) },
    { label: t('purchase-program-term'), value: termUpTo(t, terms.termUpTo, true) },
  ]
}

export function installmentFigures(t: Translate, plans: Terms[]): HeroFigure[] {
  const terms = keyTerms(plans)
  if (!terms) return []
  return [
    { label: t('purchase-program-markup'), value: percentFrom(t, terms.rateFrom) },
    { label: t('purchase-program-effective-rate'), value: percentFrom(t, effectiveRateFrom(plans)) },
    { label: t('purchase-program-initial'), value: percentFrom(t, terms.initialFrom) },
    { label: t('purchase-program-term'), value: termUpTo(t, terms.termUpTo) },
  ]
}

/** The section's landing: a figure of each way to buy. */
export function sectionFigures(t: Translate, mortgages: Terms[], installments: Terms[], discountPercent: number): HeroFigure[] {
  const mortgage = keyTerms(mortgages)
  const installment = keyTerms(installments)
  return [
    ...(mortgage
      ? [
          { label: t('purchase-figure-mortgage-rate'), value: percentFrom(t, mortgage.rateFrom) },
          { label: t('purchase-program-effective-rate'), value: percentFrom(t, effectiveRateFrom(mortgages)) },
        ]
      : []),
    ...(installment ? [{ label: t('purchase-figure-installment'), value: termUpTo(t, installment.termUpTo) }] : []),
    ...(discountPercent > 0 ? [{ label: t('purchase-full-discount'), value: percent(t, discountPercent) }] : []),
  ]
}

/** Full payment: the discount, the lowest price on sale and what it comes to with the discount. */
export function fullPaymentFigures(t: Translate, discountPercent: number, lowestPrice: number | null): HeroFigure[] {
  if (discountPercent <= 0) return []
  const figures: HeroFigure[] = [{ label: t('purchase-figure-discount'), value: percent(t, discountPercent), wide: true }]
  if (lowestPrice !== null) {
    const { total } = fullPaymentCalculation({ price: lowestPrice, discountPercent })
    figures.push(
      { label: t('purchase-figure-flats'), value: t('price-from', { price: formatPrice(t, lowestPrice) }), wide: true },
      { label: t('purchase-figure-discounted'), value: t('price-from', { price: formatPrice(t, total) }), wide: true },
    )
  }
  return figures
}
