import { textarea, type TextareaFieldValidation } from 'payload/shared'

import { messageSyntaxError } from '../../i18n/compiled-messages'
import { inEditorLanguage, w, type Words } from '../admin-words'
import { contentCollection } from '../fields'

/** The ICU parser's commonest complaints, as an editor would read them. */
const SYNTAX_PROBLEMS: Record<string, Words> = {
  EXPECT_ARGUMENT_CLOSING_BRACE: w('не закрыта фигурная скобка }', 'a curly brace } is not closed'),
  MISSING_OTHER_CLAUSE: w('в plural или select нет обязательного варианта other {…}', 'plural or select lacks its required other {…} case'),
  UNMATCHED_CLOSING_BRACE: w('лишняя закрывающая скобка }', 'an extra closing brace }'),
  EMPTY_ARGUMENT: w('пустые фигурные скобки {}', 'empty braces {}'),
  INVALID_PLURAL_ARGUMENT_SELECTOR: w('неизвестный вариант plural (бывают zero, one, two, few, many, other, =N)', 'unknown plural case (zero, one, two, few, many, other, =N)'),
}

/** Required as usual, and a string the site could not format is refused with the reason (the parser the site compiles with). */
const icuSyntax: TextareaFieldValidation = (value, options) => {
  const required = textarea(value, options)
  if (required !== true) return required
  const { req } = options
  const code = typeof value === 'string' ? messageSyntaxError(value) : null
  if (!code) return true
  const language = req.i18n?.language
  const reason = SYNTAX_PROBLEMS[code] ? inEditorLanguage(SYNTAX_PROBLEMS[code], language) : code
  return inEditorLanguage(w(`Текст не разобрать по правилам ICU: ${reason}`, `The text is not valid ICU: ${reason}`), language)
}

/** UI strings, editable by editors. Defaults live in src/i18n/messages and are seeded here. */
export const Localizations = contentCollection({
  slug: 'localizations',
  admin: { useAsTitle: 'key', group: 'Settings', defaultColumns: ['key', 'content'] },
  reference: true,
  defaultSort: 'key',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'content', type: 'textarea', required: true, localized: true, validate: icuSyntax },
  ],
})
