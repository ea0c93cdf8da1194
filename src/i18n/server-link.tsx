import { getLocale } from 'next-intl/server'
import type { ComponentProps } from 'react'

import { localizedHref } from '@/domain/routing-rules'

/**
 * navigation.tsx's `Link` for server components: the same anchor, its language read on the server, so that
 * a page's script does not carry a client component for the links its server components draw.
 */
export async function Link({ href, ...rest }: ComponentProps<'a'> & { href: string }) {
  return <a href={localizedHref(await getLocale(), href)} {...rest} />
}
