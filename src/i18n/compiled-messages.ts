import compile from 'icu-minify/compile'
import type { AbstractIntlMessages } from 'next-intl'

/**
 * UI strings compiled ahead of formatting. The site formats messages with use-intl's format-only
 * runtime (next.config.ts aliases `use-intl/format-message`), so browsers never download the ICU parser
 * (intl-messageformat, about 9 KB compressed on every page): messages reach next-intl already compiled.
 */
export type CompiledMessages = Record<string, ReturnType<typeof compile>>

/**
 * Compiles every message; one that does not compile (an editor's typo in the admin) keeps the shipped
 * `fallback` for its key, and is reported, instead of breaking every page that shows it.
 */
export function compileMessages(messages: Record<string, string>, fallback: CompiledMessages = {}): CompiledMessages {
  const compiled: CompiledMessages = {}
  for (const [key, message] of Object.entries(messages)) {
    try {
      // Plural and select branches come as null-prototype objects, which React refuses to send to the
      // browser: make them plain.
      compiled[key] = JSON.parse(JSON.stringify(compile(message)))
    } catch (error) {
      console.error(`Invalid UI string "${key}", kept the shipped text`, error)
      if (key in fallback) compiled[key] = fallback[key]
    }
  }
  return compiled
}

/**
 * Why a UI string would not compile (the ICU parser's code, e.g. MISSING_OTHER_CLAUSE), or null: the
 * admin refuses such a string on save instead of the site quietly keeping the shipped one.
 */
export function messageSyntaxError(message: string): string | null {
  try {
    compile(message)
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/** next-intl's declared message type only knows source strings; compiled ones are what it formats here. */
export const asIntlMessages = (messages: CompiledMessages): AbstractIntlMessages => messages as unknown as AbstractIntlMessages

/** The other way: what next-intl's getMessages gives back is what request.ts gave it, compiled strings. */
export const compiledOf = (messages: AbstractIntlMessages): CompiledMessages => messages as unknown as CompiledMessages
