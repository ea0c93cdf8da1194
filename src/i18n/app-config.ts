import type { Locale } from './locales'
import type { Messages } from './messages'

/**
 * next-intl's type registry (https://next-intl.dev/docs/workflows/typescript): `t('key')`,
 * `getTranslations` and `useTranslations` accept only the keys of the shipped UI strings, so a
 * misspelt or removed key fails the type check (tests/unit/message-keys.test-d.ts holds it).
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: Messages
  }
}
