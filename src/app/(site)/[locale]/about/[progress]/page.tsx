import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { pageMetadata } from '@/app/(site)/seo'
import styles from '@/components/company/company.module.css'
import { SubscriptionForm } from '@/components/forms/SubscriptionForm'
import { ConstructionProgress } from '@/components/projects/detail/ConstructionProgress'
import { monthLabel } from '@/components/projects/detail/labels'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import pill from '@/components/ui/pill-link.module.css'
import frame from '@/components/ui/page.module.css'
import { byMonth, latestPerQueue, monthAnchor } from '@/domain/progress-months'
import { localizedPath } from '@/domain/routing-rules'
import { PAGES, progressPath, projectPath, queuePath } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { Locale } from '@/i18n/locales'
import { getProgressPage, type ProgressPage } from '@/services/construction-progress'

type Props = { params: Promise<{ locale: Locale; progress: string }> }

// Rendered once, then served from the cache until an editor's save expires it (no request data is read).
export const dynamic = 'force-static'

const pageName = (page: ProgressPage) => (page.house ? `${page.complex.name}, ${page.house.name}` : page.complex.name)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, progress } = await params
  const page = await getProgressPage(locale, progress)
  if (!page) return {}
  const t = await getTranslations({ locale })
  const latest = page.entries[0]
  return pageMetadata({
    locale,
    path: progressPath(page.slug),
    title: t('progress-title', { name: pageName(page) }),
    description: t('progress-description', { name: pageName(page), month: monthLabel(locale, latest.month), percent: latest.percent }),
    image: latest.photos[0]?.sizes.hero?.url ?? latest.photos[0]?.url,
  })
}

/**
 * Construction progress of a project or of one queue (spec §2 /about/{progress}; the slug scheme:
 * services/construction-progress.ts): readiness and the planned completion, then the reports month by
 * month, latest first, with a month picker (links to each month, no script needed) and the photos in
 * the project page's lightbox; a subscription to the project's construction news at the end. An unknown
 * slug never gets here: the proxy answers it with the 404 page (services/catalogue-paths.ts).
 */
export default async function ProgressPageRoute({ params }: Props) {
  const { locale, progress } = await params
  setRequestLocale(locale)
  const page = await getProgressPage(locale, progress)
  if (!page) notFound()
  const t = await getTranslations()
  const name = pageName(page)
  const months = byMonth(page.entries)
  const current = latestPerQueue(page.entries)
  const several = page.house === null && page.queues.length > 1
  const completion = (() => {
    if (page.house) return t('project-completion-value', { quarter: page.house.completion_quarter, year: page.house.completion_year })
    if (several) return page.queues.map((q) => `${q.name}: ${t('project-completion-value', { quarter: q.completion_quarter, year: q.completion_year })}`).join('; ')
    const only = page.queues[0]
    if (only) return t('project-completion-value', { quarter: only.completion_quarter, year: only.completion_year })
    const date = page.complex.completion_date ? new Date(page.complex.completion_date) : null
    return date ? t('project-completion-value', { quarter: Math.floor(date.getUTCMonth() / 3) + 1, year: date.getUTCFullYear() }) : null
  })()
  const readiness = current.map((entry) => (several && entry.house ? `${entry.house.name}: ${entry.percent}%` : `${entry.percent}%`)).join('; ')

  return (
    <main id="main" className={frame.page}>
      <PageBreadcrumbs
        locale={locale}
        crumbs={[
          { href: PAGES.about, label: t('nav-about') },
          ...(page.house ? [{ href: progressPath(page.complex.slug), label: t('progress-title', { name: page.complex.name }) }] : []),
          { href: progressPath(page.slug), label: page.house ? page.house.name : t('progress-title', { name: page.complex.name }) },
        ]}
      />
      <header className={frame.head}>
        <h1 className={frame.title}>{t('progress-title', { name })}</h1>
        <p className={frame.lead}>{t('progress-lead', { month: monthLabel(locale, page.entries[0].month) })}</p>
      </header>

      <dl className={styles.facts}>
        <div data-testid="progress-readiness">
          <dt>{t('progress-readiness')}</dt>
          <dd>{readiness}</dd>
        </div>
        {completion && (
          <div data-testid="progress-completion">
            <dt>{t('progress-completion')}</dt>
            <dd>{completion}</dd>
          </div>
        )}
        {page.complex.address && (
          <div>
            <dt>{t('project-address')}</dt>
            <dd>{[page.complex.city?.name, page.complex.address].filter(Boolean).join(', ')}</dd>
          </div>
        )}
      </dl>

      <nav aria-label={t('progress-related')}>
        <ul className={styles.links}>
          <li>
            <Link className={pill.pill} href={page.house ? queuePath(page.house.slug) : projectPath(page.complex.slug)}>
              {page.house ? t('progress-queue-page') : t('progress-project-page')}
            </Link>
          </li>
          {page.house && (
            <li>
              <Link className={pill.pill} href={progressPath(page.complex.slug)}>
                {t('progress-whole-project')}
              </Link>
            </li>
          )}
          {several &&
            page.queues.map((queue) => (
              <li key={queue.id}>
                <Link className={pill.pill} href={progressPath(queue.slug)}>
                  {t('progress-of-queue', { name: queue.name })}
                </Link>
              </li>
            ))}
        </ul>
      </nav>

      <nav className={styles.monthPicker} aria-labelledby="progress-months">
        <h2 id="progress-months">{t('progress-months')}</h2>
        <ul className={styles.monthList}>
          {months.map(({ month }) => (
            <li key={month}>
              <a className={pill.pill} href={`#${monthAnchor(month)}`}>
                {monthLabel(locale, `${month}-01T00:00:00.000Z`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {months.map(({ month, entries }) => (
        <section key={month} id={monthAnchor(month)} className={styles.month} aria-labelledby={`${monthAnchor(month)}-title`} data-testid="progress-month">
          <h2 id={`${monthAnchor(month)}-title`}>
            <time className={styles.monthTitle} dateTime={month}>
              {monthLabel(locale, `${month}-01T00:00:00.000Z`)}
            </time>
          </h2>
          <ConstructionProgress entries={entries} locale={locale} showHouse={false} title="house" photos={4} />
        </section>
      ))}

      <section className={styles.subscribe} aria-label={t('progress-subscribe-title')}>
        <SubscriptionForm
          policyHref={localizedPath(locale, '/policy.pdf')}
          title={t('progress-subscribe-title')}
          text={t('progress-subscribe-text', { name: page.complex.name })}
          complexId={page.complex.id}
        />
      </section>
    </main>
  )
}
