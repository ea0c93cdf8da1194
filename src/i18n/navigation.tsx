'use client'

import type { ComponentProps } from 'react'

import { localizedHref } from '@/domain/routing-rules'
import { useLocale } from './client'

/**
 * A link to a page of the site in the page's language, for client components (the language comes from
 * ClientStrings; server components use server-link.tsx's): `href` is the path without the language prefix
 * (`/projects`), as in the routing rules; absolute and fragment links go through unchanged. A plain anchor:
 * the page-wide click handler (src/client/soft-navigation.ts) turns a click on any of the site's links into
 * a client navigation, without next/link's 2.6 KB of script on every page (issue 35).
 */
export function Link({ href, ...rest }: ComponentProps<'a'> & { href: string }) {
  return <a href={localizedHref(useLocale(), href)} {...rest} />
}
