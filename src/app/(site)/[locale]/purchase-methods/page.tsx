import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CallbackFormOnIntent } from '@/components/forms/on-intent'
import formPanel from '@/components/forms/form-panel.module.css'
import { MethodCard } from '@/components/purchase/MethodCard'
import { PurchaseHero } from '@/components/purchase/PurchaseHero'
import { PurchaseDocuments, PurchaseFaq, PurchaseSteps } from '@/components/purchase/PurchaseInfo'
import styles from '@/components/purchase/purchase.module.css'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import frame from '@/components/ui/page.module.css'
import { cardRows } from '@/components/ui/card-rows'
import { formatNumber } from '@/domain/money'
import { keyTerms } from '@/domain/purchase-methods'
import { localizedPath } from '@/domain/routing-rules'
import { PAGES, propertiesPath } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/app/(site)/seo'
import { effectiveRateFrom, sectionFigures } from './hero-figures'
import { loadPurchaseSection, REQUEST_ID } from './purchase-data'

type Props = { params: Promise<{ locale: Locale }> }

// Rendered once, then served from the cache until an editor's save expires it (no request data is read).
export const dynamic = 'force-static'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale })
  return pageMetadata({ locale, path: PAGES.purchaseMethods, title: t('nav-purchase-methods'), description: t('purchase-description') })
}

/**
 * The purchase-methods landing: a hero with the section's key figures and calls to action, the three ways to buy with their key terms from the programs in the store
 * and where they apply, the steps of a purchase, the documents, the FAQ and a consultation request.
 */
export default async function PurchaseMethodsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, section] = await Promise.all([getTranslations(), loadPurchaseSection(locale)])
  const { guide, mortgages, installments } = section

  const termsLine = (programs: typeof mortgages | typeof installments, rateKey: 'purchase-rate-from' | 'purchase-markup-from') => {
    const terms = keyTerms(programs)
    if (!terms) return ''
    // Every rate is advertised with its effective rate beside it (DESIGN §8: Kazakhstan's regulator).
    return [
      t(rateKey, { rate: terms.rateFrom }),
      t('purchase-effective-from', { rate: formatNumber(effectiveRateFrom(programs), 1) }),
      t('purchase-initial-from', { percent: terms.initialFrom }),
      t('purchase-term-up-to', { months: terms.termUpTo }),
    ].join(' · ')
  }
  const scopeLines = (programs: typeof mortgages | typeof installments) => {
    const { projects, categories } = section.scopeText(programs)
    return [
      projects ? t('purchase-applies-projects', { projects }) : t('purchase-applies-everywhere'),
      ...(categories ? [t('purchase-applies-categories', { categories })] : []),
      t('purchase-programs-count', { count: programs.length }),
    ]
  }
  const methods = [
    { href: PAGES.mortgage, text: guide.methods.mortgage, terms: termsLine(mortgages, 'purchase-rate-from'), scope: scopeLines(mortgages), link: t('purchase-method-open') },
    {
      href: PAGES.installment,
      text: guide.methods.installment,
      terms: termsLine(installments, 'purchase-markup-from'),
      scope: scopeLines(installments),
      link: t('purchase-method-open'),
    },
    {
      href: PAGES.payment100,
      text: guide.methods['payment-100'],
      terms: guide.fullPayment.discountPercent > 0 ? t('purchase-discount', { percent: guide.fullPayment.discountPercent }) : '',
      scope: [t('purchase-applies-everywhere')],
      link: t('purchase-method-open-terms'),
    },
  ]

  return (
    <main id="main" className={frame.page}>
      <PageBreadcrumbs locale={locale} crumbs={[{ href: PAGES.purchaseMethods, label: t('nav-purchase-methods') }]} />
      <PurchaseHero
        title={t('nav-purchase-methods')}
        message={t('purchase-hero-index')}
        summary={guide.intro}
        primary={{ href: propertiesPath('flat'), label: t('purchase-cta-apartments') }}
        secondary={{ href: `#${REQUEST_ID}`, label: t('purchase-cta-request') }}
        figures={sectionFigures(t, mortgages, installments, guide.fullPayment.discountPercent)}
      />
      <section aria-labelledby="purchase-methods">
        <h2 id="purchase-methods" className={styles.sectionTitle}>
          {t('purchase-methods-heading')}
        </h2>
        <ul className={frame.wideCards} {...cardRows(methods.length, { wide: true })}>
          {methods.map((m) => (
            <li key={m.href}>
              <MethodCard href={m.href} text={m.text} terms={m.terms} scope={m.scope} linkLabel={m.link} />
            </li>
          ))}
        </ul>
      </section>
      <PurchaseSteps title={t('purchase-steps')} steps={guide.steps} />
      <PurchaseDocuments title={t('purchase-documents')} documents={guide.documents.map((d) => d.title)} />
      <PurchaseFaq title={t('purchase-faq')} items={guide.faq} />
      <section id={REQUEST_ID} className={styles.section} aria-label={t('purchase-consultation-title')}>
        <div className={formPanel.panel}>
          <CallbackFormOnIntent policyHref={localizedPath(locale, '/policy.pdf')} title={t('purchase-consultation-title')} text={t('purchase-consultation-text')} />
        </div>
      </section>
    </main>
  )
}
