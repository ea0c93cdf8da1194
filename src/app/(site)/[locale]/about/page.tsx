import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { pageMetadata, siteIdentity } from '@/app/(site)/seo'
import { AwardList } from '@/components/company/AwardList'
import { CompanyFigures } from '@/components/company/CompanyFigures'
import styles from '@/components/company/company.module.css'
import { HistoryTimeline } from '@/components/company/HistoryTimeline'
import { PeopleGrid } from '@/components/company/PeopleGrid'
import { ProgressLinks } from '@/components/company/ProgressLinks'
import { ProjectDocuments } from '@/components/company/ProjectDocuments'
import { ReviewList } from '@/components/company/ReviewList'
import { VideoList } from '@/components/company/VideoList'
import { GalleryOnIntent } from '@/components/gallery/on-intent'
import { JsonLd } from '@/components/seo/JsonLd'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import pill from '@/components/ui/pill-link.module.css'
import frame from '@/components/ui/page.module.css'
import { cardRows } from '@/components/ui/card-rows'
import { localizedPath } from '@/domain/routing-rules'
import { PAGES } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { Locale } from '@/i18n/locales'
import type { MessageKey } from '@/i18n/messages'
import { siteOrigin } from '@/lib/site-origin'
import { loadAboutData } from './about-data'

type Props = { params: Promise<{ locale: Locale }> }

// Rendered once, then served from the cache until an editor's save expires it (no request data is read).
export const dynamic = 'force-static'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [t, data] = await Promise.all([getTranslations({ locale }), loadAboutData(locale)])
  return pageMetadata({ locale, path: PAGES.about, title: t('about-title'), description: data.about.intro || t('about-description') })
}

/**
 * The company (spec §2 /about): its figures counted from the store, history, mission and values, the
 * construction progress of each project under way, management, awards (each opening its detail),
 * reviews, photos and videos (the players load on click).
 */
export default async function AboutPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, data, identity] = await Promise.all([getTranslations(), loadAboutData(locale), siteIdentity(locale)])
  const { about } = data

  // The page's sections in order, each shown when it has something to show (and listed in the contents).
  const sections: Array<{ id: string; title: MessageKey; lead?: string; body: ReactNode | null }> = [
    { id: 'history', title: 'about-history', body: about.history.length > 0 ? <HistoryTimeline history={about.history} /> : null },
    {
      id: 'mission',
      title: 'about-mission',
      body:
        about.mission || about.values.length > 0 ? (
          <>
            {about.mission && <p className={styles.mission}>{about.mission}</p>}
            {about.values.length > 0 && (
              <ul className={frame.cards} {...cardRows(about.values.length)}>
                {about.values.map((value) => (
                  <li key={value.title} className={styles.card}>
                    <h3>{value.title}</h3>
                    {value.text && <p className={styles.muted}>{value.text}</p>}
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null,
    },
    { id: 'progress', title: 'about-progress', lead: t('about-progress-lead'), body: data.progress.length > 0 ? <ProgressLinks projects={data.progress} locale={locale} /> : null },
    { id: 'documents', title: 'about-documents', lead: t('about-documents-intro'), body: data.documents.length > 0 ? <ProjectDocuments groups={data.documents} /> : null },
    { id: 'team', title: 'about-team', body: data.people.length > 0 ? <PeopleGrid people={data.people} /> : null },
    { id: 'awards', title: 'about-awards', body: data.awards.length > 0 ? <AwardList awards={data.awards} /> : null },
    { id: 'reviews', title: 'about-reviews', body: data.reviews.length > 0 ? <ReviewList reviews={data.reviews} /> : null },
    { id: 'photos', title: 'about-photos', body: data.photos.length > 0 ? <GalleryOnIntent images={data.photos} name={identity.company} lead={false} /> : null },
    { id: 'videos', title: 'about-videos', body: data.videos.length > 0 ? <VideoList videos={data.videos} /> : null },
  ]
  const shown = sections.filter((section) => section.body !== null)
  const origin = siteOrigin()

  return (
    <main id="main" className={frame.page}>
      <PageBreadcrumbs locale={locale} crumbs={[{ href: PAGES.about, label: t('nav-about') }]} />
      <header className={frame.head}>
        <h1 className={frame.title}>{t('about-title')}</h1>
        {about.intro && <p className={frame.lead}>{about.intro}</p>}
        <CompanyFigures figures={data.figures} />
      </header>

      <nav aria-label={t('about-contents')}>
        <ul className={styles.links}>
          {shown.map((section) => (
            <li key={section.id}>
              <a className={pill.pill} href={`#${section.id}`}>
                {t(section.title)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {shown.map((section) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`about-${section.id}`}>
          <h2 id={`about-${section.id}`} className={styles.sectionTitle}>
            {t(section.title)}
          </h2>
          {section.lead && <p className={styles.sectionLead}>{section.lead}</p>}
          {section.body}
        </section>
      ))}

      <section className={styles.section} aria-labelledby="about-contact">
        <h2 id="about-contact" className={styles.sectionTitle}>
          {t('about-contact-title')}
        </h2>
        <p className={styles.sectionLead}>{t('about-contact-text')}</p>
        <Link className={pill.pill} href={PAGES.contacts}>
          {t('about-contact-link')}
        </Link>
      </section>

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: identity.company,
          url: `${origin}${localizedPath(locale, PAGES.home)}`,
          ...(about.founded_year ? { foundingDate: String(about.founded_year) } : {}),
          ...(data.awardTitles.length ? { award: data.awardTitles } : {}),
          ...(about.intro ? { description: about.intro } : {}),
        }}
      />
    </main>
  )
}
