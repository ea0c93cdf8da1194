import type { LanguageGap } from './use-missing-translations'

/** "Қазақша: Заголовок, Анонс" per language: the texts a document lacks. */
export function LanguageGapList({ gaps }: { gaps: LanguageGap[] }) {
  return (
    <ul>
      {gaps.map((gap) => (
        <li key={gap.code}>
          <strong>{gap.name}</strong>: {gap.texts.join(', ')}
        </li>
      ))}
    </ul>
  )
}
