import type { CollectionSlug, Field, UIFieldServerProps } from 'payload'

import { inEditorLanguage, w, type Words } from '../admin-words'
import { missingTranslations } from '../language-completeness'

const TITLE = w('Переводы', 'Translations')
const COMPLETE = w('Все тексты есть на всех языках.', 'Every text is in every language.')
const FALLBACK = w('Пока перевода нет, на сайте на этом языке показывается русский текст.', 'Until translated, the site shows the Russian text in that language.')

/**
 * The sidebar's list of texts missing in Kazakh or English (issue 17, item 4), read from the document's
 * latest version, draft included, in every language. It is drawn again after each save.
 */
export async function MissingLanguages({ payload, id, collectionSlug, i18n, req }: UIFieldServerProps) {
  const localization = payload.config.localization
  const collection = payload.collections[collectionSlug as CollectionSlug]?.config
  if (!id || !localization || !collection) return null
  const doc = await payload.findByID({ collection: collection.slug as CollectionSlug, id, locale: 'all', draft: true, depth: 0, user: req.user, overrideAccess: false, disableErrors: true })
  if (!doc) return null
  const language = i18n.language
  const labelOf = (field: Field) => {
    const label = 'label' in field ? field.label : undefined
    if (label && typeof label === 'object') return inEditorLanguage(label as Words, language)
    return typeof label === 'string' ? label : 'name' in field ? field.name : ''
  }
  const missing = missingTranslations(collection.fields, doc, localization.localeCodes, localization.defaultLocale, labelOf)
  const localeName = (code: string) => {
    const locale = localization.locales.find((candidate) => candidate.code === code)
    return typeof locale?.label === 'string' ? locale.label : code
  }
  const gaps = Object.entries(missing)
  return (
    <div className="field-type" data-testid="missing-languages">
      <p className="field-label">{inEditorLanguage(TITLE, language)}</p>
      {gaps.length === 0 ? (
        <p>{inEditorLanguage(COMPLETE, language)}</p>
      ) : (
        <>
          <ul>
            {gaps.map(([code, paths]) => (
              <li key={code}>
                <strong>{localeName(code)}</strong>: {paths.join(', ')}
              </li>
            ))}
          </ul>
          <p className="field-description">{inEditorLanguage(FALLBACK, language)}</p>
        </>
      )}
    </div>
  )
}
