import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { LocationMap } from '@/components/map/LocationMap'
import type { MapPoint } from '@/components/map/types'
import { priceFromLabel } from '@/components/home/price'
import { ProjectCard } from '@/components/projects/list/ProjectCard'
import type { FilterOption, FilterValues } from '@/components/projects/list/ProjectFilters'
import { ProjectFiltersOnIntent } from '@/components/projects/list/on-intent'
import { countValues } from '@/domain/money'
import { parseProjectsQuery, projectsListSeo, projectsSearch, type ProjectsQuery } from '@/domain/projects-query'
import type { SearchParams } from '@/domain/query-params'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import { Pagination } from '@/components/ui/Pagination'
import { localizedPath } from '@/domain/routing-rules'
import { PAGES, projectPath } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { Locale } from '@/i18n/locales'
import { DEFAULT_PER_PAGE } from '@/lib/api'
import { complexFilterOptions, listComplexes, type ComplexFilterOptions } from '@/services/complexes'
import { pageMetadata } from '@/app/(site)/seo'
import styles from './projects.module.css'
import { cardRows } from '@/components/ui/card-rows'
import frame from '@/components/ui/page.module.css'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

/** Every project of a map (all pages of the filtered list): tens of projects, not thousands. */
const MAP_LIMIT = 100

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const { page } = parseProjectsQuery(await searchParams)
  const t = await getTranslations({ locale })
  const seo = projectsListSeo(page)
  return pageMetadata({ locale, path: PAGES.projects, title: t(seo.titleKey, { count: page }), description: t('projects-list-description'), query: seo.canonicalQuery })
}

const href = (query: Partial<ProjectsQuery> & Pick<ProjectsQuery, 'filters'>) => {
  const search = projectsSearch(query)
  return `${PAGES.projects}${search ? `?${search}` : ''}`
}

/** Select options with their counts; a value chosen in the URL stays listed even when nothing matches it. */
function selectOptions(options: ComplexFilterOptions, query: ProjectsQuery, t: Awaited<ReturnType<typeof getTranslations>>) {
  const option = (value: string | number, name: string, count: number): FilterOption => ({ value: String(value), label: t('projects-list-option', { name, count }) })
  const withChosen = (list: FilterOption[], chosen: Array<string | number> | undefined) => {
    const missing = (chosen ?? []).map(String).filter((value) => !list.some((o) => o.value === value))
    return [...list, ...missing.map((value) => ({ value, label: value }))]
  }
  return {
    city: withChosen(
      options.cities.map((c) => option(c.id, c.name, c.count)),
      query.filters.city,
    ),
    status: withChosen(
      options.statuses.map((s) => option(s.code, s.title, s.count)),
      query.filters.status,
    ),
    class: withChosen(
      options.classes.map((c) => option(c.code, c.title, c.count)),
      query.filters.class,
    ),
    completion: withChosen(
      options.completion_years.map((y) => option(y.year, String(y.year), y.count)),
      query.filters.completion,
    ),
  }
}

/**
 * /projects: the public projects as cards (12 a page) or on a map, filtered by city, status, class,
 * completion year and price through the URL (the parameters of GET /api/complexes). Nonsense values in
 * the URL are dropped, a page beyond the last redirects to the last one.
 */
export default async function ProjectsPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const query = parseProjectsQuery(await searchParams)
  const { filters, page, view } = query
  const [t, result, options] = await Promise.all([
    getTranslations(),
    view === 'map' ? listComplexes(locale, filters, 1, MAP_LIMIT) : listComplexes(locale, filters, page, DEFAULT_PER_PAGE),
    complexFilterOptions(locale, filters),
  ])
  if (view === 'list' && page > result.meta.last_page) redirect(localizedPath(locale, href({ filters, page: result.meta.last_page })))

  const values: FilterValues = {
    city: filters.city?.join(',') ?? '',
    status: filters.status?.join(',') ?? '',
    class: filters.class?.join(',') ?? '',
    completion: filters.completion?.join(',') ?? '',
    price_from: filters.price_from?.toString() ?? '',
    price_to: filters.price_to?.toString() ?? '',
  }
  const resetHref = href({ filters: {}, view })
  const points: MapPoint[] = result.data.flatMap((project) =>
    project.latitude !== null && project.longitude !== null
      ? [
          {
            id: project.id,
            title: project.name,
            address: [project.city?.name, project.address ?? project.district].filter(Boolean).join(', ') || null,
            latitude: project.latitude,
            longitude: project.longitude,
            href: localizedPath(locale, projectPath(project.slug)),
            caption: priceFromLabel(t, project.price_from) ?? undefined,
          },
        ]
      : [],
  )

  return (
    <main id="main" className={`container ${styles.page}`}>
      <PageBreadcrumbs locale={locale} crumbs={[{ href: PAGES.projects, label: t('projects-list-title') }]} />
      <div className={styles.head}>
        <h1>{t('projects-list-title')}</h1>
        <nav className={styles.views} aria-label={t('projects-list-view')}>
          <Link href={href({ filters, view: 'list' })} aria-current={view === 'list' ? 'page' : undefined} data-keep-scroll="">
            {t('projects-list-view-list')}
          </Link>
          <Link href={href({ filters, view: 'map' })} aria-current={view === 'map' ? 'page' : undefined} data-keep-scroll="">
            {t('projects-list-view-map')}
          </Link>
        </nav>
      </div>

      <ProjectFiltersOnIntent action={localizedPath(locale, PAGES.projects)} options={selectOptions(options, query, t)} values={values} view={view} />

      <p className={styles.found} data-testid="projects-found">
        {t('projects-list-found', countValues(result.meta.total))}
      </p>

      {result.meta.total === 0 ? (
        <div className={styles.empty} data-testid="projects-empty">
          <p>{t('projects-list-empty')}</p>
          <Link href={resetHref} className={styles.emptyReset}>
            {t('projects-list-reset')}
          </Link>
        </div>
      ) : view === 'map' ? (
        <LocationMap points={points} label={t('projects-list-map')} />
      ) : (
        <>
          <ul className={frame.cards} {...cardRows(result.data.length)}>
            {result.data.map((project, index) => (
              <li key={project.id}>
                <ProjectCard project={project} eager={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination page={page} lastPage={result.meta.last_page} href={(p) => href({ filters, page: p })} label={t('projects-list-pagination')} />
        </>
      )}
    </main>
  )
}
