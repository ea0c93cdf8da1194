'use client'

import NextLink from 'next/link'
import type { ComponentProps } from 'react'

import { localizedPath } from '@/domain/routing-rules'
import { useLocale } from './client'
import type { Locale } from './locales'

/**
 * next/link to a page of the site in the page's language: `href` is the path without the language
 * prefix (`/projects`), as in the routing rules; absolute and fragment links go through unchanged.
 * Server and client components both use it (the language comes from ClientStrings).
 */
export function Link({ href, ...rest }: ComponentProps<typeof NextLink>) {
  const locale = useLocale()
  return <NextLink href={typeof href === 'string' && href.startsWith('/') ? localizedHref(locale, href) : href} {...rest} />
}

/** The path's language prefix, the query and fragment kept: `/?page=2` is `/en?page=2` in English. */
function localizedHref(locale: Locale, href: string): string {
  const split = href.search(/[?#]/)
  return split < 0 ? localizedPath(locale, href) : localizedPath(locale, href.slice(0, split)) + href.slice(split)
}
