import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { formatPrice } from '@/components/properties/estate-format'
import { CallbackFormOnIntent } from '@/components/forms/on-intent'
import formPanel from '@/components/forms/form-panel.module.css'
import { PurchaseHero } from '@/components/purchase/PurchaseHero'
import { PurchaseDocuments, PurchaseFaq, PurchaseHighlights, PurchaseSteps } from '@/components/purchase/PurchaseInfo'
import styles from '@/components/purchase/purchase.module.css'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import frame from '@/components/ui/page.module.css'
import { fullPaymentCalculation } from '@/domain/loan-calculator'
import { localizedPath } from '@/domain/routing-rules'
import { PAGES, propertiesPath } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import { complexNavigation } from '@/services/complexes'
import { documentsFor, faqFor } from '@/services/purchase-guide'
import { pageMetadata } from '@/app/(site)/seo'
import { fullPaymentFigures } from '../hero-figures'
import { loadPurchaseSection, REQUEST_ID } from '../purchase-data'

type Props = { params: Promise<{ locale: Locale }> }

export const dynamic = 'force-static'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [t, { guide }] = await Promise.all([getTranslations({ locale }), loadPurchaseSection(locale)])
  return pageMetadata({ locale, path: PAGES.payment100, title: guide.methods['payment-100'].title || t('nav-payment-100'), description: t('purchase-payment-100-description') })
}

/** Full payment: a hero with the discount and the lowest price with it, the discount from the store with an example on the lowest price on sale, the steps, the documents, the questions about paying in full. */
export default async function FullPaymentPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, { guide }, projects] = await Promise.all([getTranslations(), loadPurchaseSection(locale), complexNavigation(locale)])
  const method = guide.methods['payment-100']
  const title = method.title || t('nav-payment-100')
  const discountPercent = guide.fullPayment.discountPercent
  const prices = projects.flatMap((p) => (p.price_from ? [p.price_from] : []))
  const lowestPrice = prices.length ? Math.min(...prices) : null
  const example = discountPercent > 0 && lowestPrice !== null ? fullPaymentCalculation({ price: lowestPrice, discountPercent }) : null

  return (
    <main id="main" className={frame.page}>
      <PageBreadcrumbs
        locale={locale}
        crumbs={[
          { href: PAGES.purchaseMethods, label: t('nav-purchase-methods') },
          { href: PAGES.payment100, label: title },
        ]}
      />
      <PurchaseHero
        title={title}
        message={t('purchase-hero-payment-100')}
        summary={method.summary}
        primary={{ href: `#${REQUEST_ID}`, label: t('purchase-cta-request') }}
        secondary={{ href: propertiesPath('flat'), label: t('purchase-cta-apartments') }}
        figures={fullPaymentFigures(t, discountPercent, lowestPrice)}
      />
      {discountPercent > 0 && (
        <section className={styles.discount} aria-labelledby="full-discount" data-testid="full-payment-discount">
          <h2 id="full-discount" className={styles.cardTitle}>
            {t('purchase-full-discount')}
          </h2>
          <p className={styles.discountValue}>{t('purchase-percent', { value: discountPercent })}</p>
          {guide.fullPayment.conditions && <p className={styles.text}>{guide.fullPayment.conditions}</p>}
          {example && (
            <p className={styles.text}>
              {t('purchase-full-example', { price: formatPrice(t, example.price), total: formatPrice(t, example.total), discount: formatPrice(t, example.discount) })}
            </p>
          )}
        </section>
      )}
      <PurchaseHighlights items={method.highlights} />
      <PurchaseSteps title={t('purchase-steps')} steps={guide.steps} />
      <PurchaseDocuments title={t('purchase-documents')} documents={documentsFor(guide, 'payment-100')} />
      <PurchaseFaq title={t('purchase-faq')} items={faqFor(guide, 'payment-100')} />
      <section id={REQUEST_ID} className={styles.section} aria-label={t('purchase-consultation-title')}>
        <div className={formPanel.panel}>
          <CallbackFormOnIntent policyHref={localizedPath(locale, '/policy.pdf')} title={t('purchase-consultation-title')} text={t('purchase-consultation-text')} />
        </div>
      </section>
    </main>
  )
}
