import ExcelJS from 'exceljs'
import { describe, expect, inject, it } from 'vitest'

import { cms, staffToken } from './staff-session'

/**
 * The estates import (issue 17, item 11): a CRM price list is checked (a dry run that changes nothing),
 * then applied in one transaction only as checked; a list with problems, or a store changed since the
 * check, is refused and nothing is written.
 */
describe.each(inject('targets'))('price list import on $name', ({ baseUrl }) => {
  const post = async (file: { name: string; data: Buffer | string; type: string }, digest?: string) => {
    const form = new FormData()
    form.append('file', new Blob([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)], { type: file.type }), file.name)
    form.append('_payload', JSON.stringify(digest ? { digest } : {}))
    const response = await fetch(`${baseUrl}/cms-api/estates/price-list`, { method: 'POST', headers: { Authorization: `JWT ${await staffToken(baseUrl)}`, 'Accept-Language': 'ru' }, body: form })
    return { status: response.status, body: await response.json() }
  }

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
    const { docs } = await cms(baseUrl, 'GET', `/estates?where[house][equals]=${house.id}&where[_status][equals]=published&where[category][equals]=flat&where[status][equals]=free&limit=1&depth=0&sort=-id`)
    const estate = docs[0]
    await cms(baseUrl, 'PATCH', `/estates/${estate.id}?draft=true`, { price: estate.price + 5_000_000, _status: 'draft' })
    try {
      const csv = ['Номер;Дом;Площадь;Цена;Статус', `${estate.geo_flatnum};${house.slug};${String(estate.area).replace('.', ',')};${estate.price};Продано`].join('\n')
      const checked = await post({ name: 'price.csv', data: csv, type: 'text/csv' })
      expect(checked.body.diff.changed).toEqual([])
      expect(checked.body.diff.problems).toEqual([{ line: 2, message: `№ ${estate.geo_flatnum}: есть неопубликованные правки; опубликуйте или отмените их и загрузите список снова` }])
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
      { line: 3, message: 'неизвестный дом «нет-такой-очереди»' },
    ])
    expect((await post({ name: 'price.csv', data: csv, type: 'text/csv' }, checked.body.digest)).status).toBe(422)
    expect((await post({ name: 'notes.txt', data: 'hello', type: 'text/plain' })).status).toBe(400)
    expect((await post({ name: 'broken.xlsx', data: 'not a zip', type: 'application/octet-stream' })).status).toBe(400)
  })
})
