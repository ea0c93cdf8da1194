'use client'

import { useEffect, useState } from 'react'

import { loadCounters, sendGoal } from '@/client/analytics'
import { GOAL_EVENT } from '@/client/goals'
import { readUtm } from '@/client/utm'
import { consentCookie, consentOf, goalOfClick, isGoal, type AnalyticsIds, type Consent } from '@/domain/analytics'
import styles from './consent.module.css'

export type ConsentWords = {
  title: string
  text: string
  accept: string
  reject: string
  choose: string
  save: string
  necessary: string
  necessaryText: string
  analytics: string
  analyticsText: string
  policy: string
}

export type ConsentBannerProps = { ids: AnalyticsIds; words: ConsentWords; policyHref: string }

/**
 * The consent banner (issue 34, item 4), only on a site with an analytics id: accept, reject, or choose.
 * Nothing is loaded, no cookie set and nothing sent to an analytics host before «Принять» (or the analytics
 * box chosen and saved); the choice is kept for a year in a first-party cookie and can be changed from the
 * footer's «Настройки cookies» (any `[data-consent-open]` control). Once consented, the goals go to the
 * counters with the visit's UTM: clicks (`tel:` links, `data-goal`), the alerts' forms, and the goals the
 * forms and favorites report (src/client/goals.ts).
 */
export function ConsentBanner({ ids, words, policyHref }: ConsentBannerProps) {
  const [consent, setConsent] = useState<Consent | null | undefined>(undefined)
  const [open, setOpen] = useState(false)
  const [choosing, setChoosing] = useState(false)
  const [analyticsOn, setAnalyticsOn] = useState(false)

  useEffect(() => {
    const saved = consentOf(document.cookie)
    // Reading the cookie once, when the script takes over the page: an external source (the page is cached
    // HTML, the same for every visitor, so the server cannot know the choice).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setConsent(saved)
    setOpen(saved === null)
    setAnalyticsOn(saved === 'granted')
    if (saved === 'granted') loadCounters(ids)
  }, [ids])

  useEffect(() => {
    const reopen = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-consent-open]')) return
      setChoosing(true)
      setOpen(true)
    }
    document.addEventListener('click', reopen)
    return () => document.removeEventListener('click', reopen)
  }, [])

  useEffect(() => {
    if (consent !== 'granted') return
    const utm = () => readUtm(sessionStorage)
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('a, button') : null
      const goal = target ? goalOfClick({ href: target.getAttribute('href'), goal: target.getAttribute('data-goal') }) : null
      if (goal) sendGoal(goal, utm())
    }
    const onSubmit = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement && event.target.getAttribute('action') === '/api/alerts') sendGoal('alert_subscribed', utm())
    }
    const onGoal = (event: Event) => {
      const goal = (event as CustomEvent<unknown>).detail
      if (isGoal(goal)) sendGoal(goal, utm())
    }
    document.addEventListener('click', onClick, true)
    document.addEventListener('submit', onSubmit, true)
    window.addEventListener(GOAL_EVENT, onGoal)
    return () => {
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('submit', onSubmit, true)
      window.removeEventListener(GOAL_EVENT, onGoal)
    }
  }, [consent])

  const decide = (choice: Consent) => {
    document.cookie = consentCookie(choice, location.protocol === 'https:')
    setConsent(choice)
    setOpen(false)
    setChoosing(false)
    // A consent taken back stops the counters at the next page load (their scripts cannot be unloaded).
    if (choice === 'granted') loadCounters(ids)
  }

  if (!open) return null
  return (
    <section className={styles.banner} aria-labelledby="consent-title" data-testid="consent-banner">
      <h2 id="consent-title" className={styles.title}>
        {words.title}
      </h2>
      <p className={styles.text}>
        {words.text}{' '}
        <a href={policyHref} target="_blank" rel="noopener">
          {words.policy}
        </a>
      </p>
      {choosing && (
        <fieldset className={styles.options}>
          <legend className="visually-hidden">{words.choose}</legend>
          <label className={styles.option}>
            <input type="checkbox" checked disabled />
            <span>
              <strong>{words.necessary}</strong> {words.necessaryText}
            </span>
          </label>
          <label className={styles.option}>
            <input type="checkbox" checked={analyticsOn} onChange={(event) => setAnalyticsOn(event.target.checked)} />
            <span>
              <strong>{words.analytics}</strong> {words.analyticsText}
            </span>
          </label>
        </fieldset>
      )}
      <div className={styles.actions}>
        {choosing ? (
          <button type="button" className={styles.primary} onClick={() => decide(analyticsOn ? 'granted' : 'denied')}>
            {words.save}
          </button>
        ) : (
          <>
            <button type="button" className={styles.primary} onClick={() => decide('granted')}>
              {words.accept}
            </button>
            <button type="button" className={styles.secondary} onClick={() => decide('denied')}>
              {words.reject}
            </button>
            <button type="button" className={styles.link} onClick={() => setChoosing(true)}>
              {words.choose}
            </button>
          </>
        )}
      </div>
    </section>
  )
}
