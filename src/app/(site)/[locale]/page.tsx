import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '../../../i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations()
  return (
    <main>
      <h1>{t('home-hero-title')}</h1>
      <p>{t('home-hero-text')}</p>
    </main>
  )
}
