import format, { type FormatOptions, type FormatValues } from 'icu-minify/format'
import { cloneElement, isValidElement, useMemo, type ReactNode } from 'react'

import type { CompiledMessages } from './compiled-messages'
import { useStrings } from './client'
import type { Locale } from './locales'
import type { MessageKey, Translate } from './messages'

/** `t(key, values)` for client components over the page's compiled strings (client.tsx), by icu-minify's format-only runtime. */

// Intl's objects are slow to build and the same few are asked for again and again.
const intlCache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>()
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(kind: string, args: unknown[], make: () => T): T {
  const key = `${kind}:${JSON.stringify(args)}`
  let value = intlCache.get(key)
  if (!value) intlCache.set(key, (value = make()))
  return value as T
}
const OPTIONS: FormatOptions = {
  formatters: {
    getNumberFormat: (...args) => cached('number', args, () => new Intl.NumberFormat(...args)),
    getDateTimeFormat: (...args) => cached('date', args, () => new Intl.DateTimeFormat(...args)),
    getPluralRules: (...args) => cached('plural', args, () => new Intl.PluralRules(...args)),
  },
}

type RichValues = Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>
export type ClientTranslate = Translate & {
  /** A message with tags (`<link>…</link>`), each rendered by the function of its name. */
  rich: (key: MessageKey, values: RichValues) => ReactNode
}

/** `t(key, values)` over the page's strings; a key the page was not given shows as itself, as next-intl's did. */
export function useTranslations(): ClientTranslate {
  const { locale, messages } = useStrings()
  return useMemo(() => translator(locale, messages), [locale, messages])
}

function translator(locale: Locale, messages: CompiledMessages): ClientTranslate {
  const run = (key: MessageKey, values?: FormatValues<ReactNode>) => (key in messages ? format<ReactNode>(messages[key], locale, values, OPTIONS) : key)
  const t = ((key, values) => {
    const result = run(key, values)
    return Array.isArray(result) ? result.join('') : String(result)
  }) as ClientTranslate
  t.rich = (key, values) => {
    let index = 0
    // Each tag's element gets a key: they come back as siblings in one array.
    const keyed = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'function'
          ? (chunks: ReactNode[]) => {
              const element = value(chunks)
              return isValidElement(element) ? cloneElement(element, { key: `${name}-${index++}` }) : element
            }
          : value,
      ]),
    )
    return run(key, keyed as FormatValues<ReactNode>)
  }
  return t
}
