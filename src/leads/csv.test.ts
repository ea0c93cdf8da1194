import { describe, expect, it } from 'vitest'

import { CSV_BOM, csvCell, toCsv } from './csv'

describe('toCsv', () => {
  it('starts with a byte order mark and keeps Cyrillic and Kazakh letters', () => {
    const csv = toCsv(['Имя', 'Телефон'], [['Айгүл Нұрланқызы', '7 (701) 123-45-67']])
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(csv.slice(1)).toBe('Имя;Телефон\r\nАйгүл Нұрланқызы;7 (701) 123-45-67\r\n')
  })

  it('quotes delimiters, quotes and line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"')
    expect(csvCell('a,b')).toBe('a,b')
    expect(csvCell('a,b', ',')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
  })

  it('defuses cells Excel would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvCell('+7 701')).toBe("'+7 701")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('+1+cmd')).toBe("'+1+cmd")
  })

  it('writes a phone in E.164 as it is', () => {
    expect(csvCell('+77012345678')).toBe('+77012345678')
  })

  it('writes empty cells for missing values', () => {
    expect(toCsv(['a', 'b'], [[null, undefined]]).slice(1)).toBe('a;b\r\n;\r\n')
  })
})
