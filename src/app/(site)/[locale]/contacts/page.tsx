import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { pageMetadata, siteIdentity } from '@/app/(site)/seo'
import styles from '@/components/company/company.module.css'
import { OfficeList } from '@/components/contacts/OfficeList'
import { MeetingFormOnIntent, QuestionFormOnIntent } from '@/components/contacts/on-intent'
import { hasRequisites, Requisites } from '@/components/contacts/Requisites'
import { SalesOffices, type ProjectOffice } from '@/components/contacts/SalesOffices'
import { LocationMap } from '@/components/map/LocationMap'
import { JsonLd } from '@/components/seo/JsonLd'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import frame from '@/components/ui/page.module.css'
import { localizedPath } from '@/domain/routing-rules'
import { salesOfficeFor } from '@/domain/sales-offices'
import { PAGES } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/site-origin'
import { listContacts } from '@/services/company'
import { listPublicComplexes } from '@/services/complexes'
import { getSiteSettings } from '@/services/site-settings'
import { MessengerLinks } from '@/components/shell/MessengerLinks'

type Props = { params: Promise<{ locale: Locale }> }

// Rendered once, then served from the cache until an editor's save expires it (no request data is read).
export const dynamic = 'force-static'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale })
  return pageMetadata({ locale, path: PAGES.contacts, title: t('contacts-title'), description: t('contacts-description') })
}

/**
 * Contacts (spec §2 /contacts): every office with its address, hours, phones, e-mail and coordinates on
 * the catalogue's map (its loader, states and fallback; the office cards are its list of places), the
 * sales office of each project, the company's requisites, and the meeting and question forms.
 */
export default async function ContactsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, offices, projects, settings, identity] = await Promise.all([
    getTranslations(),
    listContacts(locale),
    listPublicComplexes(locale),
    getSiteSettings(locale),
    siteIdentity(locale),
  ])
  const byProject: ProjectOffice[] = projects.flatMap((project) => {
    const office = salesOfficeFor(project.city?.id ?? null, offices)
    return office ? [{ project: { id: project.id, name: project.name, slug: project.slug, city: project.city?.name ?? null }, office }] : []
  })
  const points = offices.flatMap((office) =>
    office.coordinates ? [{ id: office.id, title: office.title, address: office.address, caption: office.working_hours || undefined, ...office.coordinates }] : [],
  )
  const policyHref = localizedPath(locale, '/policy.pdf')
  const origin = siteOrigin()

  return (
    <main id="main" className={frame.page}>
      <PageBreadcrumbs locale={locale} crumbs={[{ href: PAGES.contacts, label: t('nav-contacts') }]} />
      <header className={frame.head}>
        <h1 className={frame.title}>{t('contacts-title')}</h1>
        <p className={frame.lead}>{t('contacts-lead')}</p>
      </header>

      <section className={styles.section} aria-labelledby="contacts-offices">
        <h2 id="contacts-offices" className={styles.sectionTitle}>
          {t('contacts-offices')}
        </h2>
        {points.length > 0 && <LocationMap points={points} label={t('contacts-map')} listed={false} />}
        <OfficeList offices={offices} />
      </section>

      {byProject.length > 0 && (
        <section className={styles.section} aria-labelledby="contacts-by-project">
          <h2 id="contacts-by-project" className={styles.sectionTitle}>
            {t('contacts-by-project')}
          </h2>
          <SalesOffices rows={byProject} />
        </section>
      )}

      <section className={styles.section} aria-labelledby="contacts-write">
        <h2 id="contacts-write" className={styles.sectionTitle}>
          {t('contacts-write')}
        </h2>
        <div className={styles.messengers}>
          <MessengerLinks contact={settings} path={localizedPath(locale, PAGES.contacts)} />
        </div>
        <div className={styles.forms}>
          <div className={styles.formBox} id="meeting">
            <MeetingFormOnIntent
              policyHref={policyHref}
              offices={offices.map((o) => ({ id: o.id, title: o.title, address: o.address, working_hours: o.working_hours, schedule: o.schedule }))}
            />
          </div>
          <div className={styles.formBox} id="question">
            <QuestionFormOnIntent policyHref={policyHref} />
          </div>
        </div>
      </section>

      {hasRequisites(settings.requisites) && (
        <section className={styles.section} aria-labelledby="contacts-requisites">
          <h2 id="contacts-requisites" className={styles.sectionTitle}>
            {t('contacts-requisites')}
          </h2>
          <Requisites requisites={settings.requisites} />
        </section>
      )}

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: settings.requisites.legal_name || identity.company,
          url: `${origin}${localizedPath(locale, PAGES.home)}`,
          ...(settings.sales_email ? { email: settings.sales_email } : {}),
          ...(settings.phone ? { telephone: settings.phone } : {}),
          ...(settings.requisites.bin ? { taxID: settings.requisites.bin } : {}),
          location: offices.map((office) => ({
            '@type': 'Place',
            name: office.title,
            address: { '@type': 'PostalAddress', streetAddress: office.address, ...(office.city ? { addressLocality: office.city.name } : {}), addressCountry: 'KZ' },
            ...(office.coordinates ? { geo: { '@type': 'GeoCoordinates', latitude: office.coordinates.latitude, longitude: office.coordinates.longitude } } : {}),
            ...(office.phones[0] ? { telephone: office.phones[0] } : {}),
          })),
        }}
      />
    </main>
  )
}
