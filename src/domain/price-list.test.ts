import { describe, expect, it } from 'vitest'

import {
  csvDelimiter,
  decodeCsv,
  diffPriceList,
  matchQueue,
  matchQueues,
  parseCsv,
  queuesOf,
  readCsv,
  readNumber,
  readPriceList,
  type HouseRef,
  type StoredEstate,
} from './price-list'

const alatau = { id: 1, slug: 'alatau-residence', names: { ru: 'Алатау Резиденс', kk: 'Алатау Резиденс', en: 'Alatau Residence' } }
const caspian = { id: 2, slug: 'caspian-bay', names: { ru: 'Каспиан Бэй', kk: 'Каспиан Бэй', en: 'Caspian Bay' } }
const houses: HouseRef[] = [
  { id: 10, slug: 'alatau-residence-1', names: { ru: '1 очередь', kk: '1-кезек', en: 'Phase 1' }, project: alatau },
  { id: 11, slug: 'alatau-residence-2', names: { ru: '2 очередь', kk: '2-кезек', en: 'Phase 2' }, project: alatau, crmId: 'H-7781' },
  { id: 20, slug: 'caspian-bay-2', names: { ru: '2 очередь', kk: '2-кезек', en: 'Phase 2' }, project: caspian },
  { id: 21, slug: 'caspian-bay-3', names: { ru: '3 очередь', kk: '3-кезек', en: 'Phase 3' }, project: caspian },
]

const sheet = [
  ['№', 'Дом', 'Этаж', 'Комнат', 'Площадь, м²', 'Цена, ₸', 'Статус'],
  ['AK-1', 'alatau-residence-1', 2, 1, '40,5', '20 000 000', 'Свободно'],
  ['AK-2', 'Алатау Резиденс / 1 очередь', 2, 2, 52.2, 31_000_000, 'Продано'],
  ['AK-9', 'ALATAU-RESIDENCE-1', 9, 3, 80, '45,000,000 ₸', 'бронь'],
  [null, null, null, null, null, null, null],
  ['AK-10', 'alatau-residence-1', 3, 1, 0, 5, 'Свободно'],
  ['AK-11', 'alatau-residence-7', 3, 1, 40, 20_000_000, ''],
]

const stored: StoredEstate[] = [
  { id: 1, number: 'AK-1', house: 10, floor: 2, rooms: 1, area: 40.5, price: 20_000_000, status: 'free', published: true },
  { id: 2, number: 'AK-2', house: 10, floor: 2, rooms: 2, area: 52.2, price: 30_000_000, status: 'free', published: true },
  { id: 3, number: 'AK-3', house: 10, floor: 3, rooms: 2, area: 52.2, price: 30_000_000, status: 'free', published: true },
  { id: 5, number: 'AK-5', house: 10, floor: 3, rooms: 2, area: 52.2, price: 30_000_000, status: 'free', published: false },
  { id: 4, number: 'B-1', house: 20, floor: 1, rooms: 1, area: 30, price: 15_000_000, status: 'free', published: true },
]

const compare = (rows: unknown[][], wholeQueues: number[] = [], estates = stored, language: 'ru' | 'en' = 'ru') => {
  const read = readPriceList(rows, language)
  const matched = matchQueues(read.rows, houses, language)
  return diffPriceList(matched.rows, houses, estates, { problems: [...read.problems, ...matched.problems], language, wholeQueues })
}

