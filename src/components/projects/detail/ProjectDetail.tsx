import { getTranslations } from 'next-intl/server'

import { SalesActionBar, type SalesContact } from '@/components/shell/SalesActionBar'
import { GalleryOnIntent } from '@/components/gallery/on-intent'
import { priceFromLabel } from '@/components/home/price'
import { LocationMap } from '@/components/map/LocationMap'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import { JsonLd } from '@/components/seo/JsonLd'
import { countValues } from '@/domain/money'
import { localizedPath } from '@/domain/routing-rules'
import { PAGES, progressPath, projectPath } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/site-origin'
import type { ComplexDetail } from '@/services/complexes'
import type { EstateFilterOptions } from '@/services/estate-filters'
import { ConstructionProgress } from './ConstructionProgress'
import { ProjectRequest } from './ProjectRequest'
import styles from './detail.module.css'
import { DocumentList } from './DocumentList'
import { FactList } from './FactList'
import { galleryImages } from './gallery-images'
import { OfferLinks } from './OfferLinks'
import { projectJsonLd } from './project-json-ld'
import { QueueCards } from './QueueCards'
import { MasterPlan } from '@/components/projects/picker/MasterPlan'

/** How many construction reports the page shows: the latest ones. */
const PROGRESS_SHOWN = 4

/** The project's description for search results and structured data: its SEO text, else its short one. */
export const projectSummary = (complex: ComplexDetail): string | null => complex.seo.description || complex.short_description

type Props = {
  locale: Locale
  complex: ComplexDetail
  /** The project's class in the page's language. */
  classTitle: string | null
  /** Free apartments per room count. */
  rooms: EstateFilterOptions['rooms']
  /** The sales office's numbers, for the phone's action bar. */
  sales: SalesContact
}

/**
 * A project page's body: gallery, key facts, description, features and nearby places, queues, the
 * estates on sale with links into the listing, construction progress, map, documents and a request form.
 * The gallery's lightbox and the form are the only client parts.
 */
