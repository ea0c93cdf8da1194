'use client'

import { ConfirmationModal, PublishButton, useModal, useTranslation } from '@payloadcms/ui'
import type { PublishButtonClientProps } from 'payload'
import { useRef, useState, type MouseEvent } from 'react'

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
  const publish = () => {
    confirmed.current = true
    wrapper.current?.querySelector<HTMLButtonElement>('#action-save')?.click()
  }

  async function onClick(event: MouseEvent) {
    if (confirmed.current) {
      confirmed.current = false
      return
    }
    if (!(event.target as HTMLElement).closest('#action-save')) return
    event.preventDefault()
    event.stopPropagation()
    const found = await check()
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
