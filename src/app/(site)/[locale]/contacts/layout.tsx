import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SectionMessages } from '@/components/shell/SectionMessages'
import type { Locale } from '@/i18n/locales'

/** /contacts: the strings of its meeting and question forms. */
export default async function ContactsLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as Locale)
  return <SectionMessages section="contacts">{children}</SectionMessages>
}