export async function ProjectDetail({ locale, complex, classTitle, rooms, sales }: Props) {
  const t = await getTranslations()
  const origin = siteOrigin()
  const path = localizedPath(locale, projectPath(complex.slug))
  const completion = complex.completion_date ? new Date(complex.completion_date) : null
  const photos = galleryImages(complex.gallery.length ? complex.gallery : complex.cover ? [complex.cover] : [])

  return (
    <main id="main" className={styles.page} data-header="project">
      <header className={styles.hero}>
        <div className={styles.inner}>
          <PageBreadcrumbs
            locale={locale}
            crumbs={[
              { href: PAGES.projects, label: t('nav-projects') },
              { href: projectPath(complex.slug), label: complex.name },
            ]}
          />
          <h1 className={styles.title}>{complex.name}</h1>
          {complex.short_description && <p className={styles.lead}>{complex.short_description}</p>}
        </div>
      </header>

      <div className={`${styles.inner} ${styles.top}`}>
        <GalleryOnIntent images={photos} name={complex.name} />
        <section aria-labelledby="project-facts" className={styles.factsPanel}>
          <h2 id="project-facts" className="visually-hidden">
            {t('project-facts')}
          </h2>
          <FactList
            label={t('project-facts')}
            facts={[
              { label: t('project-city'), value: [complex.city?.name, complex.district].filter(Boolean).join(', ') },
              { label: t('project-address'), value: complex.address },
              { label: t('project-class'), value: classTitle },
              { label: t('project-status'), value: t(`status-${complex.status}`) },
              {
                label: t('project-completion'),
                value: completion ? t('project-completion-value', { quarter: Math.floor(completion.getUTCMonth() / 3) + 1, year: completion.getUTCFullYear() }) : null,
              },
              { label: t('project-price'), value: priceFromLabel(t, complex.price_from) ?? t('price-on-request') },
              { label: t('project-offers'), value: t('offers-count', countValues(complex.estates_count)) },
            ]}
          />
          <a className={styles.cta} href="#project-request">
            {t('project-request-title')}
          </a>
        </section>
      </div>

      {complex.description_html && (
        <section className={styles.section} aria-labelledby="project-about">
          <div className={styles.inner}>
            <h2 id="project-about">{t('project-description')}</h2>
            {/* Rich text rendered to HTML by the store's own serializer (no user input). */}
            <div className={styles.richText} dangerouslySetInnerHTML={{ __html: complex.description_html }} />
          </div>
        </section>
      )}

      {(complex.features.length > 0 || complex.infrastructure.length > 0) && (
        <section className={styles.section} aria-labelledby="project-features">
          <div className={`${styles.inner} ${styles.columns}`}>
            {complex.features.length > 0 && (
              <div>
                <h2 id="project-features">{t('project-features')}</h2>
                <ul className={styles.features}>
                  {complex.features.map((f) => (
                    <li key={f.title}>{f.title}</li>
                  ))}
                </ul>
              </div>
            )}
            {complex.infrastructure.length > 0 && (
              <div>
                <h2 id={complex.features.length ? undefined : 'project-features'}>{t('project-infrastructure')}</h2>
                <ul className={styles.places}>
                  {complex.infrastructure.map((place) => (
                    <li key={place.title}>
                      <span>{place.title}</span>
                      {place.distance && <span className={styles.distance}>{place.distance}</span>}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </section>
      )}

      {complex.master_plan && complex.master_plan.areas.length > 0 && (
        <section className={styles.section} aria-labelledby="project-plan">
          <div className={styles.inner}>
            <h2 id="project-plan">{t('picker-plan-title')}</h2>
            <MasterPlan locale={locale} complex={complex} />
          </div>
        </section>
      )}

      {complex.houses.length > 0 && (
        <section className={styles.section} aria-labelledby="project-queues">
          <div className={styles.inner}>
            <h2 id="project-queues">{t('project-queues')}</h2>
            <QueueCards houses={complex.houses} />
          </div>
        </section>
      )}

      {complex.categories.length > 0 && (
        <section className={styles.section} aria-labelledby="project-estates">
          <div className={styles.inner}>
            <h2 id="project-estates">{t('project-estates')}</h2>
            <OfferLinks categories={complex.categories} rooms={rooms} scope={{ complexId: complex.id }} roomsTitle={t('project-estates-rooms')} />
          </div>
        </section>
      )}

      {complex.construction_progress.length > 0 && (
        <section className={styles.section} aria-labelledby="project-progress">
          <div className={styles.inner}>
            <h2 id="project-progress">{t('project-progress')}</h2>
            <ConstructionProgress entries={complex.construction_progress.slice(0, PROGRESS_SHOWN)} locale={locale} showHouse />
            <Link className={styles.progressAll} href={progressPath(complex.slug)}>
              {t('project-progress-all')} →
            </Link>
          </div>
        </section>
      )}

      {complex.latitude !== null && complex.longitude !== null && (
        <section className={styles.section} aria-labelledby="project-location">
          <div className={styles.inner}>
            <h2 id="project-location">{t('project-location')}</h2>
            <LocationMap
              label={t('project-map', { name: complex.name })}
              points={[
                {
                  id: complex.id,
                  title: complex.name,
                  address: [complex.city?.name, complex.address].filter(Boolean).join(', ') || null,
                  latitude: complex.latitude,
                  longitude: complex.longitude,
                  caption: priceFromLabel(t, complex.price_from) ?? undefined,
                },
              ]}
            />
          </div>
        </section>
      )}

      {complex.documents.some((d) => d.file) && (
        <section className={styles.section} aria-labelledby="project-documents">
          <div className={styles.inner}>
            <h2 id="project-documents">{t('project-documents')}</h2>
            <p className={styles.sectionLead}>{t('doc-intro')}</p>
            <DocumentList documents={complex.documents} />
          </div>
        </section>
      )}

      <ProjectRequest id="project-request" locale={locale} complexId={complex.id} messengers={{ contact: sales, subject: complex.name, path }} />

      <JsonLd data={projectJsonLd(complex, `${origin}${path}`, origin, projectSummary(complex))} />
      <SalesActionBar locale={locale} contact={sales} subject={complex.name} path={path} requestHref="#project-request" />
    </main>
  )
}
