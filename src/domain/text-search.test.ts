import { describe, expect, it } from 'vitest'

import { foldSearchText, isAcceptableSearchText, matchesSearch } from './text-search'

describe('foldSearchText', () => {
  it('lowercases Cyrillic and Kazakh letters, which SQLite LIKE does not', () => {
    expect(foldSearchText('ИНЖЕНЕР ПТО')).toBe('инженер пто')
    expect(foldSearchText('ҚҰРЫЛЫС ӘҢҒӨҮҺІ')).toBe('құрылыс әңғөүһі')
  })
  it('treats ё as е and collapses spaces', () => {
    expect(foldSearchText('  Ёлка   Зелёная ')).toBe('елка зеленая')
  })
})

describe('matchesSearch', () => {
  it('finds a case-insensitive substring in any text', () => {
    expect(matchesSearch(['Главный Инженер проекта'], 'инженер')).toBe(true)
    expect(matchesSearch(['Жоба бас инженері'], 'ИНЖЕНЕР')).toBe(true)
    expect(matchesSearch([null, 'Site Manager'], 'manager')).toBe(true)
  })
  it('does not match other text', () => {
    expect(matchesSearch(['Бухгалтер'], 'инженер')).toBe(false)
    expect(matchesSearch([undefined, null], 'x')).toBe(false)
  })
  it('matches everything with an empty needle', () => {
    expect(matchesSearch(['a'], '  ')).toBe(true)
  })
})

describe('isAcceptableSearchText', () => {
  it('accepts words, digits and ordinary punctuation in every site language', () => {
    for (const text of ['инженер', 'Қазақ тілі', 'Site manager, 2-й этап', '«Алатау» №5', "O'Neil", '50% скидка']) {
      expect(isAcceptableSearchText(text)).toBe(true)
    }
  })
  it('refuses markup and SQL fragments', () => {
    for (const text of ['<script>alert(1)</script>', "1' OR '1'='1", '1; DROP TABLE vacancies', "admin'--", 'a /* b */']) {
      expect(isAcceptableSearchText(text)).toBe(false)
    }
  })
})
