'use client'

import { Button, toast, useConfig, useListQuery, useSelection, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { CURRENCY_SYMBOL, formatMoney, formatNumber, ungroupAmount } from '../../domain/money'
import type { BulkPreview } from '../../services/estate-bulk-change'
import { inEditorLanguage, w, type Words } from '../admin-words'

const WORDS = {
  title: w('Массовое изменение цен и статусов', 'Bulk price and status change'),
  hint: w(
    'Отметьте объекты в списке (или «Выбрать все» для всех по фильтру), задайте изменение и нажмите «Проверить»: ничего не меняется, пока вы не подтвердите. Каждое изменение сохраняется новой версией объекта с именем сотрудника.',
    'Tick estates in the list (or "Select all" for every filter match), set the change and press Check: nothing changes until you confirm. Each estate gets a new version naming who changed it.',
  ),
  scope: w('Объекты', 'Estates'),
  selected: w('Отмеченные в списке', 'Ticked in the list'),
  filtered: w('Все по текущему фильтру и поиску', 'All matching the current filter and search'),
  nothingSelected: w('ничего не отмечено', 'none ticked'),
  action: w('Изменение', 'Change'),
  amount: w('Цена: на сумму, ₸ (± тенге)', 'Price: by an amount, ₸ (± tenge)'),
  percent: w('Цена: на процент (± %)', 'Price: by a percent (± %)'),
  status: w('Статус продажи', 'Sale status'),
  value: w('На сколько', 'By how much'),
  valueHint: w('например 500 000, -250 000, 5 или -2.5', 'e.g. 500,000, -250,000, 5 or -2.5'),
  round: w('Округлить до 1 000 ₸ (иначе до 1 ₸)', 'Round to 1,000 ₸ (otherwise to 1 ₸)'),
  newStatus: w('Новый статус', 'New status'),
  check: w('Проверить', 'Check'),
  willChange: w('Изменится объектов', 'Estates to change'),
  unchanged: w('уже с этим значением, не изменятся', 'already with this value, unchanged'),
  number: w('Номер', 'Number'),
  before: w('Было', 'Before'),
  after: w('Станет', 'After'),
  first: w('Первые', 'First'),
  totals: w('Сумма цен', 'Total of prices'),
  problems: w('Нельзя применить — исправьте эти объекты или измените выбор', 'Cannot be applied: fix these estates or change the selection'),
  apply: w('Подтвердить изменение', 'Confirm the change'),
  cancel: w('Отмена', 'Cancel'),
  done: w('Изменено объектов', 'Estates changed'),
  stale: w('С момента проверки объекты изменились: проверьте ещё раз', 'The estates changed since the check: check again'),
  failed: w('Изменение не принято', 'The change was not accepted'),
  serverError: w('ошибка сервера', 'server error'),
} satisfies Record<string, Words>

const STATUSES: Array<[string, Words]> = [
  ['free', w('Свободно', 'Available')],
  ['reserved', w('Забронировано', 'Reserved')],
  ['sold', w('Продано', 'Sold')],
]

type Kind = 'amount' | 'percent' | 'status'
type Say = (words: Words) => string

/** A price as the site writes it (10,640,000 ₸), a status by its name. */
const shown = (value: number | string, say: Say) =>
  typeof value === 'number' ? `${formatMoney(value, 0)} ${CURRENCY_SYMBOL}` : say(STATUSES.find(([code]) => code === value)?.[1] ?? w(value, value))

/** What the editor typed, as a number: "−250 000" and "500,000" for an amount, "2,5" for a percent; NaN otherwise. */
function typedNumber(text: string, kind: Kind): number {
  const plain = (kind === 'amount' ? ungroupAmount(text.trim()) : text.trim().replace(',', '.')).replace(/\s/g, '').replace('−', '-')
  return /^[+-]?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN
}

/**
 * Above the estates list: changes the price (± tenge or ± %) or the sale status of the ticked estates, or
 * of all that the list's filter and search match, after a preview the editor confirms
 * (POST /cms-api/estates/bulk-change, content/estate-bulk-endpoint.ts).
 */
export function EstateBulkChange() {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const router = useRouter()
  const { query } = useListQuery()
  const { count, selectAll, getSelectedIds, totalDocs, toggleAll } = useSelection()
  const say: Say = (words) => inEditorLanguage(words, i18n.language)
  const [scope, setScope] = useState<'selected' | 'filtered'>('selected')
  const [kind, setKind] = useState<Kind>('percent')
  const [value, setValue] = useState('')
  const [thousands, setThousands] = useState(false)
  const [status, setStatus] = useState('sold')
  const [checked, setChecked] = useState<{ key: string; preview: BulkPreview } | null>(null)
  const [busy, setBusy] = useState(false)

  // «Выбрать все» across the list's pages means every filter match.
  const allPages = (selectAll as string) === 'allAvailable'
  const everyMatch = scope === 'filtered' || allPages
  const selection = everyMatch ? { where: query.where ?? {}, search: query.search || undefined } : { ids: getSelectedIds() }
  const change = kind === 'status' ? { kind, status } : { kind, value: typedNumber(value, kind), rounding: thousands ? 1000 : 1 }
  // A preview holds for the estates and the change it was made for: another tick, filter or value asks for a new check.
  const key = JSON.stringify([selection, change])
  const preview = checked?.key === key ? checked.preview : null
  const reset = () => setChecked(null)

  async function send(digest?: string) {
    setBusy(true)
    try {
      const response = await fetch(`${config.serverURL ?? ''}${config.routes.api}/estates/bulk-change`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ selection, change, ...(digest ? { digest } : {}) }),
      })
      const body = await response.json().catch(() => null)
      if (response.ok && typeof body?.applied === 'number') {
        toast.success(`${say(WORDS.done)}: ${formatNumber(body.applied)}`)
        reset()
        if (count > 0) toggleAll()
        router.refresh()
      } else if (response.ok && body?.digest) setChecked({ key, preview: body })
      else if (body?.preview) {
        setChecked({ key, preview: body.preview })
        toast.error(say(response.status === 409 ? WORDS.stale : WORDS.problems))
      } else toast.error(`${say(WORDS.failed)}: ${body?.errors?.map((error: { message: string }) => error.message).join('; ') || `${say(WORDS.serverError)} (${response.status})`}`)
    } catch {
      toast.error(`${say(WORDS.failed)}: ${say(WORDS.serverError)}`)
    } finally {
      setBusy(false)
    }
  }

  const nothing = !everyMatch && count === 0
  return (
    <details style={{ marginBottom: 24 }} data-testid="estate-bulk-change">
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{say(WORDS.title)}</summary>
      <p>{say(WORDS.hint)}</p>
      <fieldset style={{ border: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '8px 24px', alignItems: 'center' }} disabled={busy}>
        <legend style={{ fontWeight: 600 }}>{say(WORDS.scope)}</legend>
        <label>
          <input type="radio" name="bulk-scope" checked={!everyMatch} disabled={allPages} onChange={() => setScope('selected')} /> {say(WORDS.selected)}:{' '}
          {count > 0 ? formatNumber(count) : say(WORDS.nothingSelected)}
        </label>
        <label>
          <input type="radio" name="bulk-scope" checked={everyMatch} onChange={() => setScope('filtered')} /> {say(WORDS.filtered)}: {formatNumber(totalDocs ?? 0)}
        </label>
      </fieldset>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'end', marginTop: 12 }}>
        <label>
          {say(WORDS.action)}
          <br />
          <select value={kind} disabled={busy} onChange={(event) => setKind(event.target.value as Kind)}>
            <option value="percent">{say(WORDS.percent)}</option>
            <option value="amount">{say(WORDS.amount)}</option>
            <option value="status">{say(WORDS.status)}</option>
          </select>
        </label>
        {kind === 'status' ? (
          <label>
            {say(WORDS.newStatus)}
            <br />
            <select value={status} disabled={busy} onChange={(event) => setStatus(event.target.value)}>
              {STATUSES.map(([code, words]) => (
                <option key={code} value={code}>
                  {say(words)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <>
            <label>
              {say(WORDS.value)}
              <br />
              <input type="text" inputMode="decimal" value={value} placeholder={say(WORDS.valueHint)} disabled={busy} onChange={(event) => setValue(event.target.value)} />
            </label>
            <label>
              <input type="checkbox" checked={thousands} disabled={busy} onChange={(event) => setThousands(event.target.checked)} /> {say(WORDS.round)}
            </label>
          </>
        )}
        <Button buttonStyle="secondary" size="small" margin={false} disabled={busy || nothing} onClick={() => send()}>
          {say(WORDS.check)}
        </Button>
      </div>
      {preview && (
        <div role="status" data-testid="estate-bulk-preview" style={{ marginTop: 12 }}>
          <p>
            <strong>
              {say(WORDS.willChange)}: {formatNumber(preview.count)}
            </strong>
            {preview.unchanged > 0 && ` (${formatNumber(preview.unchanged)} ${say(WORDS.unchanged)})`}
            {preview.totals && (
              <>
                {' '}
                · {say(WORDS.totals)}: {shown(preview.totals.before, say)} → {shown(preview.totals.after, say)}
              </>
            )}
          </p>
          {preview.rows.length > 0 && (
            <table className="table" style={{ maxWidth: 640 }}>
              <caption style={{ textAlign: 'left' }}>
                {say(WORDS.first)} {formatNumber(preview.rows.length)}
              </caption>
              <thead>
                <tr>
                  <th>{say(WORDS.number)}</th>
                  <th>{say(WORDS.before)}</th>
                  <th>{say(WORDS.after)}</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.id}>
                    <td>{row.number}</td>
                    <td>{shown(row.from, say)}</td>
                    <td>{shown(row.to, say)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {preview.problems.length > 0 && (
            <div data-testid="estate-bulk-problems" style={{ color: 'var(--theme-error-500)' }}>
              <h4>{say(WORDS.problems)}</h4>
              <ul>
                {preview.problems.slice(0, 50).map((problem) => (
                  <li key={problem.id}>
                    {problem.number}: {shown(problem.from, say)} → {shown(problem.to, say)} — {problem.message}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <Button disabled={busy || preview.count === 0 || preview.problems.length > 0} onClick={() => send(preview.digest)}>
            {say(WORDS.apply)} ({formatNumber(preview.count)})
          </Button>{' '}
          <Button buttonStyle="secondary" disabled={busy} onClick={reset}>
            {say(WORDS.cancel)}
          </Button>
        </div>
      )}
    </details>
  )
}
