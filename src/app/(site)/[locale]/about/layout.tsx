import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SectionMessages } from '@/components/shell/SectionMessages'
import type { Locale } from '@/i18n/locales'

/** /about and the construction progress pages: the strings of their client parts (awards, videos, subscription). */
export default async function AboutLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as Locale)
  return <SectionMessages section="about">{children}</SectionMessages>
}
