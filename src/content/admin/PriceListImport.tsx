'use client'

import { Button, toast, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState, type Key, type ReactNode } from 'react'

import { formatMoney, formatNumber } from '../../domain/money'
import type { ChangedField, PriceListDiff } from '../../domain/price-list'
import { inEditorLanguage, w, type Words } from '../admin-words'

const WORDS = {
  title: w('Импорт прайс-листа', 'Price list import'),
  hint: w(
    'Файл Excel (.xlsx) или CSV из CRM (UTF-8 или Windows-1251, разделитель «;» или «,»): столбцы «Номер», «Дом», «Площадь», «Цена»; по желанию «Проект», «Этаж», «Комнат», «Статус», «Тип». Очередь в «Дом» — её адрес (например, alatau-residence-2) или «Проект / очередь» (например, «Алатау Резиденс / 2 очередь»), либо название очереди при столбце «Проект». Одно название («2 очередь») не принимается: такая очередь есть у многих проектов. Сначала проверка: ничего не меняется, пока вы не примените.',
    'An Excel (.xlsx) or CSV file from the CRM (UTF-8 or Windows-1251, separated by ";" or ","): columns Number, House, Area, Price; optionally Project, Floor, Rooms, Status, Type. The queue in House is its slug (e.g. alatau-residence-2) or "Project / queue" (e.g. "Alatau Residence / Phase 2"), or the queue\'s name with a Project column. A name alone ("Phase 2") is not accepted: many projects have one. A check comes first: nothing changes until you apply.',
  ),
  file: w('Файл прайс-листа', 'Price list file'),
  check: w('Проверить', 'Check'),
  apply: w('Применить', 'Apply'),
  added: w('Новых', 'New'),
  changed: w('Изменится', 'Changed'),
  removed: w('Снимется с сайта', 'Taken off the site'),
  kept: w('Нет в списке, останутся на сайте', 'Not in the list, kept on the site'),
  unchanged: w('Без изменений', 'Unchanged'),
  problemCount: w('Строк с ошибками', 'Rows with problems'),
  addedTitle: w('Новые', 'New'),
  changedTitle: w('Изменятся', 'Changed'),
  removedTitle: w('Снимутся с сайта (нет в списке, очередь отмечена как вся)', 'Taken off the site (not in the list of a queue marked whole)'),
  keptTitle: w('Нет в списке — останутся как есть', 'Not in the list — kept as they are'),
  queuesTitle: w('Очереди в списке', 'Queues in the list'),
  queueRows: w('строк в списке', 'rows in the list'),
  queueUnlisted: w('на сайте, но нет в списке', 'on the site but not in the list'),
  whole: w('Этот список — вся очередь: снять с сайта то, чего в нём нет', 'This list is the whole queue: take off the site what it lacks'),
  wouldRemove: w('будет снято', 'to be taken off'),
  problems: w('Строки с ошибками — исправьте файл, применить нельзя', 'Rows with problems: fix the file, it cannot be applied'),
  line: w('строка', 'line'),
  more: w('и ещё', 'and'),
  moreTail: w('', 'more'),
  done: w('Прайс-лист применён', 'Price list applied'),
  doneAdded: w('новых', 'new'),
  doneChanged: w('изменено', 'changed'),
  doneRemoved: w('снято с сайта', 'taken off the site'),
  stale: w('С момента проверки данные или отметки изменились: проверьте файл ещё раз', 'The store or the marks changed since the check: check the file again'),
  failed: w('Файл не принят', 'The file was not accepted'),
  serverError: w('ошибка сервера', 'server error'),
  yes: w('да', 'yes'),
  no: w('нет', 'no'),
} satisfies Record<string, Words>

const FIELDS: Record<ChangedField, Words> = {
  floor: w('Этаж', 'Floor'),
  rooms: w('Комнат', 'Rooms'),
  area: w('Площадь', 'Area'),
  price: w('Цена', 'Price'),
  status: w('Статус', 'Status'),
  published: w('На сайте', 'On the site'),
}

const STATUSES: Record<string, Words> = { free: w('Свободно', 'Available'), reserved: w('Забронировано', 'Reserved'), sold: w('Продано', 'Sold') }

