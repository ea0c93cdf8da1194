import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { pickSectionMessages, type MessageSection } from '@/i18n/client-messages'
import { WithSectionMessages } from './WithSectionMessages'

/**
 * One section's client strings, for the client components of that section's pages: only the section's
 * own go into the page; the browser adds them to the shell's it already has (WithSectionMessages).
 */
export async function SectionMessages({ section, children }: { section: MessageSection; children: ReactNode }) {
  const messages = await getMessages()
  return <WithSectionMessages messages={pickSectionMessages(messages, section)}>{children}</WithSectionMessages>
}
