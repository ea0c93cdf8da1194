'use client'

import { usePathname } from 'next/navigation'
import { useLocale, useTranslations } from '@/i18n/client'
import { useEffect, useId, useRef, useState } from 'react'

import { localizedPath, pathSegments, splitLocale } from '@/domain/routing-rules'
import { LOCALE_NAMES, LOCALES, type Locale } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { Icon } from '../ui/Icon'
import styles from './language.module.css'

/** The same page in another language: the current path with that language's prefix. */
function useLanguageLinks() {
  const pathname = usePathname()
  const current = useLocale() as Locale
  const { rest } = splitLocale(pathSegments(pathname || '/'))
  const path = rest.length ? `/${rest.join('/')}` : '/'
  return { current, links: LOCALES.map((locale) => ({ locale, href: localizedPath(locale, path), name: LOCALE_NAMES[locale] })) }
}

/**
 * Stores the choice before leaving, so that the language routing (cookie before browser preference)
 * keeps it: without it, choosing Russian at / would send a visitor with a kk cookie back to /kk.
 */
function rememberLanguage(locale: Locale) {
  const cookie = routing.localeCookie
  if (typeof cookie !== 'object') return
  document.cookie = `${cookie.name}=${locale}; path=/; max-age=${cookie.maxAge}; samesite=${cookie.sameSite}`
}

/** A full page load: the whole page, its texts and metadata change language. */
function LanguageLink({ locale, href, name, className }: { locale: Locale; href: string; name: string; className?: string }) {
  return (
    <a className={className} href={href} hrefLang={locale} lang={locale} onClick={() => rememberLanguage(locale)}>
      <span className={styles.code} aria-hidden="true">
        {locale.toUpperCase()}
      </span>
      <span className={styles.name}>{name}</span>
    </a>
  )
}

/** Header dropdown listing the other languages; closes on Escape, on an outside click and on leaving it with Tab. */
export function LanguageMenu() {
  const t = useTranslations()
  const { current, links } = useLanguageLinks()
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listId = useId()

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  return (
    <div
      ref={rootRef}
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          setOpen(false)
          buttonRef.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${current.toUpperCase()}, ${t('language-switcher', { name: LOCALE_NAMES[current] })}`}
        onClick={() => setOpen(!open)}
      >
        <Icon name="globe" size={18} />
        <span>{current.toUpperCase()}</span>
        <Icon name="chevron-down" size={14} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open} aria-label={t('language-choose')}>
        {links
          .filter((link) => link.locale !== current)
          .map((link) => (
            <li key={link.locale}>
              <LanguageLink {...link} className={styles.option} />
            </li>
          ))}
      </ul>
    </div>
  )
}

/** The drawer's language picker: every language, the current one marked. */
export function LanguageLinks() {
  const t = useTranslations()
  const { current, links } = useLanguageLinks()
  return (
    <ul className={styles.inline} aria-label={t('language-choose')}>
      {links.map((link) =>
        link.locale === current ? (
          <li key={link.locale}>
            <span className={styles.inlineCurrent} aria-current="true" lang={link.locale}>
              <span className={styles.code} aria-hidden="true">
                {link.locale.toUpperCase()}
              </span>
              <span className={styles.name}>{link.name}</span>
            </span>
          </li>
        ) : (
          <li key={link.locale}>
            <LanguageLink {...link} className={styles.inlineOption} />
          </li>
        ),
      )}
    </ul>
  )
}