const SHOWN = 50
type Check = { diff: PriceListDiff; digest: string }
type Say = (words: Words) => string

/** A figure as the site writes it: 10,640,000 ₸, 52.2 м², Свободно, да. */
function figure(field: string, value: unknown, say: Say): string {
  if (value === null || value === undefined) return '—'
  if (field === 'status') return STATUSES[String(value)] ? say(STATUSES[String(value)]) : String(value)
  if (field === 'published') return say(value ? WORDS.yes : WORDS.no)
  if (typeof value !== 'number') return String(value)
  if (field === 'price') return `${formatMoney(value, 0)} ₸`
  if (field === 'area') return `${formatNumber(value)} ${say(w('м²', 'm²'))}`
  return formatNumber(value)
}

/** "…, and 12 more" past the first SHOWN. */
const moreThan = (count: number, say: Say) => (count > SHOWN ? ` ${say(WORDS.more)} ${formatNumber(count - SHOWN)}${say(WORDS.moreTail) ? ` ${say(WORDS.moreTail)}` : ''}` : '')

/** One part of the comparison: its heading and its first SHOWN entries as a list; nothing when it has none. */
function DiffSection<T>({ title, items, keyOf, entry, say }: { title: string; items: T[]; keyOf: (item: T, index: number) => Key; entry: (item: T) => ReactNode; say: Say }) {
  if (items.length === 0) return null
  return (
    <>
      <h4>{title}</h4>
      <ul>
        {items.slice(0, SHOWN).map((item, index) => (
          <li key={keyOf(item, index)}>{entry(item)}</li>
        ))}
      </ul>
      {items.length > SHOWN && <p>{moreThan(items.length, say).trim()}</p>}
    </>
  )
}

/**
 * Above the estates list: an editor uploads a price list, sees what it would change (new, changed, rows
 * with problems, per queue the estates it lacks) and applies it in one go (services/price-list-import.ts).
 * Estates absent from the list are taken off the site only for the queues ticked as listed whole; a tick
 * checks the file again, so the comparison shown (and its digest) is always the one applied.
 */
