import { getLocale, getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ClientStrings } from '@/i18n/client'
import { compiledOf } from '@/i18n/compiled-messages'
import { pickSectionMessages, type MessageSection } from '@/i18n/client-messages'

/**
 * One section's client strings, for the client components of that section's pages: only the section's
 * own go into the page; the browser adds them to the shell's it already has (ClientStrings).
 */
export async function SectionMessages({ section, children }: { section: MessageSection; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()])
  return (
    <ClientStrings locale={locale} messages={pickSectionMessages(compiledOf(messages), section)}>
      {children}
    </ClientStrings>
  )
}
