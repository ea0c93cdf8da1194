'use client'

import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { useTranslations } from '@/i18n/translate'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { refocus } from '@/components/gallery/Lightbox'
import type { Picture } from '@/components/media/picture'
import { Dialog } from '@/components/ui/Dialog'
import { Icon } from '@/components/ui/Icon'
import { awardAnchor, awardFromHash } from './award-anchor'
import styles from './company.module.css'

export type AwardDetail = { id: number; title: string; year: number; issuer: string; description: string; image: Picture | null }

/**
 * The awards' detail dialog around their server-rendered cards: a click on a card's button
 * (`data-award="{id}"`) opens that award's detail; its address follows the dialog while it is open
 * (replaced, not pushed: Back leaves the page as usual), and opening the page at that address opens it.
 * Closing gives focus back to the card's button.
 */
export function AwardDialog({ awards, children }: { awards: AwardDetail[]; children: ReactNode }) {
  const t = useTranslations()
  const [openId, setOpenId] = useState<number | null>(null)
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const setAddress = (hash: string) => window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`)
    const fromHash = () => {
      const id = awardFromHash(window.location.hash)
      if (id !== null && awards.some((a) => a.id === id)) setOpenId(id)
    }
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLElement>('[data-award]')
      if (!button) return
      const id = Number(button.dataset.award)
      setAddress(`#${awardAnchor(id)}`)
      setOpenId(id)
    }
    fromHash()
    const element = box.current
    element?.addEventListener('click', onClick)
    window.addEventListener('hashchange', fromHash)
    return () => {
      element?.removeEventListener('click', onClick)
      window.removeEventListener('hashchange', fromHash)
    }
  }, [awards])

  const close = () => {
    refocus(box.current?.querySelector<HTMLElement>(`[data-award="${openId}"]`))
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`)
    setOpenId(null)
  }

  const award = awards.find((a) => a.id === openId) ?? null
  return (
    <div ref={box}>
      {children}
      <Dialog open={award !== null} onClose={close} label={award?.title ?? ''} className={styles.awardDialog}>
        {award && (
          <article className={styles.awardDetail} data-testid="award-detail">
            <h2>{award.title}</h2>
            <p className={styles.awardYear}>{t('award-year', { year: award.year })}</p>
            {award.image && (
              <ResponsiveImage
                src={award.image.src}
                alt={t('award-image', { title: award.title })}
                width={award.image.width}
                height={award.image.height}
                sizes="(max-width: 640px) 100vw, 40rem"
              />
            )}
            {award.issuer && (
              <p>
                <span className={styles.muted}>{t('award-issuer')}</span> {award.issuer}
              </p>
            )}
            {award.description && <p>{award.description}</p>}
            <button type="button" className={styles.dialogClose} onClick={close} aria-label={t('dialog-close')} autoFocus>
              <Icon name="close" />
            </button>
          </article>
        )}
      </Dialog>
    </div>
  )
}