export function PriceListImport() {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const router = useRouter()
  const say: Say = (words) => inEditorLanguage(words, i18n.language)
  const [file, setFile] = useState<File | null>(null)
  const [check, setCheck] = useState<Check | null>(null)
  const [wholeQueues, setWholeQueues] = useState<number[]>([])
  const [busy, setBusy] = useState(false)

  async function send(whole: number[], digest?: string) {
    if (!file) return
    setBusy(true)
    try {
      const form = new FormData()
      form.append('file', file)
      form.append('_payload', JSON.stringify(digest ? { digest, wholeQueues: whole } : { wholeQueues: whole }))
      const response = await fetch(`${config.serverURL ?? ''}${config.routes.api}/estates/price-list`, { method: 'POST', body: form, credentials: 'include' })
      const body = await response.json().catch(() => null)
      if (response.ok && body?.applied) {
        const { added, changed, removed } = body.applied as { added: number; changed: number; removed: number }
        toast.success(
          `${say(WORDS.done)}: ${say(WORDS.doneAdded)}: ${formatNumber(added)}, ${say(WORDS.doneChanged)}: ${formatNumber(changed)}, ${say(WORDS.doneRemoved)}: ${formatNumber(removed)}`,
        )
        setCheck(null)
        setWholeQueues([])
        router.refresh()
      } else if (response.ok && body?.diff) {
        setCheck(body)
        setWholeQueues(whole)
      } else if (body?.check) {
        setCheck(body.check)
        setWholeQueues(whole)
        toast.error(say(response.status === 409 ? WORDS.stale : WORDS.problems))
      } else toast.error(`${say(WORDS.failed)}: ${body?.errors?.[0]?.message ?? `${say(WORDS.serverError)} (${response.status})`}`)
    } catch {
      toast.error(`${say(WORDS.failed)}: ${say(WORDS.serverError)}`)
    } finally {
      setBusy(false)
    }
  }

  /** A tick changes what applying does: the file is checked again with the new marks. */
  const toggleWhole = (id: number, on: boolean) => send(on ? [...wholeQueues.filter((queue) => queue !== id), id] : wholeQueues.filter((queue) => queue !== id))

  const diff = check?.diff
  const byQueue = (house: number) => diff?.queues.find((queue) => queue.id === house)?.label ?? String(house)
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
            setWholeQueues([])
          }}
        />
      </label>{' '}
      <Button buttonStyle="secondary" size="small" disabled={!file || busy} onClick={() => send([])}>
        {say(WORDS.check)}
      </Button>
      {diff && (
        <div role="status">
          <p>
            {say(WORDS.added)}: {formatNumber(diff.added.length)} · {say(WORDS.changed)}: {formatNumber(diff.changed.length)} · {say(WORDS.removed)}:{' '}
            {formatNumber(diff.removed.length)} · {say(WORDS.kept)}: {formatNumber(diff.kept.length)} · {say(WORDS.unchanged)}: {formatNumber(diff.unchanged)}
            {diff.problems.length > 0 && (
              <>
                {' '}
                · {say(WORDS.problemCount)}: {formatNumber(new Set(diff.problems.map((problem) => problem.line)).size)}
              </>
            )}
          </p>
          <DiffSection
            say={say}
            title={say(WORDS.problems)}
            items={diff.problems}
            keyOf={(problem, index) => `${problem.line}-${index}`}
            entry={(problem) => (
              <>
                {say(WORDS.line)} {problem.line}: {problem.message}
              </>
            )}
          />
          {diff.queues.length > 0 && (
            <fieldset data-testid="price-list-queues" style={{ border: 0, padding: 0 }}>
              <h4>{say(WORDS.queuesTitle)}</h4>
              <ul style={{ listStyle: 'none', paddingLeft: 0 }}>
                {diff.queues.map((queue) => (
                  <li key={queue.id} data-queue={queue.slug}>
                    <strong>{queue.label}</strong> ({queue.slug}): {say(WORDS.queueRows)}: {formatNumber(queue.rows)}, {say(WORDS.queueUnlisted)}: {formatNumber(queue.unlisted)}
                    <br />
                    <label>
                      <input type="checkbox" checked={queue.whole} disabled={busy} onChange={(event) => toggleWhole(queue.id, event.target.checked)} /> {say(WORDS.whole)} (
                      {say(WORDS.wouldRemove)}: {formatNumber(queue.unlisted)})
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <DiffSection
            say={say}
            title={say(WORDS.addedTitle)}
            items={diff.added}
            keyOf={(row) => row.line}
            entry={(row) => (
              <>
                {byQueue(row.house)}, № {row.number}: {figure('area', row.area, say)}, {figure('price', row.price, say)}
                {row.status ? `, ${figure('status', row.status, say)}` : ''}
              </>
            )}
          />
          <DiffSection
            say={say}
            title={say(WORDS.changedTitle)}
            items={diff.changed}
            keyOf={(change) => change.id}
            entry={(change) => (
              <>
                {byQueue(change.house)}, № {change.number}:{' '}
                {Object.entries(change.changes)
                  .map(([field, [from, to]]) => `${say(FIELDS[field as ChangedField])}: ${figure(field, from, say)} → ${figure(field, to, say)}`)
                  .join('; ')}
              </>
            )}
          />
          {diff.removed.length > 0 && (
            <>
              <h4>{say(WORDS.removedTitle)}</h4>
              <p data-testid="price-list-removed">
                {diff.removed
                  .slice(0, SHOWN)
                  .map((estate) => estate.number)
                  .join(', ')}
                {moreThan(diff.removed.length, say)}
              </p>
            </>
          )}
          {diff.kept.length > 0 && (
            <>
              <h4>{say(WORDS.keptTitle)}</h4>
              <p data-testid="price-list-kept">
                {diff.kept
                  .slice(0, SHOWN)
                  .map((estate) => estate.number)
                  .join(', ')}
                {moreThan(diff.kept.length, say)}
              </p>
            </>
          )}
          <Button disabled={busy || diff.problems.length > 0} onClick={() => send(wholeQueues, check.digest)}>
            {say(WORDS.apply)}
          </Button>
        </div>
      )}
    </details>
  )
}
