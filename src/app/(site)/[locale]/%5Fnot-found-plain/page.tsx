import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PlainErrorView } from '@/components/error/ErrorView'
import type { Locale } from '@/i18n/locales'
import { notFoundMetadata } from '@/app/(site)/requested-page'

type Props = { params: Promise<{ locale: Locale }> }

export const dynamic = 'force-static'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata((await params).locale)
}

/** The 404 answer for search-engine bots (spec §2: they do not get the error page): the status and a plain page. */
export default async function BotNotFoundPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations()
  return <PlainErrorView title={t('page-not-found')} />
}
