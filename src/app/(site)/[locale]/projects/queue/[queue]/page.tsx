import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SalesActionBar } from '@/components/shell/SalesActionBar'
import { GalleryOnIntent } from '@/components/gallery/on-intent'
import { priceFromLabel } from '@/components/home/price'
import { Chessboard } from '@/components/projects/chessboard/Chessboard'
import { SectionTabs } from '@/components/projects/chessboard/SectionTabs'
import { ConstructionProgress } from '@/components/projects/detail/ConstructionProgress'
import { DocumentList } from '@/components/projects/detail/DocumentList'
import { ProjectRequest } from '@/components/projects/detail/ProjectRequest'
import styles from '@/components/projects/detail/detail.module.css'
import { FactList } from '@/components/projects/detail/FactList'
import { galleryImages } from '@/components/projects/detail/gallery-images'
import { OfferLinks } from '@/components/projects/detail/OfferLinks'
import { QueuePicker } from '@/components/projects/picker/QueuePicker'
import { QueueCards } from '@/components/projects/detail/QueueCards'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import { sectionParamValue } from '@/domain/chessboard-sections'
import { chooseFloorView, sameFloor } from '@/domain/floor-view'
import { documentsOfQueue } from '@/domain/project-documents'
import type { EstateCategoryCode, EstateStatus } from '@/domain/estate-categories'
import { countValues } from '@/domain/money'
import type { SearchParams } from '@/domain/query-params'
import { localizedPath } from '@/domain/routing-rules'
import { PAGES, progressPath, projectPath, queuePath } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { Locale } from '@/i18n/locales'
import { getComplexBySlug } from '@/services/complexes'
import { codeTitles } from '@/services/dictionaries'
import { listEstateCategories } from '@/services/estate-categories'
import { estateFilterOptions } from '@/services/estate-filters'
import { floorChessboardEstates, floorSummaries, getHouseSummary, getHouseSummaryDraft, type HouseSummary } from '@/services/houses'
import { isPreview } from '@/app/(site)/preview'
import { pageMetadata } from '@/app/(site)/seo'
import { loadQueueBoard } from './chessboard-data'
import { getSiteSettings } from '@/services/site-settings'

/**
 * The floor the URL asks for (`?floor=&entrance=`, domain/floor-view.ts) with its units: one the house has
 * units on or its facade outlines; anything else redirects away like a wrong `section`.
 */
async function loadFloor(house: HouseSummary, search: SearchParams) {
  const floors = await floorSummaries(house.id)
  const view = chooseFloorView(search, (choice) => [...floors, ...(house.facade?.areas ?? [])].some((place) => sameFloor(place, choice)))
  if (view.kind !== 'floor') return { floors, view, floor: null }
  return { floors, view, floor: { floor: view.floor, section: view.section, units: await floorChessboardEstates(house.id, view.section, view.floor) } }
}

/** The published queue, or its latest draft in an editor's preview. */
const readQueue = async (locale: Locale, slug: string) => ((await isPreview()) ? getHouseSummaryDraft(locale, slug) : getHouseSummary(locale, slug))

type Props = { params: Promise<{ locale: Locale; queue: string }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, queue } = await params
  const house = await readQueue(locale, queue)
  if (!house) return {}
  const t = await getTranslations({ locale })
  const cover = house.gallery[0]
  return pageMetadata({
    locale,
    path: queuePath(house.slug),
    title: house.seo.title || `${house.complex.name}, ${house.name}`,
    description: house.seo.description || house.description || t('queue-default-description', { name: house.name, title: house.complex.name }),
    image: cover?.sizes.hero?.url ?? cover?.url,
  })
}

/**
 * A queue (phase) page (spec §2): its facts, the estates on sale with links into the listing filtered
 * by the queue, its construction progress, and the floor-by-section chessboard of every estate with its
 * status. The chessboard is server HTML; only its popover and filter chips run in the browser. A big
 * house's chessboard shows one section at a time (`?section=N`, tabs above it); the canonical URL stays
 * the queue's path. A `section` the page would not link to is redirected, like the listings' filters.
 */
