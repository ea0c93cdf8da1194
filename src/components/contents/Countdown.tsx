'use client'

import { useTranslations } from '@/i18n/translate'
import { useEffect, useState } from 'react'

import { clockText, timeLeft } from '@/domain/publication'
import styles from './contents.module.css'

/**
 * The time left until a promotion ends, ticking each second. The server renders the value at its
 * render time (`serverNow`), so the first paint is right without JavaScript; the browser then counts
 * from its own clock. Not a live region: screen readers read it when they reach it.
 */
export function Countdown({ endsAt, serverNow }: { endsAt: string; serverNow: number }) {
  const t = useTranslations()
  const end = Date.parse(endsAt)
  const [now, setNow] = useState(serverNow)
  useEffect(() => {
    const tick = () => setNow(Date.now())
    tick()
    const timer = window.setInterval(tick, 1000)
    return () => window.clearInterval(timer)
  }, [])
  const left = timeLeft(end, now)
  return (
    <p className={styles.countdown} role="timer" data-testid="countdown" data-ends-at={endsAt}>
      {left.total === 0 ? t('contents-countdown-over') : t('contents-countdown', { days: left.days, time: clockText(left) })}
    </p>
  )
}
