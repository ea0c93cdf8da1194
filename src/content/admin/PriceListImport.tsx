'use client'

import { Button, toast, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState, type Key, type ReactNode } from 'react'

import { formatMoney, formatNumber } from '../../domain/money'
import type { PriceListDiff } from '../../domain/price-list'
import { inEditorLanguage, w, type Words } from '../admin-words'

const WORDS = {
  title: w('Импорт прайс-листа', 'Price list import'),
  hint: w(
    'Файл Excel (.xlsx) или CSV из CRM: столбцы «Номер», «Дом» (очередь: название или адрес), «Площадь», «Цена»; по желанию «Этаж», «Комнат», «Статус», «Тип». Сначала проверка: ничего не меняется, пока вы не примените.',
    'An Excel (.xlsx) or CSV file from the CRM: columns Number, House (the queue: name or slug), Area, Price; optionally Floor, Rooms, Status, Type. A check comes first: nothing changes until you apply.',
  ),
  file: w('Файл прайс-листа', 'Price list file'),
  check: w('Проверить', 'Check'),
  apply: w('Применить', 'Apply'),
  added: w('Новые', 'New'),
  changed: w('Изменятся', 'Changed'),
  removed: w('Снимутся с сайта (нет в списке)', 'Withdrawn from the site (not listed)'),
  unchanged: w('Без изменений', 'Unchanged'),
  problems: w('Строки с ошибками — исправьте файл, применить нельзя', 'Rows with problems: fix the file, it cannot be applied'),
  line: w('строка', 'line'),
  done: w('Прайс-лист применён', 'Price list applied'),
  stale: w('С момента проверки данные изменились: проверьте файл ещё раз', 'The store changed since the check: check the file again'),
  failed: w('Файл не принят', 'The file was not accepted'),
} satisfies Record<string, Words>

const SHOWN = 50
type Check = { diff: PriceListDiff; digest: string }

const figure = (field: string, value: unknown) =>
  typeof value !== 'number' ? String(value ?? '—') : field === 'price' ? `${formatMoney(value, 0)} ₸` : field === 'area' ? `${formatNumber(value)} м²` : String(value)

/** One part of the comparison: its heading and its first SHOWN entries as a list; nothing when it has none. */
function DiffSection<T>({ title, items, keyOf, entry }: { title: string; items: T[]; keyOf: (item: T) => Key; entry: (item: T) => ReactNode }) {
  if (items.length === 0) return null
  return (
    <>
      <h4>{title}</h4>
      <ul>
        {items.slice(0, SHOWN).map((item) => (
          <li key={keyOf(item)}>{entry(item)}</li>
        ))}
      </ul>
    </>
  )
}

/**
 * Above the estates list: an editor uploads a price list, sees what it would change (new, changed,
 * withdrawn, rows with problems) and applies it in one go (services/price-list-import.ts).
 */
export function PriceListImport() {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const router = useRouter()
  const say = (words: Words) => inEditorLanguage(words, i18n.language)
  const [file, setFile] = useState<File | null>(null)
  const [check, setCheck] = useState<Check | null>(null)
  const [busy, setBusy] = useState(false)

  async function send(digest?: string) {
    if (!file) return
    setBusy(true)
    try {
      const form = new FormData()
      form.append('file', file)
      form.append('_payload', JSON.stringify(digest ? { digest } : {}))
      const response = await fetch(`${config.serverURL ?? ''}${config.routes.api}/estates/price-list`, { method: 'POST', body: form, credentials: 'include' })
      const body = await response.json()
      if (response.ok && body.applied) {
        toast.success(`${say(WORDS.done)}: +${body.applied.added}, ~${body.applied.changed}, −${body.applied.removed}`)
        setCheck(null)
        router.refresh()
      } else if (response.ok) setCheck(body)
      else if (body.check) {
        setCheck(body.check)
        toast.error(say(response.status === 409 ? WORDS.stale : WORDS.problems))
      } else toast.error(`${say(WORDS.failed)}: ${body.errors?.[0]?.message ?? response.status}`)
    } finally {
      setBusy(false)
    }
  }

  const diff = check?.diff
  return (
    <details style={{ marginBottom: 24 }} data-testid="price-list-import">
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{say(WORDS.title)}</summary>
      <p>{say(WORDS.hint)}</p>
      <label>
        {say(WORDS.file)}{' '}
        <input
          type="file"
          accept=".xlsx,.csv"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
            setCheck(null)
          }}
        />
      </label>{' '}
      <Button buttonStyle="secondary" size="small" disabled={!file || busy} onClick={() => send()}>
        {say(WORDS.check)}
      </Button>
      {diff && (
        <div role="status">
          <p>
            {say(WORDS.added)}: {diff.added.length} · {say(WORDS.changed)}: {diff.changed.length} · {say(WORDS.removed)}: {diff.removed.length} · {say(WORDS.unchanged)}: {diff.unchanged}
          </p>
          <DiffSection
            title={say(WORDS.problems)}
            items={diff.problems}
            keyOf={(problem) => problem.line}
            entry={(problem) => (
              <>
                {say(WORDS.line)} {problem.line}: {problem.message}
              </>
            )}
          />
          <DiffSection
            title={say(WORDS.added)}
            items={diff.added}
            keyOf={(row) => row.line}
            entry={(row) => (
              <>
                {row.number}: {figure('area', row.area)}, {figure('price', row.price)}
              </>
            )}
          />
          <DiffSection
            title={say(WORDS.changed)}
            items={diff.changed}
            keyOf={(change) => change.id}
            entry={(change) => (
              <>
                {change.number}:{' '}
                {Object.entries(change.changes)
                  .map(([field, [from, to]]) => `${field} ${figure(field, from)} → ${figure(field, to)}`)
                  .join('; ')}
              </>
            )}
          />
          {diff.removed.length > 0 && (
            <>
              <h4>{say(WORDS.removed)}</h4>
              <p>{diff.removed.slice(0, SHOWN).map((estate) => estate.number).join(', ')}</p>
            </>
          )}
          <Button disabled={busy || diff.problems.length > 0} onClick={() => send(check.digest)}>
            {say(WORDS.apply)}
          </Button>
        </div>
      )}
    </details>
  )
}
