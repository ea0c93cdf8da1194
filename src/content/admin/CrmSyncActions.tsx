'use client'

import { Button, toast, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { formatMoney, formatNumber } from '../../domain/money'
import { inEditorLanguage, w, type Words } from '../admin-words'
import { CRM_FIELD_WORDS, CRM_SYNC_WORDS as WORDS } from './crm-sync-words'

type Counts = { new: number; linked: number; priceChanged: number; statusChanged: number; otherChanged: number; takenOff: number; problems: number; unchanged: number }
type Row = { kind: 'new' | 'changed' | 'link' | 'off'; id: number | null; number: string; house: number; crmId: string; changes: Record<string, [unknown, unknown]> }
type DryRun = { counts: Counts; problems: string[]; changes: Row[] }

const SHOWN = 100
const STATUSES: Record<string, Words> = { free: w('Свободно', 'Available'), reserved: w('Забронировано', 'Reserved'), sold: w('Продано', 'Sold') }
const YES = w('да', 'yes')
const NO = w('нет', 'no')

function value(field: string, raw: unknown, say: (words: Words) => string): string {
  if (raw === null || raw === undefined) return '—'
  if (field === 'price' && typeof raw === 'number') return `${formatMoney(raw, 0)} ₸`
  if (field === 'status' && STATUSES[String(raw)]) return say(STATUSES[String(raw)])
  if (typeof raw === 'boolean') return say(raw ? YES : NO)
  return typeof raw === 'number' ? formatNumber(raw) : String(raw)
}

/** The sync panel's buttons and the dry run's table (the price-list import's rows: number, queue, field: from → to). */
export function CrmSyncActions() {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const router = useRouter()
  const say = (words: Words) => inEditorLanguage(words, i18n.language)
  const [busy, setBusy] = useState(false)
  const [check, setCheck] = useState<DryRun | null>(null)

  const apiUrl = `${config.serverURL ?? ''}${config.routes.api}`
  const reportDone = (c: Counts) =>
    toast.success(
      `${say(WORDS.done)}: ${say(WORDS.new)} ${formatNumber(c.new)}, ${say(WORDS.priceChanged)} ${formatNumber(c.priceChanged)}, ${say(WORDS.statusChanged)} ${formatNumber(c.statusChanged)}, ${say(WORDS.takenOff)} ${formatNumber(c.takenOff)}, ${say(WORDS.problems)} ${formatNumber(c.problems)}`,
    )

  /** A run that goes on after the answer (202): its log entry, asked every 2 s until it has ended. */
  async function followRun(since: number) {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 2000))
      const response = await fetch(`${apiUrl}/crm-sync-runs?sort=-started_at&limit=1&depth=0`, { credentials: 'include' }).catch(() => null)
      const run = response?.ok ? (await response.json()).docs?.[0] : undefined
      if (!run || run.status === 'running' || Date.parse(run.started_at) < since - 60_000) continue
      if (run.status === 'done') {
        reportDone({
          new: run.new_count,
          linked: run.linked_count,
          priceChanged: run.price_changed_count,
          statusChanged: run.status_changed_count,
          otherChanged: run.other_changed_count,
          takenOff: run.taken_off_count,
          problems: run.problem_count,
          unchanged: 0,
        })
      } else toast.error(`${say(WORDS.failed)}: ${run.error ?? ''}`)
      return
    }
  }

  async function run(dryRun: boolean) {
    setBusy(true)
    const since = Date.now()
    try {
      const response = await fetch(`${apiUrl}/crm-sync-runs/run`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ dryRun }),
      })
      const body = await response.json().catch(() => null)
      if (response.ok && body?.status === 'dry') setCheck(body)
      else if (response.ok && (body?.status === 'done' || body?.status === 'running')) {
        setCheck(null)
        if (body.status === 'running') {
          toast.info(say(WORDS.started))
          router.refresh()
          await followRun(since)
        } else reportDone(body.counts as Counts)
        router.refresh()
      } else if (response.status === 409) toast.error(say(WORDS.busy))
      else {
        toast.error(`${say(WORDS.failed)}: ${body?.error ?? body?.errors?.[0]?.message ?? `${say(WORDS.serverError)} (${response.status})`}`)
        if (!dryRun) router.refresh()
      }
    } catch {
      toast.error(`${say(WORDS.failed)}: ${say(WORDS.serverError)}`)
    } finally {
      setBusy(false)
    }
  }

  const kind = (row: Row) => (row.kind === 'new' ? say(WORDS.kindNew) : row.kind === 'link' ? say(WORDS.kindLink) : row.kind === 'off' ? say(WORDS.kindOff) : null)
  return (
    <div>
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => run(true)}>
        {say(WORDS.check)}
      </Button>{' '}
      <Button buttonStyle="primary" size="small" disabled={busy} onClick={() => run(false)}>
        {busy ? say(WORDS.running) : say(WORDS.syncNow)}
      </Button>
      {check && (
        <div role="status" data-testid="crm-sync-check">
          <h3 style={{ fontSize: 16 }}>{say(WORDS.checkTitle)}</h3>
          <p>
            {(['new', 'linked', 'priceChanged', 'statusChanged', 'otherChanged', 'takenOff', 'unchanged', 'problems'] as const).map((key, index) => (
              <span key={key}>
                {index > 0 && ' · '}
                {say(WORDS[key])}: {formatNumber(check.counts[key])}
              </span>
            ))}
          </p>
          {check.problems.length > 0 && (
            <>
              <h4>{say(WORDS.problems)}</h4>
              <ul>
                {check.problems.slice(0, SHOWN).map((problem, index) => (
                  <li key={index}>{problem}</li>
                ))}
              </ul>
            </>
          )}
          {check.changes.length > 0 && (
            <>
              <h4>{say(WORDS.rowsTitle)}</h4>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{say(WORDS.number)}</th>
                    <th scope="col">{say(WORDS.queue)}</th>
                    <th scope="col">CRM ID</th>
                    <th scope="col">{say(WORDS.change)}</th>
                  </tr>
                </thead>
                <tbody>
                  {check.changes.slice(0, SHOWN).map((row) => (
                    <tr key={`${row.kind}-${row.crmId}`}>
                      <td>{row.id ? <a href={`${config.routes.admin}/collections/estates/${row.id}`}>{row.number}</a> : row.number}</td>
                      <td>{row.house}</td>
                      <td>{row.crmId}</td>
                      <td>
                        {[
                          kind(row),
                          ...Object.entries(row.changes)
                            .filter(() => row.kind !== 'off')
                            .map(([field, [from, to]]) => `${CRM_FIELD_WORDS[field] ? say(CRM_FIELD_WORDS[field]) : field}: ${value(field, from, say)} → ${value(field, to, say)}`),
                        ]
                          .filter(Boolean)
                          .join('; ')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </div>
      )}
    </div>
  )
}
