import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { HomeSections } from '@/components/home/HomeSections'
import { SectionMessages } from '@/components/shell/SectionMessages'
import { ButtonLink } from '@/components/ui/Button'
import { PAGES, propertiesPath } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import { getHomeBlocks, getHomeBlocksDraft } from '@/services/home-page'
import { isPreview } from '../preview'
import { pageMetadata, siteIdentity } from '../seo'
import { loadHomeData } from './home-data'
import styles from './home.module.css'

type Props = { params: Promise<{ locale: Locale }> }

// Rendered once, then served from the cache until an editor's save expires it (no request data is read);
// the publication clock expires it too when a news item or a promotion starts or ends.
export const dynamic = 'force-static'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const { company, title, description } = await siteIdentity(locale)
  const metadata = pageMetadata({ locale, path: '/', description })
  // The site's own title, without the layout's "— company" template.
  return { ...metadata, title: { absolute: title }, openGraph: { ...metadata.openGraph, title, siteName: company } }
}

/**
 * Home page: the sections of the *Home page* global in the editors' order (banners, promotions, projects,
 * categories, mortgage, news, reviews, videos, consultation by default). Every figure on it (prices from,
 * offer counts, rates) is read from the store on the server through the cached services; an editor's
 * change shows here within seconds.
 */
export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, blocks] = await Promise.all([getTranslations(), (await isPreview()) ? getHomeBlocksDraft(locale) : getHomeBlocks(locale)])
  const data = await loadHomeData(locale, blocks, new Date())

  return (
    <main id="main">
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <h1>{t('home-hero-title')}</h1>
          <p>{t('home-hero-text')}</p>
          {/* The two things a buyer came for, from the first screen. */}
          <div className={styles.heroActions}>
            <ButtonLink href={propertiesPath('flat')}>{t('home-hero-choose')}</ButtonLink>
            <ButtonLink variant="outline" href={`${PAGES.contacts}#meeting`}>
              {t('home-hero-visit')}
            </ButtonLink>
          </div>
        </div>
      </div>
      {/* The strings of the sections' client parts (video players, promotions' countdown). */}
      <SectionMessages section="home">
        <HomeSections locale={locale} blocks={blocks} data={data} />
      </SectionMessages>
    </main>
  )
}
