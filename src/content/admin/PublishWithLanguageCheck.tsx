'use client'

import { ConfirmationModal, PublishButton, useConfig, useDocumentInfo, useModal, useTranslation } from '@payloadcms/ui'
import type { Field, PublishButtonClientProps } from 'payload'
import { useRef, useState, type MouseEvent } from 'react'

import { inEditorLanguage, w, type Words } from '../admin-words'
import { missingTranslations } from '../language-completeness'

const MODAL = 'publish-missing-languages'
const HEADING = w('Опубликовать без перевода?', 'Publish without a translation?')
const BODY = w('На этих языках текстов нет, сайт покажет там русский текст:', 'These texts are missing; the site will show the Russian text there:')
const CONFIRM = w('Опубликовать', 'Publish')
const CANCEL = w('Вернуться к переводу', 'Back to translating')

/**
 * Payload's publish button that first asks when the document lacks Kazakh or English texts (issue 17,
 * item 4): the latest saved version (autosave keeps it current) is read in every language and compared.
 */
export function PublishWithLanguageCheck(props: PublishButtonClientProps) {
  const { id, collectionSlug } = useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const { openModal } = useModal()
  const wrapper = useRef<HTMLDivElement>(null)
  const confirmed = useRef(false)
  const [missing, setMissing] = useState<[string, string[]][]>([])
  const say = (words: Words) => inEditorLanguage(words, i18n.language)
  const publish = () => {
    confirmed.current = true
    wrapper.current?.querySelector<HTMLButtonElement>('#action-save')?.click()
  }

  async function check(event: MouseEvent) {
    if (confirmed.current) {
      confirmed.current = false
      return
    }
    if (!(event.target as HTMLElement).closest('#action-save') || !id || !collectionSlug) return
    event.preventDefault()
    event.stopPropagation()
    const collection = config.collections.find((candidate) => candidate.slug === collectionSlug)
    const localization = config.localization
    const response = await fetch(`${config.serverURL ?? ''}${config.routes.api}/${collectionSlug}/${id}?locale=all&draft=true&depth=0`, { credentials: 'include' })
    if (!collection || !localization || !response.ok) return publish()
    const labelOf = (field: Field) => {
      const label = 'label' in field ? field.label : undefined
      if (label && typeof label === 'object') return say(label as Words)
      return typeof label === 'string' ? label : 'name' in field ? field.name : ''
    }
    const gaps = Object.entries(missingTranslations(collection.fields as unknown as Field[], await response.json(), localization.locales.map((locale) => locale.code), localization.defaultLocale, labelOf))
    if (gaps.length === 0) return publish()
    setMissing(gaps)
    openModal(MODAL)
  }

  const localeName = (code: string) => {
    const locale = config.localization ? config.localization.locales.find((candidate) => candidate.code === code) : undefined
    return typeof locale?.label === 'string' ? locale.label : code
  }
  return (
    <div ref={wrapper} onClickCapture={check} style={{ display: 'contents' }}>
      <PublishButton {...props} />
      <ConfirmationModal
        modalSlug={MODAL}
        heading={say(HEADING)}
        body={
          <>
            <p>{say(BODY)}</p>
            <ul>
              {missing.map(([code, paths]) => (
                <li key={code}>
                  <strong>{localeName(code)}</strong>: {paths.join(', ')}
                </li>
              ))}
            </ul>
          </>
        }
        confirmLabel={say(CONFIRM)}
        cancelLabel={say(CANCEL)}
        onConfirm={publish}
      />
    </div>
  )
}
