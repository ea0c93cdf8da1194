'use client'

import { useTranslations } from '@/i18n/translate'
import { useState, useSyncExternalStore } from 'react'

import { Button } from '../ui/Button'
import styles from './compare.module.css'

const noSubscription = () => () => {}
const canShare = () => typeof navigator.share === 'function'

/**
 * "Share" (the Web Share API, where the device has it) and "copy link" for the comparison: the page's
 * own address, which carries the ids (`?ids=12,34`).
 */
export function CompareShare() {
  const t = useTranslations()
  const shareable = useSyncExternalStore(noSubscription, canShare, () => false)
  const [message, setMessage] = useState('')

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href)
      setMessage(t('compare-link-copied'))
    } catch {
      setMessage(t('compare-copy-failed'))
    }
  }

  const share = async () => {
    try {
      await navigator.share({ title: t('compare-share-title'), url: window.location.href })
    } catch (error) {
      // The visitor closed the share sheet: nothing to say. Anything else: fall back to the clipboard.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy()
    }
  }

  return (
    <div className={styles.share}>
      {shareable && (
        <Button variant="outline" size="small" onClick={share}>
          {t('compare-share')}
        </Button>
      )}
      <Button variant="outline" size="small" onClick={copy}>
        {t('compare-copy-link')}
      </Button>
      <p role="status" className={styles.shareMessage}>
        {message}
      </p>
    </div>
  )
}
