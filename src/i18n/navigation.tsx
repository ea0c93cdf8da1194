'use client'

import type { ComponentProps } from 'react'

import { localizedPath } from '@/domain/routing-rules'
import { useLocale } from './client'
import type { Locale } from './locales'

/**
 * A link to a page of the site in the page's language: `href` is the path without the language prefix
 * (`/projects`), as in the routing rules; absolute and fragment links go through unchanged. Server and
 * client components both use it (the language comes from ClientStrings). A plain anchor: the page-wide
 * click handler (src/client/soft-navigation.ts) turns a click on any of the site's links into a client
 * navigation, without next/link's 2.6 KB of script on every page (issue 35).
 */
export function Link({ href, ...rest }: ComponentProps<'a'> & { href: string }) {
  const locale = useLocale()
  return <a href={href.startsWith('/') ? localizedHref(locale, href) : href} {...rest} />
}

/** The path's language prefix, the query and fragment kept: `/?page=2` is `/en?page=2` in English. */
function localizedHref(locale: Locale, href: string): string {
  const split = href.search(/[?#]/)
  return split < 0 ? localizedPath(locale, href) : localizedPath(locale, href.slice(0, split)) + href.slice(split)
}
