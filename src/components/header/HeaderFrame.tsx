'use client'

import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

import { pathSegments, splitLocale } from '@/domain/routing-rules'
import { isProjectPage } from '@/domain/site-sections'
import styles from './header.module.css'

/** The header element; project and queue pages give it the special project style (spec §2). */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const { rest } = splitLocale(pathSegments(usePathname() || '/'))
  const project = isProjectPage(`/${rest.join('/')}`)
  return (
    <header className={styles.header} data-variant={project ? 'project' : undefined}>
      {children}
    </header>
  )
}
