'use client'

import { useConfig, useDocumentInfo, useForm, useLocale, useTranslation } from '@payloadcms/ui'
import type { Field } from 'payload'
import { useCallback, useEffect, useState } from 'react'

import { labelIn } from '../admin-words'
import { hasDefaultText, missingTranslations, withEditedLocale } from '../language-completeness'

/** Language code and name, with the labels of the texts the document lacks in it. */
export type LanguageGap = { code: string; name: string; texts: string[] }

/**
 * The texts the edited document lacks in Kazakh or English (domain of ../language-completeness.ts),
 * read from its latest saved version in every language (none for a new document) with the form's
 * unsaved texts as the language being edited: after each save (autosave included), and on demand
 * (`check`, before a publish).
 */
export function useMissingTranslations(): { gaps: LanguageGap[] | null; empty: boolean; check: () => Promise<LanguageGap[] | null> } {
  // The root client config leaves the collections' fields out: the entity's own config has them.
  const { config, getEntityConfig } = useConfig()
  const { id, collectionSlug, globalSlug, savedDocumentData } = useDocumentInfo()
  const { i18n } = useTranslation()
  const { getData } = useForm()
  const locale = useLocale()
  const [gaps, setGaps] = useState<LanguageGap[] | null>(null)
  // No Russian text at all (a new document): nothing is translated yet, rather than everything.
  const [empty, setEmpty] = useState(false)

  const read = useCallback(async (): Promise<{ gaps: LanguageGap[]; empty: boolean } | null> => {
    const entity = collectionSlug ? getEntityConfig({ collectionSlug }) : globalSlug ? getEntityConfig({ globalSlug }) : null
    // A new document (not saved yet: «Создать» saves nothing) has only the form's texts.
    const path = collectionSlug ? (id ? `${collectionSlug}/${id}` : null) : `globals/${globalSlug}`
    const localization = config.localization
    if (!entity || !localization) return null
    let saved: unknown = {}
    if (path) {
      const response = await fetch(`${config.serverURL ?? ''}${config.routes.api}/${path}?locale=all&draft=true&depth=0`, { credentials: 'include' })
      if (!response.ok) return null
      saved = await response.json()
    }
    const labelOf = (field: Field) => labelIn('label' in field ? field.label : undefined, i18n.language) ?? ('name' in field ? field.name : '')
    const fields = entity.fields as unknown as Field[]
    const codes = localization.locales.map((candidate) => candidate.code)
    const doc = withEditedLocale(fields, saved, getData(), locale.code)
    const missing = missingTranslations(fields, doc, codes, localization.defaultLocale, labelOf)
    const nameOf = (code: string) => {
      const label = localization.locales.find((locale) => locale.code === code)?.label
      return typeof label === 'string' ? label : code
    }
    const found = Object.entries(missing).map(([code, texts]) => ({ code, name: nameOf(code), texts }))
    return { gaps: found, empty: !hasDefaultText(fields, doc, localization.defaultLocale) }
  }, [collectionSlug, config, getData, getEntityConfig, globalSlug, i18n.language, id, locale.code])

  const savedAt = savedDocumentData?.updatedAt
  useEffect(() => {
    let current = true
    void read().then((found) => {
      if (!current) return
      setGaps(found?.gaps ?? null)
      setEmpty(found?.empty ?? false)
    })
    return () => {
      current = false
    }
  }, [read, savedAt])

  const check = useCallback(async () => (await read())?.gaps ?? null, [read])

  return { gaps, empty, check }
}
