'use client'

import { lazy, Suspense } from 'react'

import { useTranslations } from '@/i18n/client'

// The error page's view and its drawing come only to a visitor whose page failed: every page names its
// error boundary's script in its HTML, and the view would cost each of them about 1.2 KB.
const SiteErrorView = lazy(() => import('./site-error-view'))

/** The error boundary of every site page (spec §2, §8 'some-page-error'): site-error-view.tsx shows it. */
export default function SiteError(props: { error: unknown; retry: () => void }) {
  const t = useTranslations()
  return (
    <Suspense fallback={<h1>{t('some-page-error')}</h1>}>
      <SiteErrorView {...props} />
    </Suspense>
  )
}
