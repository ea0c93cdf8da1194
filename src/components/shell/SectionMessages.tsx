import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { pickClientMessages, type MessageSection } from '@/i18n/client-messages'

/**
 * The shell's client strings plus one section's, for the client components of that section's pages. A
 * nested provider replaces its parent's messages rather than adding to them, hence the shell's too.
 */
export async function SectionMessages({ section, children }: { section: MessageSection; children: ReactNode }) {
  const messages = await getMessages()
  return <NextIntlClientProvider messages={pickClientMessages(messages, section)}>{children}</NextIntlClientProvider>
}
