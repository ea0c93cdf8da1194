import type { ReactNode } from 'react'
import { setRequestLocale } from 'next-intl/server'

import { SectionMessages } from '@/components/shell/SectionMessages'
import type { Locale } from '@/i18n/locales'

/** Every /contents page: the strings of its client leaves (subscription form, countdown), in the page's language. */
export default async function ContentsLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  setRequestLocale(locale as Locale)
  return <SectionMessages section="contents">{children}</SectionMessages>
}
