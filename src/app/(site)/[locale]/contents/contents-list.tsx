import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import styles from '@/components/contents/contents.module.css'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import buttonStyles from '@/components/ui/button.module.css'
import page from '@/components/ui/page.module.css'
import { listSearch, listSeo, pageOf, type NewsFilters } from '@/domain/contents-query'
import type { SearchParams } from '@/domain/query-params'
import { localizedPath } from '@/domain/routing-rules'
import { PAGES } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/app/(site)/seo'

/** What the news list and the promotions list share: their metadata, their head, their filter form. */

type ListKind = 'news' | 'promo'
export type ListProps = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

/** The list's title (with the page number past the first), description and canonical address. */
export function listMetadata(kind: ListKind) {
  return async function generateMetadata({ params, searchParams }: ListProps): Promise<Metadata> {
    const { locale } = await params
    const current = pageOf(await searchParams)
    const t = await getTranslations({ locale })
    const seo = listSeo(current)
    return pageMetadata({
      locale,
      path: PAGES[kind],
      title: seo.paged ? t(`contents-${kind}-title-page`, { count: current }) : t(`contents-${kind}-title`),
      description: t(`contents-${kind}-description`),
      query: seo.canonicalQuery,
    })
  }
}

/** The address of a page of the list with these filters. */
export function listHref(kind: ListKind, filters: NewsFilters, page = 1): string {
  const search = listSearch({ filters, page })
  return `${PAGES[kind]}${search ? `?${search}` : ''}`
}

/** Breadcrumbs, title and lead. */
export async function ListHead({ locale, kind }: { locale: Locale; kind: ListKind }) {
  const t = await getTranslations({ locale })
  return (
    <>
      <PageBreadcrumbs
        locale={locale}
        crumbs={[
          { href: PAGES.contents, label: t('contents-title') },
          { href: PAGES[kind], label: t(`contents-${kind}-title`) },
        ]}
      />
      <div className={page.head}>
        <h1 className={page.title}>{t(`contents-${kind}-title`)}</h1>
        <p className={page.lead}>{t(`contents-${kind}-description`)}</p>
      </div>
    </>
  )
}

/** The filters as a plain GET form (it works without JavaScript), with a reset link once one is set. */
export async function ListFilters({ locale, kind, filtered, children }: { locale: Locale; kind: ListKind; filtered: boolean; children: ReactNode }) {
  const t = await getTranslations({ locale })
  return (
    <form className={styles.filters} action={localizedPath(locale, PAGES[kind])} method="get" role="search" aria-label={t('contents-filter-label')}>
      {children}
      <div className={styles.filterActions}>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          {t('contents-filter-apply')}
        </button>
        {filtered && <Link href={PAGES[kind]}>{t('contents-filter-reset')}</Link>}
      </div>
    </form>
  )
}