export default async function QueuePage({ params, searchParams }: Props) {
  const { locale, queue } = await params
  setRequestLocale(locale)
  const house = await readQueue(locale, queue)
  if (!house) notFound()
  const [chessboard, picker, t, titles, categories, complex, rooms, settings] = await Promise.all([
    searchParams.then((search) => loadQueueBoard(house, search)),
    searchParams.then((search) => loadFloor(house, search)),
    getTranslations(),
    codeTitles(locale),
    listEstateCategories(locale),
    getComplexBySlug(locale, house.complex.slug),
    estateFilterOptions(locale, { category: 'flat', statuses: ['free'], houses: [house.id] }).then((o) => o.rooms.filter((r) => r.count > 0)),
    getSiteSettings(locale),
  ])
  if (chessboard.kind === 'redirect') redirect(`${localizedPath(locale, queuePath(house.slug))}${chessboard.search}`)
  if (picker.view.kind === 'redirect') redirect(`${localizedPath(locale, queuePath(house.slug))}${picker.view.search}`)
  const categoryTitles: Partial<Record<EstateCategoryCode, string>> = Object.fromEntries(categories.map((c) => [c.code, c.title]))
  const statusTitles = Object.fromEntries(titles.estateStatuses.map((s) => [s.code, s.title])) as Record<EstateStatus, string>
  const progress = complex?.construction_progress.filter((p) => p.house?.id === house.id) ?? []
  const siblings = complex?.houses.filter((h) => h.id !== house.id) ?? []
  const documents = documentsOfQueue(complex?.documents ?? [], house.id).filter((doc) => doc.file)
  // In the catalogue's category order, like the project page.
  const offers = categories.flatMap((category) => {
    const offer = house.categories.find((c) => c.code === category.code)
    return offer ? [{ ...offer, title: category.title }] : []
  })
  const section = chessboard.kind === 'section' ? chessboard.section : undefined
  const sectionTitle = section === undefined ? undefined : section === null ? t('chessboard-section-none') : t('chessboard-section', { count: section })

  return (
    <main id="main" className={styles.page} data-header="project">
      <header className={styles.hero}>
        <div className={styles.inner}>
          <PageBreadcrumbs
            locale={locale}
            crumbs={[
              { href: PAGES.projects, label: t('nav-projects') },
              { href: projectPath(house.complex.slug), label: house.complex.name },
              { href: queuePath(house.slug), label: house.name },
            ]}
          />
          <h1 className={styles.title}>
            {house.complex.name}, {house.name}
          </h1>
          {house.description && <p className={styles.lead}>{house.description}</p>}
        </div>
      </header>

      <div className={`${styles.inner} ${styles.top}`}>
        {house.gallery.length > 0 ? <GalleryOnIntent images={galleryImages(house.gallery)} name={`${house.complex.name}, ${house.name}`} /> : <div />}
        <section aria-labelledby="queue-facts" className={styles.factsPanel}>
          <h2 id="queue-facts" className="visually-hidden">
            {t('queue-facts')}
          </h2>
          <FactList
            label={t('queue-facts')}
            facts={[
              { label: t('queue-project'), value: house.complex.name },
              { label: t('project-status'), value: t(`status-${house.status}`) },
              { label: t('project-completion'), value: t('project-completion-value', { quarter: house.completion_quarter, year: house.completion_year }) },
              { label: t('queue-floors'), value: t('project-queue-floors', { count: house.floors }) },
              { label: t('queue-sections'), value: String(house.sections) },
              { label: t('project-price'), value: priceFromLabel(t, house.price_from) ?? t('price-on-request') },
              { label: t('project-offers'), value: t('offers-count', countValues(house.estates_count)) },
            ]}
          />
          <Link className={styles.cta} href={projectPath(house.complex.slug)}>
            {house.complex.name} →
          </Link>
        </section>
      </div>

      {(house.facade || picker.floor) && (
        <section id="queue-picker" className={styles.section} aria-labelledby="queue-picker-title">
          <div className={styles.inner}>
            <h2 id="queue-picker-title">{t('picker-facade-title')}</h2>
            <QueuePicker locale={locale} house={house} floors={picker.floors} floor={picker.floor} />
          </div>
        </section>
      )}

      {offers.length > 0 && (
        <section className={styles.section} aria-labelledby="queue-estates">
          <div className={styles.inner}>
            <h2 id="queue-estates">{t('queue-estates')}</h2>
            <OfferLinks categories={offers} rooms={rooms} scope={{ complexId: house.complex.id, houseId: house.id }} roomsTitle={t('project-estates-rooms')} />
          </div>
        </section>
      )}

      <section className={styles.section} aria-labelledby="queue-chessboard">
        <div className={styles.inner}>
          <h2 id="queue-chessboard">{t('chessboard-title')}</h2>
          {chessboard.kind === 'section' && (
            <SectionTabs slug={house.slug} sections={chessboard.sections} current={chessboard.section} fallback={chessboard.fallback} anchor="queue-chessboard" />
          )}
          <Chessboard
            board={chessboard.board}
            categoryTitles={categoryTitles}
            statusTitles={statusTitles}
            locale={locale}
            title={sectionTitle && `${t('chessboard-title')}, ${sectionTitle}`}
            gridKey={section === undefined ? undefined : sectionParamValue(section)}
          />
        </div>
      </section>

      {progress.length > 0 && (
        <section className={styles.section} aria-labelledby="queue-progress">
          <div className={styles.inner}>
            <h2 id="queue-progress">{t('queue-progress')}</h2>
            <ConstructionProgress entries={progress.slice(0, 4)} locale={locale} showHouse={false} />
            <Link className={styles.progressAll} href={progressPath(house.slug)}>
              {t('project-progress-all')} →
            </Link>
          </div>
        </section>
      )}

      {documents.length > 0 && (
        <section className={styles.section} aria-labelledby="queue-documents">
          <div className={styles.inner}>
            <h2 id="queue-documents">{t('project-documents')}</h2>
            <DocumentList documents={documents} showQueue={false} />
          </div>
        </section>
      )}

      {siblings.length > 0 && (
        <section className={styles.section} aria-labelledby="queue-other">
          <div className={styles.inner}>
            <h2 id="queue-other">{t('queue-other')}</h2>
            <QueueCards houses={siblings} />
          </div>
        </section>
      )}

      <ProjectRequest
        id="queue-request"
        locale={locale}
        complexId={house.complex.id}
        messengers={{ contact: settings, subject: `${house.complex.name}, ${house.name}`, path: localizedPath(locale, queuePath(house.slug)) }}
      />
      <SalesActionBar
        locale={locale}
        contact={settings}
        subject={`${house.complex.name}, ${house.name}`}
        path={localizedPath(locale, queuePath(house.slug))}
        requestHref="#queue-request"
      />
    </main>
  )
}
