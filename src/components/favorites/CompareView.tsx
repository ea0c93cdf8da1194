'use client'

import { useId, useState, type ReactNode } from 'react'

import styles from './compare.module.css'

/**
 * Wraps the server-rendered table: the "only differences" switch, and the horizontally scrollable,
 * keyboard-focusable region that keeps the first column in view on small screens.
 */
export function CompareView({ label, regionLabel, children }: { label: string; regionLabel: string; children: ReactNode }) {
  const [onlyDifferences, setOnlyDifferences] = useState(false)
  const id = useId()
  return (
    <div className={styles.view} data-only-differences={onlyDifferences}>
      <div className={styles.switch}>
        <input id={id} type="checkbox" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />
        <label htmlFor={id}>{label}</label>
      </div>
      <div className={styles.scroller} role="region" aria-label={regionLabel} tabIndex={0}>
        {children}
      </div>
    </div>
  )
}
