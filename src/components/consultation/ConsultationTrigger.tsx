'use client'

import { useEffect, useState } from 'react'

import { consultationMayOpen, consultationPlan, consultationTakesFocus, recordConsultationOpening, type ConsultationSection } from '@/client/consultation'
import { onDemand } from '../ui/on-demand'
import type { ConsultationImage } from './types'

// The modal (dialog, form, image) is downloaded when it is about to open: nothing of it weighs on the
// first load. A failed download shows nothing: the visitor did not ask for it.
const useConsultationModal = onDemand(() => import('./ConsultationModal').then((m) => m.ConsultationModal))

/** Between two looks at whether the visitor still types, once the delay is over. */
const RECHECK_MS = 500
/**
 * What counts as the visitor being busy: typing, pointing, scrolling (wheel, touch, and the page's own
 * scroll, listened to on window: a carousel that scrolls its box by itself is not the visitor).
 */
const ACTIVITY_EVENTS = ['keydown', 'input', 'pointerdown', 'wheel', 'touchmove'] as const

/**
 * Schedules the consultation modal (rules and the tests' switches: src/client/consultation.ts). Leaving
 * the section before the delay unmounts this component and cancels the timer. When the delay is over
 * and the visitor is typing in a field, the modal waits for the focus to leave it and for a pause (no
 * key, pointer or scroll for CONSULTATION_QUIET_MS). Opening by itself, it takes the focus only when the
 * focus was nowhere (on the body); otherwise it shows without moving it (consultationTakesFocus).
 */
/** Asked when the dialog opens (its code loads after the decision): whether the focus is on nothing. */
const focusWasNowhere = () => consultationTakesFocus(document.activeElement, document.body)

export type ConsultationTriggerProps = { section: ConsultationSection; images: ConsultationImage[]; policyHref: string }

export function ConsultationTrigger({ section, images, policyHref }: ConsultationTriggerProps) {
  const [shown, setShown] = useState<{ image: ConsultationImage | null; open: boolean } | null>(null)
  const { loaded: ConsultationModal, whenReady } = useConsultationModal()
  const imageKey = images.map((image) => image.id).join(',')

  useEffect(() => {
    let plan: ReturnType<typeof consultationPlan> = null
    try {
      plan = consultationPlan(window.sessionStorage, section, navigator.userAgent, navigator.webdriver === true)
    } catch {
      return // Session storage switched off: without it the modal could not stay once per session.
    }
    if (!plan) return
    let lastActivityAt = 0
    const noteActivity = () => {
      lastActivityAt = Date.now()
    }
    for (const event of ACTIVITY_EVENTS) document.addEventListener(event, noteActivity, { capture: true, passive: true })
    window.addEventListener('scroll', noteActivity, { passive: true })
    const openWhenIdle = () => {
      if (!consultationMayOpen(document.activeElement as HTMLElement | null, lastActivityAt, Date.now())) {
        timer = window.setTimeout(openWhenIdle, RECHECK_MS)
        return
      }
      const ids = imageKey ? imageKey.split(',').map(Number) : []
      const imageId = recordConsultationOpening(window.sessionStorage, section, ids)
      const image = images.find((image) => image.id === imageId) ?? null
      whenReady(() => setShown({ image, open: true }))
    }
    let timer = window.setTimeout(openWhenIdle, plan.delay)
    return () => {
      window.clearTimeout(timer)
      for (const event of ACTIVITY_EVENTS) document.removeEventListener(event, noteActivity, { capture: true })
      window.removeEventListener('scroll', noteActivity)
    }
    // `images` is read when the timer fires; its ids (imageKey) are the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [section, imageKey, whenReady])

  if (!shown || !ConsultationModal) return null
  return <ConsultationModal open={shown.open} image={shown.image} policyHref={policyHref} takeFocus={focusWasNowhere} onClose={() => setShown({ ...shown, open: false })} />
}
