'use client'

import { useLocale } from '@/i18n/client'
import { useTranslations } from '@/i18n/translate'
import { useEffect, useSyncExternalStore } from 'react'

import { ErrorView, PlainErrorView } from '@/components/error/ErrorView'
import { Button } from '@/components/ui/Button'
import { isSearchBot } from '@/domain/user-agents'
import type { Locale } from '@/i18n/locales'
import { errorShortcuts } from '../error-shortcuts'

const noSubscription = () => () => {}

/**
 * 'some-page-error' (spec §2, §8): any failure of a page other than 404. The response carries status
 * 500; the error is logged (the server logs its own side); search-engine bots get a plain page.
 * Loaded by error.tsx only when a page fails.
 */
export default function SiteErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations()
  const locale = useLocale() as Locale
  const bot = useSyncExternalStore(
    noSubscription,
    () => isSearchBot(navigator.userAgent),
    () => false,
  )

  useEffect(() => {
    console.error('[page error]', error)
  }, [error])
  useEffect(() => {
    document.title = t('some-page-error')
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('error-generic-description'))
  }, [t])

  if (bot) return <PlainErrorView title={t('some-page-error')} />
  return (
    <ErrorView
      title={t('some-page-error')}
      text={t('error-generic-text')}
      shortcutsLabel={t('error-shortcuts')}
      shortcuts={errorShortcuts(locale, t)}
      action={
        <Button variant="outline" onClick={() => retry()}>
          {t('error-retry')}
        </Button>
      }
    />
  )
}
