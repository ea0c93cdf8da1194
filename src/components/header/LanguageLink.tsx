import { LOCALE_NAMES, type Locale } from '@/i18n/locales'
import styles from './language.module.css'

/**
 * A link to the page in another language: a full page load, as the whole page, its texts and metadata
 * change language. src/client/shell-controls.ts keeps its address on the path in view and stores the
 * choice in the language cookie as it is followed (`data-language`).
 */
export function LanguageLink({ locale, href, className }: { locale: Locale; href: string; className?: string }) {
  return (
    <a className={className} href={href} hrefLang={locale} lang={locale} data-language={locale}>
      <span className={styles.code} aria-hidden="true">
        {locale.toUpperCase()}
      </span>
      <span className={styles.name}>{LOCALE_NAMES[locale]}</span>
    </a>
  )
}
