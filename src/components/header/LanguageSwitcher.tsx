'use client'

import { usePathname } from 'next/navigation'
import { useLocale } from '@/i18n/client'
import { useTranslations } from '@/i18n/translate'

import { samePageIn } from '@/domain/seo-links'
import { LOCALE_NAMES, LOCALES } from '@/i18n/locales'
import { LanguageLink } from './LanguageLink'
import styles from './language.module.css'

/** The drawer's language picker: every language, the current one marked, each link to the page in view. */
export function LanguageLinks() {
  const t = useTranslations()
  const current = useLocale()
  const pathname = usePathname()
  return (
    <ul className={styles.inline} aria-label={t('language-choose')}>
      {LOCALES.map((locale) =>
        locale === current ? (
          <li key={locale}>
            <span className={styles.inlineCurrent} aria-current="true" lang={locale}>
              <span className={styles.code} aria-hidden="true">
                {locale.toUpperCase()}
              </span>
              <span className={styles.name}>{LOCALE_NAMES[locale]}</span>
            </span>
          </li>
        ) : (
          <li key={locale}>
            <LanguageLink locale={locale} href={samePageIn(locale, pathname)} className={styles.inlineOption} />
          </li>
        ),
      )}
    </ul>
  )
}
