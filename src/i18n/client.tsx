'use client'

import { createContext, useContext, useMemo, type ReactNode } from 'react'

import type { CompiledMessages } from './compiled-messages'
import type { Locale } from './locales'

/**
 * The browser's side of the UI strings: the language and the compiled strings the server gave this page
 * (client-messages.ts picks them); translate.ts formats them. next-intl stays on the server; in the browser
 * its provider, config and hooks cost about 3 KB of script on every page for the two things used here:
 * `t(key, values)` and `t.rich` (issue 35, item 1). The formatting runtime (about 1 KB) is in its own module
 * so that a page whose first script translates nothing (the shell's islands get their words as props) goes
 * without it.
 */

type Strings = { locale: Locale; messages: CompiledMessages }

const StringsContext = createContext<Strings | null>(null)

/**
 * Gives the client components below the page's language and strings. A nested one (a section's strings,
 * components/shell/SectionMessages) adds its own to those above instead of replacing them, so that a
 * section page's HTML does not repeat the shell's strings.
 */
export function ClientStrings({ locale, messages, children }: { locale: Locale; messages: CompiledMessages; children?: ReactNode }) {
  const parent = useContext(StringsContext)
  const value = useMemo(() => ({ locale, messages: parent ? { ...parent.messages, ...messages } : messages }), [locale, messages, parent])
  return <StringsContext.Provider value={value}>{children}</StringsContext.Provider>
}

export function useStrings(): Strings {
  const strings = useContext(StringsContext)
  if (!strings) throw new Error('A client component translated outside <ClientStrings> (src/app/(site)/site-document.tsx).')
  return strings
}

/** The page's language. */
export const useLocale = (): Locale => useStrings().locale