describe('price list', () => {
  it('reads figures the way spreadsheets write them', () => {
    expect([readNumber('11 160 000 ₸'), readNumber('11,160,000'), readNumber('52,2'), readNumber(45.2), readNumber('abc'), readNumber('')]).toEqual([
      11_160_000,
      11_160_000,
      52.2,
      45.2,
      Number.NaN,
      Number.NaN,
    ])
  })

  it('finds new and changed estates, keeps the unlisted ones without the whole-queue mark, and names the rows it cannot take', () => {
    const diff = compare(sheet)
    expect(diff.added.map((row) => [row.number, row.house, row.price, row.status])).toEqual([['AK-9', 10, 45_000_000, 'reserved']])
    expect(diff.changed).toEqual([{ id: 2, number: 'AK-2', house: 10, line: 3, changes: { price: [30_000_000, 31_000_000], status: ['free', 'sold'] } }])
    expect(diff.removed).toEqual([])
    // AK-3 is on the site and not in the list: kept. AK-5 is not on the site: nothing to say. Queue 20 is not in the list.
    expect(diff.kept).toEqual([{ id: 3, number: 'AK-3', house: 10 }])
    expect(diff.queues).toEqual([{ id: 10, label: 'Алатау Резиденс / 1 очередь', slug: 'alatau-residence-1', rows: 3, unlisted: 1, whole: false }])
    expect(diff.unchanged).toBe(1)
    expect(diff.problems.map((problem) => problem.line)).toEqual([6, 7])
    expect(diff.problems[0].message).toBe('Площадь: от 1 м² до 5,000 м²; Цена: от 100,000 ₸ до 100,000,000,000 ₸')
    expect(diff.problems[1].message).toContain('нет очереди «alatau-residence-7»')
  })

  it('takes the unlisted estates off the site only for the queues marked as listed whole', () => {
    const partial = [sheet[0], ['B-2', 'caspian-bay-2', 1, 1, 30, 15_000_000, 'Свободно'], ['AK-1', 'alatau-residence-1', 2, 1, 40.5, 20_000_000, 'Свободно']]
    const without = compare(partial)
    expect(without.removed).toEqual([])
    expect(without.kept.map((estate) => estate.id).sort()).toEqual([2, 3, 4])
    const onlyCaspian = compare(partial, [20])
    expect(onlyCaspian.removed).toEqual([{ id: 4, number: 'B-1', house: 20 }])
    expect(onlyCaspian.kept.map((estate) => estate.id).sort()).toEqual([2, 3])
    expect(onlyCaspian.queues.map((queue) => [queue.id, queue.unlisted, queue.whole])).toEqual([
      [20, 1, true],
      [10, 2, false],
    ])
    // A mark for a queue the list does not name takes nothing off.
    expect(compare(partial, [21]).removed).toEqual([])
    expect(
      compare(partial, [10, 20])
        .removed.map((estate) => estate.id)
        .sort(),
    ).toEqual([2, 3, 4])
  })

  it('refuses to change an estate with an unpublished draft (its save would publish the draft), and leaves it be when the list does not change it', () => {
    const drafted = stored.map((estate) => ({ ...estate, pendingDraft: estate.id === 1 || estate.id === 2 }))
    const diff = compare(sheet, [], drafted)
    expect(diff.changed).toEqual([])
    expect(diff.unchanged).toBe(1)
    expect(diff.problems.filter((problem) => problem.line === 3).map((problem) => problem.message)).toEqual([
      '№ AK-2: есть неопубликованные правки; опубликуйте или отмените их и загрузите список снова',
    ])
  })

  describe('a row finds its queue only when it is certain', () => {
    const match = (house: string, project = '', language: 'ru' | 'en' = 'ru') => matchQueue(house, project, houses, language)

    it('by the slug (any case), the CRM id, or project and queue together', () => {
      expect(match('caspian-bay-2')).toEqual({ house: 20 })
      expect(match(' Caspian-Bay-2 ')).toEqual({ house: 20 })
      expect(match('h-7781')).toEqual({ house: 11 })
      expect(match('Алатау Резиденс / 2 очередь')).toEqual({ house: 11 })
      expect(match('ЖК «Каспиан Бэй»/2 очередь')).toEqual({ house: 20 })
      expect(match('Caspian Bay / Phase 2')).toEqual({ house: 20 })
      expect(match('caspian-bay / 3')).toEqual({ house: 21 })
      expect(match('2 очередь', 'Каспиан Бэй')).toEqual({ house: 20 })
      expect(match('Очередь 2', 'алатау резиденс')).toEqual({ house: 11 })
      expect(match('2-я очередь', 'Алатау Резиденс')).toEqual({ house: 11 })
      expect(match('2', 'Алатау Резиденс')).toEqual({ house: 11 })
      expect(match('2-кезек', 'Алатау Резиденс')).toEqual({ house: 11 })
      expect(match('caspian-bay-2', 'Каспиан Бэй')).toEqual({ house: 20 })
    })

    it("never by a queue's name alone, even one only a single project has: the problem names the candidates", () => {
      const several = match('2 очередь')
      expect(several).toEqual({
        problem:
          'очередь «2 очередь» есть в нескольких проектах: «Алатау Резиденс / 2 очередь» (адрес alatau-residence-2), «Каспиан Бэй / 2 очередь» (адрес caspian-bay-2); напишите в «Дом» адрес очереди или «Проект / очередь», или добавьте столбец «Проект»',
      })
      expect(match('3 очередь')).toEqual({
        problem:
          'по названию «3 очередь» очередь не определить наверняка (это может быть «Каспиан Бэй / 3 очередь» (адрес caspian-bay-3)): напишите в «Дом» адрес очереди или «Проект / очередь», или добавьте столбец «Проект»',
      })
      expect(match('Phase 2', '', 'en')).toEqual({
        problem:
          'several projects have a queue "Phase 2": "Alatau Residence / Phase 2" (slug alatau-residence-2), "Caspian Bay / Phase 2" (slug caspian-bay-2); write the queue\'s slug or "Project / queue" in House, or add a Project column',
      })
      expect(match('4 очередь')).toEqual({ problem: 'нет очереди «4 очередь»: напишите в «Дом» адрес очереди или «Проект / очередь», или добавьте столбец «Проект»' })
    })

    it('not by a block or house number, nor by an id, which a CRM may use for something else', () => {
      expect('problem' in match('Блок 2', 'Алатау Резиденс')).toBe(true)
      expect('problem' in match('11')).toBe(true)
      expect('problem' in match('20')).toBe(true)
    })

    it('names the queues of a project that lacks the one written, the projects when none matches, and a slug of another project', () => {
      expect(match('Каспиан Бэй / 1 очередь')).toEqual({
        problem: 'в проекте «Каспиан Бэй» нет очереди «1 очередь»; его очереди: «Каспиан Бэй / 2 очередь» (адрес caspian-bay-2), «Каспиан Бэй / 3 очередь» (адрес caspian-bay-3)',
      })
      expect(match('2 очередь', 'Жулдыз')).toEqual({ problem: 'нет проекта «Жулдыз»; проекты: «Алатау Резиденс», «Каспиан Бэй»' })
      expect(match('caspian-bay-2', 'Алатау Резиденс')).toEqual({ problem: 'очередь «caspian-bay-2» — это «Каспиан Бэй / 2 очередь», а не проекта «Алатау Резиденс»' })
    })

    it('with a «Проект» column read in any language and case', () => {
      const { rows, problems } = readPriceList([
        ['NUMBER', 'Project', 'house', 'AREA', 'price'],
        ['K-1', 'Каспиан Бэй', '2 очередь', 40, 20_000_000],
        ['K-2', '', '2 очередь', 40, 20_000_000],
      ])
      expect(problems).toEqual([])
      const matched = matchQueues(rows, houses)
      expect(matched.rows.map((row) => [row.number, row.house])).toEqual([['K-1', 20]])
      expect(matched.problems.map((problem) => problem.line)).toEqual([3])
      expect(queuesOf(matched.rows)).toEqual([20])
    })

    it('the issue: «2 очередь» proposes nothing, takes nothing off, and is a problem row on every line', () => {
      const diff = compare(
        [
          ['Номер', 'Дом', 'Площадь', 'Цена'],
          ['N-1', '2 очередь', 40, 20_000_000],
          ['B-1', '2 очередь', 30, 15_000_000],
        ],
        [20],
      )
      expect([diff.added, diff.changed, diff.removed, diff.kept, diff.queues]).toEqual([[], [], [], [], []])
      expect(diff.problems.map((problem) => problem.line)).toEqual([2, 3])
      expect(diff.problems[0].message).toContain('«Каспиан Бэй / 2 очередь»')
    })
  })

  it('refuses a sheet without the columns it needs, naming them as the editor does, and a number listed twice in a queue, however the queue is written', () => {
    expect(readPriceList([['Номер', 'Цена']]).problems[0].message).toBe('нет столбцов: «Дом», «Площадь»; в первой строке: «Номер», «Цена»')
    expect(readPriceList([['Номер', 'Цена']], 'en').problems[0].message).toBe('missing columns: "House", "Area"; the first row has: "Номер", "Цена"')
    const twice = compare([sheet[0], sheet[1], ['AK-1', 'Алатау Резиденс / 1 очередь', 2, 1, '40,5', '20 000 000', 'Свободно']], [], stored, 'en')
    expect(twice.problems).toEqual([{ line: 3, message: 'no. AK-1 of queue "Alatau Residence / Phase 1" is already on line 2' }])
  })

  it('says in words what a figure is not, without field codes', () => {
    const { problems } = readPriceList([
      ['Номер', 'Дом', 'Площадь', 'Цена'],
      ['X-1', 'caspian-bay-2', 'сорок', ''],
    ])
    expect(problems).toEqual([{ line: 2, message: 'Площадь: «сорок» — не число; Цена: не указана' }])
  })

  describe('CSV', () => {
    const heading = 'Номер;Дом;Площадь;Цена;Статус'
    const body = '"AK-1";"Алатау Резиденс / 1 очередь";52,2;"10 640 000";Свободно'
    const cp1251 = (text: string) => {
      // Windows-1251 by its table: Cyrillic А..я are 0xC0..0xFF, Ё 0xA8, ё 0xB8; ASCII as is.
      const bytes = [...text].map((char) => {
        const code = char.codePointAt(0)!
        if (code < 0x80) return code
        if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0
        if (char === 'Ё') return 0xa8
        if (char === 'ё') return 0xb8
        throw new Error(`not in the test table: ${char}`)
      })
      return Uint8Array.from(bytes)
    }
    const expected = [
      ['Номер', 'Дом', 'Площадь', 'Цена', 'Статус'],
      ['AK-1', 'Алатау Резиденс / 1 очередь', '52,2', '10 640 000', 'Свободно'],
    ]

    it('reads UTF-8 with and without the byte order mark, and Windows-1251 (Russian Excel)', () => {
      const text = `${heading}\r\n${body}\r\n`
      expect(readCsv(new TextEncoder().encode(text))).toEqual(expected)
      expect(readCsv(Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]))).toEqual(expected)
      const windows = cp1251(text)
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(windows)).toThrow()
      expect(decodeCsv(windows)).toBe(text)
      expect(readCsv(windows)).toEqual(expected)
      expect(decodeCsv(Uint8Array.from([0xa8, 0xeb, 0xea, 0xe0]))).toBe('Ёлка')
      const { rows, problems } = readPriceList(readCsv(windows))
      expect(problems).toEqual([])
      expect(rows[0]).toMatchObject({ number: 'AK-1', house: 'Алатау Резиденс / 1 очередь', area: 52.2, price: 10_640_000, status: 'free' })
    })

    it('finds the delimiter in the heading line: semicolon or comma, not one inside quotes', () => {
      expect(csvDelimiter('Номер;Дом;"Площадь, м²";Цена\n1,2,3')).toBe(';')
      expect(csvDelimiter('Номер,Дом,"Площадь; м²",Цена\n1;2;3;4;5')).toBe(',')
      expect(csvDelimiter('Номер\tДом\tПлощадь')).toBe('\t')
      expect(csvDelimiter('Номер')).toBe(',')
      const comma = 'Number,House,Area,Price\n"AK-1","Alatau Residence / Phase 1","52.2","10,640,000"\n'
      expect(parseCsv(comma)).toEqual([
        ['Number', 'House', 'Area', 'Price'],
        ['AK-1', 'Alatau Residence / Phase 1', '52.2', '10,640,000'],
      ])
      expect(readPriceList(parseCsv(comma)).rows[0]).toMatchObject({ area: 52.2, price: 10_640_000 })
    })

    it('keeps quoted delimiters, doubled quotes and line breaks inside a field', () => {
      expect(parseCsv('a;b;c\n"x;y";"ЖК ""Алатау""";"две\nстроки"\n\nlast;;\n')).toEqual([['a', 'b', 'c'], ['x;y', 'ЖК "Алатау"', 'две\nстроки'], [''], ['last', '', '']])
    })

    it('matches headings in any case and spacing, in Russian and English', () => {
      const { rows, problems } = readPriceList(parseCsv('  НОМЕР ;дом;ОБЩАЯ ПЛОЩАДЬ;Цена, тг\nA-1;caspian-bay-2;40;20000000'))
      expect(problems).toEqual([])
      expect(rows).toHaveLength(1)
      expect(readPriceList(parseCsv('Flat Number,Queue,Total Area,PRICE\nA-1,caspian-bay-2,40,20000000')).rows).toHaveLength(1)
    })
  })
})
