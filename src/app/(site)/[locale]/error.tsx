'use client'

import { lazy, Suspense } from 'react'

// The error page's view and its drawing come only to a visitor whose page failed: every page names its
// error boundary's script in its HTML, and the view would cost each of them about 1.2 KB. Nothing in the
// meantime: the strings' formatter would cost every page about 1 KB more, for the moment the view takes to come.
const SiteErrorView = lazy(() => import('./site-error-view'))

/** The error boundary of every site page (spec §2, §8 'some-page-error'): site-error-view.tsx shows it. */
export default function SiteError(props: { error: unknown; retry: () => void }) {
  return (
    <Suspense fallback={null}>
      <SiteErrorView {...props} />
    </Suspense>
  )
}
