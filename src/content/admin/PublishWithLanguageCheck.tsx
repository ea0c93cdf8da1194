'use client'

import { ConfirmationModal, PublishButton, useDocumentInfo, useModal, useTranslation } from '@payloadcms/ui'
import type { PublishButtonClientProps } from 'payload'
import { useEffect, useRef, useState, type MouseEvent } from 'react'

import { inEditorLanguage, w, type Words } from '../admin-words'
import { LanguageGapList } from './LanguageGapList'
import { useMissingTranslations, type LanguageGap } from './use-missing-translations'

const MODAL = 'publish-missing-languages'
const HEADING = w('Опубликовать без перевода?', 'Publish without a translation?')
const BODY = w('На этих языках текстов нет, сайт покажет там русский текст:', 'These texts are missing; the site will show the Russian text there:')
const CONFIRM = w('Опубликовать', 'Publish')
const CANCEL = w('Вернуться к переводу', 'Back to translating')

/**
 * Payload's publish button that first asks when the document lacks Kazakh or English texts (issue 17,
 * item 4), as its latest saved version (autosave keeps it current) has them.
 */
export function PublishWithLanguageCheck(props: PublishButtonClientProps) {
  const { i18n } = useTranslation()
  const { openModal } = useModal()
  const { check } = useMissingTranslations()
  const wrapper = useRef<HTMLDivElement>(null)
  const confirmed = useRef(false)
  const [gaps, setGaps] = useState<LanguageGap[]>([])
  const say = (words: Words) => inEditorLanguage(words, i18n.language)
  // Payload's schedule drawer offers «Отменить публикацию» first unless it counts a newer unpublished
  // version, and a document never published counted none (its autosaves start the count at 0): such a
  // draft is one, so the drawer opens with «Публиковать» (issue 31, item 3).
  const { hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount } = useDocumentInfo()
  useEffect(() => {
    if (!hasPublishedDoc && unpublishedVersionCount === 0) setUnpublishedVersionCount(1)
  }, [hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount])
  /** Payload's own publish: its button's click, let through this once. */
  const publish = async () => {
    const button = await enabledPublishButton(wrapper.current)
    if (!button) return
    // click() runs the handlers synchronously, so the flag covers exactly this click.
    confirmed.current = true
    button.click()
    confirmed.current = false
  }

  async function onClick(event: MouseEvent) {
    if (confirmed.current || !(event.target as HTMLElement).closest('#action-save')) return
    event.preventDefault()
    event.stopPropagation()
    // Without the texts to compare (offline, a failed request), publish as Payload would.
    const found = await check().catch(() => null)
    if (!found?.length) return publish()
    setGaps(found)
    openModal(MODAL)
  }

  return (
    <div ref={wrapper} onClickCapture={onClick} style={{ display: 'contents' }}>
      <PublishButton {...props} />
      <ConfirmationModal
        modalSlug={MODAL}
        heading={say(HEADING)}
        body={
          <>
            <p>{say(BODY)}</p>
            <LanguageGapList gaps={gaps} />
          </>
        }
        confirmLabel={say(CONFIRM)}
        cancelLabel={say(CANCEL)}
        onConfirm={publish}
      />
    </div>
  )
}

/**
 * The publish button once Payload enables it again: it is disabled while an autosave runs, and a click
 * on a disabled button is dropped (a confirmed publish was lost that way). Gives up after 15 s.
 */
async function enabledPublishButton(wrapper: HTMLElement | null): Promise<HTMLButtonElement | null> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const button = wrapper?.querySelector<HTMLButtonElement>('#action-save') ?? null
    if (!button || !button.disabled || Date.now() > deadline) return button
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
