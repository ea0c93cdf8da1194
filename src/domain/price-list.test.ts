import { describe, expect, it } from 'vitest'

import { diffPriceList, housesNamed, readNumber, readPriceList, type StoredEstate } from './price-list'

const sheet = [
  ['№', 'Дом', 'Этаж', 'Комнат', 'Площадь, м²', 'Цена, ₸', 'Статус'],
  ['AK-1', 'Очередь 1', 2, 1, '40,5', '20 000 000', 'Свободно'],
  ['AK-2', 'Очередь 1', 2, 2, 52.2, 31_000_000, 'Продано'],
  ['AK-9', 'queue-1', 9, 3, 80, '45,000,000 ₸', 'бронь'],
  [null, null, null, null, null, null, null],
  ['AK-10', 'Очередь 1', 3, 1, 0, 5, 'Свободно'],
  ['AK-11', 'Очередь 7', 3, 1, 40, 20_000_000, ''],
]

const stored: StoredEstate[] = [
  { id: 1, number: 'AK-1', house: 10, floor: 2, rooms: 1, area: 40.5, price: 20_000_000, status: 'free', published: true },
  { id: 2, number: 'AK-2', house: 10, floor: 2, rooms: 2, area: 52.2, price: 30_000_000, status: 'free', published: true },
  { id: 3, number: 'AK-3', house: 10, floor: 3, rooms: 2, area: 52.2, price: 30_000_000, status: 'free', published: true },
  { id: 4, number: 'B-1', house: 11, floor: 1, rooms: 1, area: 30, price: 15_000_000, status: 'free', published: true },
]
const houses = [
  { id: 10, keys: ['queue-1', 'Очередь 1', 'Queue 1'] },
  { id: 11, keys: ['queue-2', 'Очередь 2'] },
]

describe('price list', () => {
  it('reads figures the way spreadsheets write them', () => {
    expect([readNumber('11 160 000 ₸'), readNumber('11,160,000'), readNumber('52,2'), readNumber(45.2), readNumber('abc'), readNumber('')]).toEqual([
      11_160_000, 11_160_000, 52.2, 45.2, Number.NaN, Number.NaN,
    ])
  })

  it('finds new, changed and no longer listed estates of the listed houses, and the rows it cannot take, with reasons', () => {
    const { rows, problems } = readPriceList(sheet)
    const diff = diffPriceList(rows, houses, stored, problems)
    expect(diff.added.map((row) => [row.number, row.house, row.price, row.status])).toEqual([['AK-9', 10, 45_000_000, 'reserved']])
    expect(diff.changed).toEqual([{ id: 2, number: 'AK-2', house: 10, line: 3, changes: { price: [30_000_000, 31_000_000], status: ['free', 'sold'] } }])
    expect(diff.removed).toEqual([{ id: 3, number: 'AK-3', house: 10 }])
    expect(diff.unchanged).toBe(1)
    expect(diff.problems.map((problem) => problem.line)).toEqual([6, 7])
    expect(diff.problems[0].message).toContain('Площадь: от 1 м²')
    expect(diff.problems[1].message).toBe('неизвестный дом «Очередь 7»')
  })

  it('refuses to change an estate with an unpublished draft (its save would publish the draft), and leaves it be when the list does not change it', () => {
    const { rows } = readPriceList(sheet)
    const drafted = stored.map((estate) => ({ ...estate, pendingDraft: estate.id === 1 || estate.id === 2 }))
    const diff = diffPriceList(rows, houses, drafted)
    expect(diff.changed).toEqual([])
    expect(diff.unchanged).toBe(1)
    expect(diff.problems.filter((problem) => problem.line === 3).map((problem) => problem.message)).toEqual([
      '№ AK-2: есть неопубликованные правки; опубликуйте или отмените их и загрузите список снова',
    ])
  })

  it('names the houses the rows speak of, each once, by slug, id or name, leaving out unknown ones', () => {
    const { rows } = readPriceList(sheet)
    expect(housesNamed(rows, houses)).toEqual([10])
    const row = rows[0]
    const mixed = [{ ...row, house: 'Очередь 2' }, row, { ...row, house: '11' }, { ...row, house: 'Очередь 7' }, { ...row, house: 'QUEUE-1' }]
    expect(housesNamed(mixed, houses)).toEqual([11, 10])
    // The houses a comparison with an empty store would add estates to.
    expect(housesNamed(mixed, houses)).toEqual([...new Set(diffPriceList(mixed, houses, []).added.map((entry) => entry.house))])
    expect(housesNamed(rows, [])).toEqual([])
  })

  it('refuses a sheet without the columns it needs, and a number listed twice', () => {
    expect(readPriceList([['Номер', 'Цена']]).problems[0].message).toBe('нет столбцов: house, area')
    const twice = readPriceList([sheet[0], sheet[1], sheet[1]], 'en')
    expect(twice.problems).toEqual([{ line: 3, message: 'number AK-1 of house Очередь 1 appears twice' }])
  })
})
