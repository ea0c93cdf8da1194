import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SectionMessages } from '@/components/shell/SectionMessages'
import type { Locale } from '@/i18n/locales'

/** Every /career page: the application form's strings (given to the browser on these pages only). */
export default async function CareerLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  // Before any string is read: else the section's strings come in the default language.
  setRequestLocale(locale as Locale)
  return <SectionMessages section="career">{children}</SectionMessages>
}
