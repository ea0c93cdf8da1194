import type { SqlRunner } from './latest-versions'

/**
 * Publication moments (issue 31, item 3): `published_at` of articles and `starts_at` of promotions were
 * picked as a day only, which Payload stores as 12:00 UTC of that day (17:00 in Almaty), so an article
 * dated today stayed hidden until 17:00. Now they are a day and minute in Almaty; each stored date-only
 * value becomes midnight in Almaty of its day (domain/almaty-moment.ts, `dateOnlyToAlmatyMidnight`): the
 * document is public all the day its editor chose, as the site's date under it says. Almaty was UTC+6
 * until 1 March 2024 and is UTC+5 since, so midnight is 18:00 or 19:00 UTC of the day before. Values at
 * any other time were set on purpose (by SQL or the API) and stay. The documents' rows and all their
 * versions are converted, so a restored version keeps the rule. Idempotent: a converted value is no
 * longer at 12:00 UTC.
 */

/** Table and column of every publication moment, the versions' included. */
export const MOMENT_COLUMNS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['articles', 'published_at'],
  ['_articles_v', 'version_published_at'],
  ['promotions', 'starts_at'],
  ['_promotions_v', 'version_starts_at'],
]

/** The first day of UTC+5 in Almaty. */
const UTC5_FROM = '2024-03-01'

const q = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

/** Date-only values to midnight in Almaty of their day; returns how many each column had. */
export async function toAlmatyMidnights(db: SqlRunner): Promise<Record<string, number>> {
  return convert(db, 'up')
}

/** The reverse (the migration's down): midnights in Almaty back to 12:00 UTC of their day. */
export async function toDateOnlyNoons(db: SqlRunner): Promise<Record<string, number>> {
  return convert(db, 'down')
}

async function convert(db: SqlRunner, direction: 'up' | 'down'): Promise<Record<string, number>> {
  const changed: Record<string, number> = {}
  for (const [table, name] of MOMENT_COLUMNS) {
    const column = q(name)
    const [where, value] = db.dialect === 'sqlite' ? sqlite(column, direction) : postgres(column, direction)
    const [{ n }] = await db.all<{ n: number | string }>(`SELECT count(*) AS n FROM ${q(table)} WHERE ${where}`)
    if (Number(n) > 0) await db.run(`UPDATE ${q(table)} SET ${column} = ${value} WHERE ${where}`)
    changed[`${table}.${name}`] = Number(n)
  }
  return changed
}

/** SQLite keeps dates as ISO text ('2026-11-25T12:00:00.000Z'). */
function sqlite(column: string, direction: 'up' | 'down'): [where: string, value: string] {
  const iso = (expression: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${expression})`
  if (direction === 'up') {
    const day = `substr(${column}, 1, 10)`
    return [`substr(${column}, 11) IN ('T12:00:00.000Z', 'T12:00:00Z')`, iso(`${day}, CASE WHEN ${day} >= '${UTC5_FROM}' THEN '-5 hours' ELSE '-6 hours' END`)]
  }
  // A midnight in Almaty is 19:00 UTC (18:00 before the change) of the day before.
  const almatyDay = `date(${column}, CASE WHEN date(${column}, '+5 hours') >= '${UTC5_FROM}' THEN '+5 hours' ELSE '+6 hours' END)`
  return [
    `(substr(${column}, 11) IN ('T19:00:00.000Z', 'T19:00:00Z') AND date(${column}, '+5 hours') >= '${UTC5_FROM}') OR (substr(${column}, 11) IN ('T18:00:00.000Z', 'T18:00:00Z') AND date(${column}, '+6 hours') < '${UTC5_FROM}')`,
    iso(`${almatyDay}, '+12 hours'`),
  ]
}

/** PostgreSQL keeps them as timestamptz. */
function postgres(column: string, direction: 'up' | 'down'): [where: string, value: string] {
  const utc = `(${column} AT TIME ZONE 'UTC')`
  if (direction === 'up') {
    const day = `${utc}::date`
    return [`${utc}::time = '12:00:00'`, `(${day} - CASE WHEN ${day} >= DATE '${UTC5_FROM}' THEN interval '5 hours' ELSE interval '6 hours' END) AT TIME ZONE 'UTC'`]
  }
  const plus5 = `(${utc} + interval '5 hours')`
  const plus6 = `(${utc} + interval '6 hours')`
  return [
    `(${utc}::time = '19:00:00' AND ${plus5}::date >= DATE '${UTC5_FROM}') OR (${utc}::time = '18:00:00' AND ${plus6}::date < DATE '${UTC5_FROM}')`,
    `(CASE WHEN ${plus5}::date >= DATE '${UTC5_FROM}' THEN ${plus5}::date ELSE ${plus6}::date END + interval '12 hours') AT TIME ZONE 'UTC'`,
  ]
}
