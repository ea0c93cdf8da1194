'use client'

import { useTranslation } from '@payloadcms/ui'

import { inEditorLanguage, w } from '../admin-words'
import { LanguageGapList } from './LanguageGapList'
import { useMissingTranslations } from './use-missing-translations'

const TITLE = w('Переводы', 'Translations')
const COMPLETE = w('Все тексты есть на всех языках.', 'Every text is in every language.')
const EMPTY = w('Текстов пока нет: переводить нечего.', 'No texts yet: nothing to translate.')
const FALLBACK = w('Пока перевода нет, на сайте на этом языке показывается русский текст.', 'Until translated, the site shows the Russian text in that language.')

/** The sidebar's list of texts missing in Kazakh or English (issue 17, item 4), current after each save. */
export function MissingLanguages() {
  const { i18n } = useTranslation()
  const { gaps, empty } = useMissingTranslations()
  const say = (words: { ru: string; en: string }) => inEditorLanguage(words, i18n.language)
  if (!gaps) return null
  return (
    <div className="field-type" data-testid="missing-languages">
      <p className="field-label">{say(TITLE)}</p>
      {gaps.length === 0 ? (
        <p>{say(empty ? EMPTY : COMPLETE)}</p>
      ) : (
        <>
          <LanguageGapList gaps={gaps} />
          <p className="field-description">{say(FALLBACK)}</p>
        </>
      )}
    </div>
  )
}
