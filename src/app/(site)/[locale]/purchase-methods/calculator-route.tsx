import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PurchaseHero } from '@/components/purchase/PurchaseHero'
import { PurchaseDocuments, PurchaseFaq, PurchaseHighlights, PurchaseSteps } from '@/components/purchase/PurchaseInfo'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import frame from '@/components/ui/page.module.css'
import type { CalculatorKind } from '@/domain/calculator-input'
import { formatDay } from '@/domain/publication'
import { localizedPath } from '@/domain/routing-rules'
import { PAGES, propertiesPath } from '@/domain/site-pages'
import type { SearchParams } from '@/domain/query-params'
import type { Locale } from '@/i18n/locales'
import { documentsFor, faqFor } from '@/services/purchase-guide'
import { pageMetadata } from '@/app/(site)/seo'
import { LoanCalculatorWhenSeen } from '@/components/purchase/calculator/on-intent'
// The island's styles come with the page's first load (its server HTML is shown at once); only its code waits.
import '@/components/purchase/calculator/calculator.module.css'
import { ProgramCards } from '@/components/purchase/ProgramCards'
import styles from '@/components/purchase/purchase.module.css'
import { loadCalculatorPage, type CalculatorPage } from './calculator-data'
import { installmentFigures, mortgageFigures } from './hero-figures'
import { readPurchaseGuide } from './purchase-data'

/**
 * The mortgage or installment page as a landing: a hero with the programs' key figures and calls to
 * action, what the way of buying offers, the calculator, the programs, the steps, the documents and the FAQ.
 */
async function CalculatorPageBody({ locale, kind, data }: { locale: Locale; kind: CalculatorKind; data: CalculatorPage }) {
  const t = await getTranslations({ locale })
  const { section, programs, options, values, estate } = data
  const path = kind === 'mortgage' ? PAGES.mortgage : PAGES.installment
  const method = section.guide.methods[kind]
  const title = method.title || t(kind === 'mortgage' ? 'nav-mortgage' : 'nav-installment')
  const source: Array<(typeof section.mortgages)[number] | (typeof section.installments)[number]> = kind === 'mortgage' ? section.mortgages : section.installments
  const cards = programs.map((p) => {
    const original = source.find((s) => s.id === p.id)
    const scope = original ? section.scopeText([original]) : { projects: '', categories: '' }
    return {
      ...p,
      logo: original && 'logo' in original ? original.logo : null,
      conditions: original?.conditions ?? null,
      scope: [
        scope.projects && t('purchase-applies-projects', { projects: scope.projects }),
        scope.categories && t('purchase-applies-categories', { categories: scope.categories }),
      ]
        .filter(Boolean)
        .join(' · '),
    }
  })
  return (
    <main id="main" className={frame.page}>
      <PageBreadcrumbs
        locale={locale}
        crumbs={[
          { href: PAGES.purchaseMethods, label: t('nav-purchase-methods') },
          { href: path, label: title },
        ]}
      />
      <PurchaseHero
        title={title}
        message={t(kind === 'mortgage' ? 'purchase-hero-mortgage' : 'purchase-hero-installment')}
        summary={method.summary}
        primary={{ href: propertiesPath('flat'), label: t('purchase-cta-apartments') }}
        secondary={{ href: '#calculator-title', label: t('purchase-cta-calculate') }}
        figures={kind === 'mortgage' ? mortgageFigures(t, section.mortgages) : installmentFigures(t, section.installments)}
      />
      <PurchaseHighlights items={method.highlights} />
      <section className={styles.section} aria-labelledby="calculator-title">
        <h2 id="calculator-title" className={styles.sectionTitle}>
          {t(kind === 'mortgage' ? 'calc-mortgage-title' : 'calc-installment-title')}
        </h2>
        <LoanCalculatorWhenSeen
          kind={kind}
          programs={programs}
          options={options}
          initial={values}
          estate={estate}
          policyHref={localizedPath(locale, '/policy.pdf')}
          disclaimer={section.guide.disclaimer}
        />
      </section>
      <section className={styles.section} aria-labelledby="programs-title">
        <h2 id="programs-title" className={styles.sectionTitle}>
          {t(kind === 'mortgage' ? 'purchase-programs' : 'purchase-plans')}
        </h2>
        {cards.length ? (
          <ProgramCards
            programs={cards}
            labels={{
              rate: t(kind === 'mortgage' ? 'purchase-program-rate' : 'purchase-program-markup'),
              effectiveRate: t('purchase-program-effective-rate'),
              effectiveStated: (source, asOf) => t('purchase-effective-stated', { source, date: formatDay(locale, asOf) }),
              initial: t('purchase-program-initial'),
              term: t('purchase-program-term'),
              percent: (value) => t('purchase-percent', { value }),
              percentFrom: (value) => t('purchase-percent-from', { value }),
              monthsUpTo: (months) => t('purchase-months-up-to', { months }),
            }}
          />
        ) : (
          <p className={frame.muted}>{t('purchase-no-programs')}</p>
        )}
      </section>
      <PurchaseSteps title={t('purchase-steps')} steps={section.guide.steps} />
      <PurchaseDocuments title={t('purchase-documents')} documents={documentsFor(section.guide, kind)} />
      <PurchaseFaq title={t('purchase-faq')} items={faqFor(section.guide, kind)} />
    </main>
  )
}

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

const PAGE = {
  mortgage: { path: PAGES.mortgage, nav: 'nav-mortgage', description: 'purchase-mortgage-description' },
  installment: { path: PAGES.installment, nav: 'nav-installment', description: 'purchase-installment-description' },
} as const

/**
 * The route of /purchase-methods/mortgage or /installment: the programs of the kind and the calculator,
 * its inputs in the URL and rendered with their result; values out of range are corrected by redirect.
 */
export function calculatorRoute(kind: CalculatorKind) {
  const page = PAGE[kind]
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale } = await params
      const [t, guide] = await Promise.all([getTranslations({ locale }), readPurchaseGuide(locale)])
      // The calculator's inputs do not change what the page is: one canonical address without them.
      return pageMetadata({ locale, path: page.path, title: guide.methods[kind].title || t(page.nav), description: t(page.description) })
    },
    async Page({ params, searchParams }: Props) {
      const { locale } = await params
      setRequestLocale(locale)
      const data = await loadCalculatorPage(locale, kind, await searchParams)
      if (data.redirectSearch !== null) redirect(`${localizedPath(locale, page.path)}${data.redirectSearch}`)
      return <CalculatorPageBody locale={locale} kind={kind} data={data} />
    },
  }
}
