import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { cms, staffToken, uniqueSuffix } from './staff-session'

const russianToken = () => Array.from({ length: 6 }, () => 'БВГДЖЗКЛМНПРСТФХЦЧШ'[Math.floor(Math.random() * 19)]).join('')

/** Windows-1251 bytes of a text of ASCII and Russian letters (Russian Excel's CSV on Windows). */
function cp1251(text: string): Buffer {
  return Buffer.from(
    [...text].map((char) => {
      const code = char.codePointAt(0)!
      if (code < 0x80) return code
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0
      if (char === 'Ё') return 0xa8
      if (char === 'ё') return 0xb8
      if (char === '№') return 0xb9
      throw new Error(`not in the test table: ${char}`)
    }),
  )
}

/**
 * The estates import (issue 17, item 11; issue 31, item 2): a CRM price list is checked (a dry run that
 * changes nothing), then applied in one transaction only as checked; a list with problems, or a store
 * changed since the check, is refused and nothing is written. A row's queue is taken only when certain,
 * and estates absent from the list leave the site only for the queues marked as listed whole.
 */
describe.each(inject('targets'))('price list import on $name', ({ baseUrl }) => {
  type Sent = { name: string; data: Buffer | string; type: string }
  const post = async (file: Sent, digest?: string, wholeQueues?: number[], language = 'ru') => {
    const form = new FormData()
    form.append('file', new Blob([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)], { type: file.type }), file.name)
    form.append('_payload', JSON.stringify({ ...(digest ? { digest } : {}), ...(wholeQueues ? { wholeQueues } : {}) }))
    const response = await fetch(`${baseUrl}/cms-api/estates/price-list`, {
      method: 'POST',
      headers: { Authorization: `JWT ${await staffToken(baseUrl)}`, 'Accept-Language': language },
      body: form,
    })
    return { status: response.status, body: await response.json() }
  }
  const csvFile = (lines: string[]): Sent => ({ name: 'price.csv', data: lines.join('\r\n'), type: 'text/csv' })

  /**
   * Two projects of this run, each with a queue named «2 очередь» as most projects have (project A also
   * a «1 очередь»), with published estates: A2 has six, B2 three, A1 two.
   */
  const run = uniqueSuffix()
  const f = {} as {
    a: { id: number; name: string }
    b: { id: number; name: string }
    a1: { id: number; slug: string }
    a2: { id: number; slug: string }
    b2: { id: number; slug: string }
    estates: Record<string, { id: number; geo_flatnum: string; price: number; area: number; house: number }[]>
  }
  const published = async (ids: number[]) => Promise.all(ids.map(async (id) => (await cms(baseUrl, 'GET', `/estates/${id}?depth=0`))._status))
  const priceOf = async (id: number) => (await cms(baseUrl, 'GET', `/estates/${id}?depth=0`)).price

  beforeAll(async () => {
    const { docs: cities } = await cms(baseUrl, 'GET', '/cities?limit=1&depth=0')
    const project = async (letter: string) => {
      // Russian letters only, as Windows-1251 has them.
      const name = `Импорт ${letter} ${russianToken()}`
      // Last in the editorial order, so that other tests' "first project" stays a seeded one.
      const { doc } = await cms(baseUrl, 'POST', '/complexes', {
        name,
        slug: `it-pl-${letter.toLowerCase()}-${run}`,
        city: cities[0].id,
        status: 'construction',
        order: 9999,
        _status: 'published',
      })
      return { id: doc.id as number, name }
    }
    const queue = async (complex: number, slug: string, number: number) =>
      (
        await cms(baseUrl, 'POST', '/houses', {
          complex,
          name: `${number} очередь`,
          slug,
          completion_year: 2028,
          completion_quarter: 2,
          floors: 12,
          sections: 1,
          _status: 'published',
        })
      ).doc as { id: number; slug: string }
    f.a = await project('A')
    f.b = await project('B')
    f.a1 = await queue(f.a.id, `it-pl-a-${run}-1`, 1)
    f.a2 = await queue(f.a.id, `it-pl-a-${run}-2`, 2)
    f.b2 = await queue(f.b.id, `it-pl-b-${run}-2`, 2)
    f.estates = {}
    for (const [key, house, count] of [
      ['a1', f.a1, 2],
      ['a2', f.a2, 6],
      ['b2', f.b2, 3],
    ] as const) {
      f.estates[key] = []
      for (let n = 1; n <= count; n++) {
        const geo_flatnum = `PL-${key.toUpperCase()}-${run}-${n}`
        const { doc } = await cms(baseUrl, 'POST', '/estates', {
          geo_flatnum,
          slug: `it-pl-${key}-${run}-${n}`,
          house: house.id,
          category: 'flat',
          rooms: 2,
          floor: n + 1,
          area: 50 + n,
          price: 20_000_000 + n * 100_000,
          status: 'free',
          _status: 'published',
        })
        f.estates[key].push(doc)
      }
    }
  }, 120_000)

  afterAll(async () => {
    if (!f.estates) return
    for (const estate of Object.values(f.estates).flat()) await cms(baseUrl, 'DELETE', `/estates/${estate.id}`).catch(() => undefined)
    for (const house of [f.a1, f.a2, f.b2]) if (house) await cms(baseUrl, 'DELETE', `/houses/${house.id}`).catch(() => undefined)
    for (const complex of [f.a, f.b]) if (complex) await cms(baseUrl, 'DELETE', `/complexes/${complex.id}`).catch(() => undefined)
  })

  it('refuses «2 очередь», which two projects have: a problem row naming both, nothing proposed, and applying is refused even with a whole-queue mark', async () => {
    const [a2, b2] = [f.estates.a2, f.estates.b2]
    const list = csvFile(['Номер;Дом;Площадь;Цена', `NEW-${run};2 очередь;40;20 000 000`, `${b2[0].geo_flatnum};2 очередь;${b2[0].area};${b2[0].price + 1_000_000}`])
    const checked = await post(list)
    expect(checked.status).toBe(200)
    const { diff } = checked.body
    expect([diff.added, diff.changed, diff.removed, diff.kept, diff.queues]).toEqual([[], [], [], [], []])
    expect(diff.problems.map((problem: { line: number }) => problem.line)).toEqual([2, 3])
    for (const problem of diff.problems) {
      expect(problem.message).toMatch(/^очередь «2 очередь» есть в нескольких проектах: /)
      expect(problem.message).toContain(`«${f.a.name} / 2 очередь» (адрес ${f.a2.slug})`)
      expect(problem.message).toContain(`«${f.b.name} / 2 очередь» (адрес ${f.b2.slug})`)
    }
    // The endpoint refuses, not only the button: with the check's digest, with or without a whole-queue mark.
    expect((await post(list, checked.body.digest)).status).toBe(422)
    expect((await post(list, checked.body.digest, [f.b2.id, f.a2.id])).status).toBe(422)
    expect(await published([...a2, ...b2].map((estate) => estate.id))).toEqual([...a2, ...b2].map(() => 'published'))
    expect(await priceOf(b2[0].id)).toBe(b2[0].price)
    const { docs: created } = await cms(baseUrl, 'GET', `/estates?where[geo_flatnum][equals]=NEW-${run}&depth=0`)
    expect(created).toEqual([])

    // One certain row beside an uncertain one: still nothing applies.
    const mixed = csvFile([
      'Номер;Дом;Площадь;Цена',
      `${b2[0].geo_flatnum};${f.b2.slug};${b2[0].area};${b2[0].price + 1_000_000}`,
      `${a2[0].geo_flatnum};2 очередь;${a2[0].area};${a2[0].price}`,
    ])
    const mixedCheck = await post(mixed)
    expect(mixedCheck.body.diff.changed.map((change: { id: number }) => change.id)).toEqual([b2[0].id])
    expect(mixedCheck.body.diff.problems.map((problem: { line: number }) => problem.line)).toEqual([3])
    expect((await post(mixed, mixedCheck.body.digest)).status).toBe(422)
    expect(await priceOf(b2[0].id)).toBe(b2[0].price)

    // In English for an editor who chose English.
    const english = await post(list, undefined, undefined, 'en')
    expect(english.body.diff.problems[0].message).toMatch(/^several projects have a queue "2 очередь": /)
  })

  it('takes nothing off the site for a 3-row list, and with the whole-queue mark exactly the unlisted estates of that queue', async () => {
    const [a1, a2, b2] = [f.estates.a1, f.estates.a2, f.estates.b2]
    const everything = [...a1, ...a2, ...b2].map((estate) => estate.id)
    // The queue written as «Проект / очередь», one price changed.
    const rows = a2.slice(0, 3).map((estate, index) => `${estate.geo_flatnum};${f.a.name} / 2 очередь;${estate.area};${estate.price + (index === 0 ? 500_000 : 0)}`)
    const list = csvFile(['Номер;Дом;Площадь;Цена', ...rows])
    const unlisted = a2.slice(3).map((estate) => estate.id)

    const checked = await post(list)
    expect(checked.status).toBe(200)
    const { diff } = checked.body
    expect(diff.problems).toEqual([])
    expect(diff.changed.map((change: { id: number }) => change.id)).toEqual([a2[0].id])
    expect(diff.removed).toEqual([])
    expect(diff.kept.map((estate: { id: number }) => estate.id).sort()).toEqual([...unlisted].sort())
    expect(diff.queues).toEqual([{ id: f.a2.id, label: `${f.a.name} / 2 очередь`, slug: f.a2.slug, rows: 3, unlisted: 3, whole: false }])
    const applied = await post(list, checked.body.digest)
    expect(applied.status).toBe(200)
    expect(applied.body.applied).toEqual({ added: 0, changed: 1, removed: 0 })
    expect(await priceOf(a2[0].id)).toBe(a2[0].price + 500_000)
    expect(await published(everything)).toEqual(everything.map(() => 'published'))

    // The same list, marked as the whole queue A2 (project in its own column this time).
    const whole = csvFile([
      'Проект;Дом;Номер;Площадь;Цена',
      ...a2.slice(0, 3).map((estate, index) => `${f.a.name};2 очередь;${estate.geo_flatnum};${estate.area};${estate.price + (index === 0 ? 500_000 : 0)}`),
    ])
    const unmarked = await post(whole)
    const marked = await post(whole, undefined, [f.a2.id])
    expect(marked.body.diff.problems).toEqual([])
    expect(marked.body.diff.removed.map((estate: { id: number }) => estate.id).sort()).toEqual([...unlisted].sort())
    expect(marked.body.diff.kept).toEqual([])
    expect(marked.body.diff.queues).toEqual([{ id: f.a2.id, label: `${f.a.name} / 2 очередь`, slug: f.a2.slug, rows: 3, unlisted: 3, whole: true }])
    expect(marked.body.digest).not.toBe(unmarked.body.digest)
    // The mark is part of what was checked: a check without it cannot apply with it, nor the other way round.
    expect((await post(whole, unmarked.body.digest, [f.a2.id])).status).toBe(409)
    expect((await post(whole, marked.body.digest)).status).toBe(409)
    expect(await published(everything)).toEqual(everything.map(() => 'published'))

    const removed = await post(whole, marked.body.digest, [f.a2.id])
    expect(removed.status).toBe(200)
    expect(removed.body.applied).toEqual({ added: 0, changed: 0, removed: 3 })
    const statuses = Object.fromEntries(everything.map((id, index) => [id, index]))
    const after = await published(everything)
    for (const id of everything) expect([id, after[statuses[id]]]).toEqual([id, unlisted.includes(id) ? 'draft' : 'published'])

    // Put them back for the other tests.
    for (const id of unlisted) await cms(baseUrl, 'PATCH', `/estates/${id}`, { _status: 'published' })
    await cms(baseUrl, 'PATCH', `/estates/${a2[0].id}`, { price: a2[0].price })
  })

  it('reads a CSV that Russian Excel saved in Windows-1251 with semicolons', async () => {
    const estate = f.estates.b2[1]
    const price = String(estate.price).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
    const text = [
      'Номер;Проект;Дом;Этаж;Площадь, м2;Цена, тг;Статус',
      `${estate.geo_flatnum};"ЖК ""${f.b.name}""";2 очередь;3;${String(estate.area).replace('.', ',')};"${price}";Продано`,
    ].join('\r\n')
    const data = cp1251(text)
    expect(data.toString('utf8')).not.toContain('Номер')
    const checked = await post({ name: 'прайс.csv', data, type: 'text/csv' })
    expect(checked.status).toBe(200)
    expect(checked.body.diff.problems).toEqual([])
    expect(checked.body.diff.changed).toEqual([{ id: estate.id, number: estate.geo_flatnum, house: f.b2.id, line: 2, changes: { status: ['free', 'sold'] } }])
    expect(checked.body.diff.queues.map((queue: { id: number }) => queue.id)).toEqual([f.b2.id])
  })

  it('checks an Excel list without writing, applies it as checked, and refuses a stale or faulty one', async () => {
    const { docs: houses } = await cms(baseUrl, 'GET', '/houses?limit=1&depth=0&sort=id')
    const house = houses[0]
    const { docs: estates } = await cms(baseUrl, 'GET', `/estates?where[house][equals]=${house.id}&where[_status][equals]=published&limit=1000&depth=0&sort=id`)
    const flats = estates.filter((estate: { category: string }) => estate.category === 'flat')
    const [first, second] = flats
    const rest = estates.filter((estate: { id: number }) => estate.id !== first.id && estate.id !== second.id)
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Прайс')
    sheet.addRow(['№', 'Дом', 'Этаж', 'Комнат', 'Площадь, м²', 'Цена, ₸', 'Статус'])
    sheet.addRow([first.geo_flatnum, house.slug, first.floor, first.rooms, first.area, first.price + 1_000_000, 'Свободно'])
    sheet.addRow([second.geo_flatnum, house.slug, second.floor, second.rooms, second.area, second.price, 'Продано'])
    for (const estate of rest) sheet.addRow([estate.geo_flatnum, house.slug, estate.floor, estate.rooms, estate.area, estate.price, estate.status])
    sheet.addRow(['IMPORT-1', house.slug, 2, 1, 38.5, 19_500_000, 'Свободно'])
    const xlsx = { name: 'price.xlsx', data: Buffer.from(await workbook.xlsx.writeBuffer()), type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }

    const checked = await post(xlsx)
    expect(checked.status).toBe(200)
    const { diff, digest } = checked.body
    expect(diff.problems).toEqual([])
    expect(diff.added.map((row: { number: string }) => row.number)).toEqual(['IMPORT-1'])
    expect(diff.changed.map((change: { id: number }) => change.id).sort()).toEqual([first.id, second.id].sort())
    expect((await cms(baseUrl, 'GET', `/estates/${first.id}?depth=0`)).price).toBe(first.price)

    // A change in the store since the check: the approved comparison no longer holds.
    await cms(baseUrl, 'PATCH', `/estates/${second.id}`, { status: 'reserved' })
    expect((await post(xlsx, digest)).status).toBe(409)
    expect((await cms(baseUrl, 'GET', `/estates/${first.id}?depth=0`)).price).toBe(first.price)
    await cms(baseUrl, 'PATCH', `/estates/${second.id}`, { status: second.status })

    const applied = await post(xlsx, digest)
    expect(applied.status).toBe(200)
    expect(applied.body.applied).toEqual({ added: 1, changed: 2, removed: 0 })
    expect((await cms(baseUrl, 'GET', `/estates/${first.id}?depth=0`)).price).toBe(first.price + 1_000_000)
    expect((await cms(baseUrl, 'GET', `/estates/${second.id}?depth=0`)).status).toBe('sold')
    const { docs: created } = await cms(baseUrl, 'GET', `/estates?where[geo_flatnum][equals]=IMPORT-1&depth=0`)
    expect(created).toHaveLength(1)
    expect([created[0].house, created[0].price, created[0]._status]).toEqual([house.id, 19_500_000, 'published'])

    // The same list again changes nothing; restore the figures for the other tests.
    const again = await post(xlsx)
    expect([again.body.diff.added.length, again.body.diff.changed.length]).toEqual([0, 0])
    await cms(baseUrl, 'PATCH', `/estates/${first.id}`, { price: first.price })
    await cms(baseUrl, 'PATCH', `/estates/${second.id}`, { status: second.status })
    await cms(baseUrl, 'DELETE', `/estates/${created[0].id}`)
  })

  it("refuses to change an estate with an editor's unpublished draft, which applying would have published", async () => {
    const { docs: houses } = await cms(baseUrl, 'GET', '/houses?limit=1&depth=0&sort=id')
    const house = houses[0]
    const { docs } = await cms(
      baseUrl,
      'GET',
      `/estates?where[house][equals]=${house.id}&where[_status][equals]=published&where[category][equals]=flat&where[status][equals]=free&limit=1&depth=0&sort=-id`,
    )
    const estate = docs[0]
    await cms(baseUrl, 'PATCH', `/estates/${estate.id}?draft=true`, { price: estate.price + 5_000_000, _status: 'draft' })
    try {
      const csv = ['Номер;Дом;Площадь;Цена;Статус', `${estate.geo_flatnum};${house.slug};${String(estate.area).replace('.', ',')};${estate.price};Продано`].join('\n')
      const checked = await post({ name: 'price.csv', data: csv, type: 'text/csv' })
      expect(checked.body.diff.changed).toEqual([])
      expect(checked.body.diff.problems).toEqual([
        { line: 2, message: `№ ${estate.geo_flatnum}: есть неопубликованные правки; опубликуйте или отмените их и загрузите список снова` },
      ])
      expect((await post({ name: 'price.csv', data: csv, type: 'text/csv' }, checked.body.digest)).status).toBe(422)
      // Visitors still see the published estate, unsold and at its price; the draft is still the editor's.
      const published = (await (await fetch(`${baseUrl}/api/estates/${estate.id}`)).json()).data
      expect([published.price, published.status]).toEqual([estate.price, 'free'])
      expect((await cms(baseUrl, 'GET', `/estates/${estate.id}?depth=0&draft=true`)).price).toBe(estate.price + 5_000_000)
    } finally {
      // Undo the draft by publishing what was published (a save without a status would keep it a draft).
      await cms(baseUrl, 'PATCH', `/estates/${estate.id}`, { price: estate.price, _status: 'published' })
    }
  })

  it('names the rows a CSV list cannot take, and applies nothing of it', async () => {
    const { docs: houses } = await cms(baseUrl, 'GET', '/houses?limit=1&depth=0&sort=id')
    const csv = ['Номер;Дом;Площадь;Цена', `X-1;${houses[0].slug};0;5`, 'X-2;нет-такой-очереди;40;20 000 000'].join('\n')
    const checked = await post({ name: 'price.csv', data: csv, type: 'text/csv' })
    expect(checked.status).toBe(200)
    expect(checked.body.diff.problems).toEqual([
      { line: 2, message: 'Площадь: от 1 м² до 5,000 м²; Цена: от 100,000 ₸ до 100,000,000,000 ₸' },
      { line: 3, message: 'нет очереди «нет-такой-очереди»: напишите в «Дом» адрес очереди или «Проект / очередь», или добавьте столбец «Проект»' },
    ])
    expect((await post({ name: 'price.csv', data: csv, type: 'text/csv' }, checked.body.digest)).status).toBe(422)
    expect((await post({ name: 'notes.txt', data: 'hello', type: 'text/plain' })).status).toBe(400)
    expect((await post({ name: 'broken.xlsx', data: 'not a zip', type: 'application/octet-stream' })).status).toBe(400)
  })

  it("checks a list while an empty queue draft without a project exists (the admin's «Создать» saves one): no 500", async () => {
    const draft = (await cms(baseUrl, 'POST', '/houses?draft=true', { _status: 'draft' })).doc
    try {
      const checked = await post(csvFile(['Номер;Дом;Площадь', 'А-1;x;50']))
      expect(checked.status).toBe(200)
      expect(checked.body.diff.problems[0].message).toMatch(/^нет столбцов: «Цена»/)
    } finally {
      await cms(baseUrl, 'DELETE', `/houses/${draft.id}`)
    }
  })
})
