'use client'

import { NextIntlClientProvider, useLocale, useMessages, useNow, useTimeZone, type AbstractIntlMessages } from 'next-intl'
import { useMemo, type ReactNode } from 'react'

/**
 * A nested provider replaces its parent's messages rather than adding to them; merging here, in the
 * browser, spares each section page a second copy of the shell's strings in its HTML (about 12 KB).
 */
export function WithSectionMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const shell = useMessages()
  const merged = useMemo(() => ({ ...shell, ...messages }), [shell, messages])
  return (
    <NextIntlClientProvider locale={useLocale()} timeZone={useTimeZone()} now={useNow()} messages={merged}>
      {children}
    </NextIntlClientProvider>
  )
}
