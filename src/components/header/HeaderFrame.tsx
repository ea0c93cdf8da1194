'use client'

import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

import { unprefixedPath } from '@/domain/seo-links'
import { isProjectPage } from '@/domain/site-sections'

/**
 * The header element; project and queue pages give it the special project style (spec §2). Its class comes
 * from the server, so that the header's map of class names stays out of the page's script.
 */
export function HeaderFrame({ className, children }: { className: string; children: ReactNode }) {
  const project = isProjectPage(unprefixedPath(usePathname() || '/'))
  return (
    <header className={className} data-variant={project ? 'project' : undefined}>
      {children}
    </header>
  )
}
