import { beforeAll, describe, expect, inject, it } from 'vitest'

import { programEffectiveRate } from '@/domain/purchase-methods'
import { ok } from './catalogue-support'
import { staffToken } from './staff-session'

/**
 * Issue 34, item 5: every advertised rate with its effective rate (ГЭСВ) beside it (the API, the cards, the
 * home page, a property's mortgage teaser), the stated ГЭСВ with its source and day refused when it is
 * incomplete or below the rate, and the calculators' eligibility questions in the URL, rendered on the server.
 */
describe.each(inject('targets'))('effective rates and eligibility on $name', ({ baseUrl }) => {
  let mortgages: any[]
  let installments: any[]

  const html = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { 'Accept-Language': 'ru' }, redirect: 'manual' })
    expect(response.status, path).toBe(200)
    return (await response.text()).replace(/<!-- -->/g, '').replace(/\u00a0/g, ' ')
  }
  // Other test files add programs of their own to the same servers: the seeded ones by their exact titles.
  const byTitle = (title: string) => mortgages.find((p) => p.title === title)

  beforeAll(async () => {
    const body = await ok(baseUrl, '/api/mortgages')
    mortgages = body.data
    installments = body.installment_plans
  })

  it('gives every program its effective rate: stated with source and day, else computed', async () => {
    for (const program of [...mortgages, ...installments]) expect(program.effective_rate, program.title).toBeGreaterThanOrEqual(program.rate)
    expect(byTitle('«7-20-25»')).toMatchObject({
      effective_rate: 7.2,
      effective_rate_source: 'Отбасы банк, условия программы',
      effective_rate_as_of: expect.stringMatching(/^2026-1[01]-/),
      requirements: ['first_home', 'new_build'],
    })
    const bereke = byTitle('Партнёрская ипотека Qazaq Stroy')
    expect(bereke).toMatchObject({ effective_rate_source: null, effective_rate_as_of: null, requirements: [] })
    expect(bereke.effective_rate).toBe(programEffectiveRate({ ...bereke, fee_percent: 0 }))
    // A plan's markup is a rate too: a 0 % plan costs 0 %.
    expect(installments.find((p) => p.rate === 0).effective_rate).toBe(0)
    const kk = (await ok(baseUrl, '/api/mortgages', 'kk')).data
    expect(kk.find((p: any) => p.id === byTitle('«7-20-25»').id).effective_rate_source).toBe('Отбасы банк, бағдарлама шарттары')
  })

  it('shows it beside the rate on the cards (with the source), the home page and a property', async () => {
    const mortgagePage = await html('/purchase-methods/mortgage')
    expect(mortgagePage).toContain('ГЭСВ по данным: Отбасы банк, условия программы, на 1 ноября 2026')
    expect(mortgagePage.match(/data-testid="program-effective-rate"/g)).toHaveLength(mortgages.length)
    const installmentPage = await html('/purchase-methods/installment')
    expect(installmentPage.match(/data-testid="program-effective-rate"/g)).toHaveLength(installments.length)
    const lowest = Math.min(...mortgages.map((p) => p.effective_rate))
    expect(await html('/')).toContain(`ГЭСВ от ${lowest}%`)
    const flat = (await ok(baseUrl, '/api/estates?category=flat&per_page=1')).data[0]
    expect(await html(`/properties/apartments/${flat.slug}`)).toMatch(/ставка [\d.]+% \(ГЭСВ [\d.]+%\)/)
  })

  it('hides the programs an answer rules out, with the reason, and keeps the answers in the URL', async () => {
    // The page's client messages hold every question's words: look for them as rendered text.
    const asked = (page: string, question: string) => page.includes(`>${question}</span>`)
    const all = await html('/purchase-methods/mortgage')
    expect(asked(all, 'Это будет ваше первое жильё?')).toBe(true)
    expect(asked(all, 'Есть депозит в Отбасы банке?')).toBe(true)
    expect(asked(all, 'Покупаете жильё в новостройке?')).toBe(true)
    expect(all).not.toContain('data-testid="calc-hidden"')

    const notFirst = await html('/purchase-methods/mortgage?first_home=no&otbasy_deposit=no')
    const hidden = notFirst.slice(notFirst.indexOf('data-testid="calc-hidden"'))
    expect(hidden).toContain('«7-20-25»: только для покупки первого жилья')
    expect(hidden).toContain('Жилищные сбережения: нужен депозит в Отбасы банке')
    const choices = [...notFirst.matchAll(/data-testid="calc-program"[\s\S]*?<strong>([^<]+)<\/strong>/g)].map((m) => m[1])
    expect(choices).toContain('Halyk Bank · Ипотека на новостройки')
    for (const title of ['«7-20-25»', '«Наурыз»', 'Жилищные сбережения']) expect(choices).not.toContain(`Отбасы банк · ${title}`)

    // One of our projects is a new build: the question is not asked, and a "no" in the URL hides nothing.
    const complex = (await ok(baseUrl, '/api/complexes')).data[0]
    const inProject = await html(`/purchase-methods/mortgage?complex_id=${complex.id}&new_build=no`)
    expect(asked(inProject, 'Это будет ваше первое жильё?')).toBe(true)
    expect(asked(inProject, 'Покупаете жильё в новостройке?')).toBe(false)
    expect(inProject).not.toContain('data-testid="calc-hidden"')

    const junk = await fetch(`${baseUrl}/purchase-methods/mortgage?first_home=maybe&new_build=no&utm_source=ads`, { redirect: 'manual' })
    expect(junk.status).toBe(307)
    expect(new URL(junk.headers.get('location')!, baseUrl).search).toBe('?new_build=no&utm_source=ads')
  })

  it('refuses a stated effective rate without its source and day, in the future, or below the rate', async () => {
    const token = await staffToken(baseUrl)
    const create = async (fields: Record<string, unknown>) => {
      const response = await fetch(`${baseUrl}/cms-api/mortgage-programs?locale=ru`, {
        method: 'POST',
        headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Проверка ГЭСВ', bank: 'Банк', rate: 10, initial_payment: 20, term_months: 120, _status: 'published', ...fields }),
      })
      const body = await response.json()
      return { status: response.status, errors: (body.errors?.[0]?.data?.errors ?? []).map((e: any) => `${e.path}: ${e.message}`) }
    }
    const below = await create({ effective_rate: 9 })
    expect(below.status).toBe(400)
    expect(below.errors).toEqual([
      'effective_rate: ГЭСВ не может быть ниже ставки',
      'effective_rate_source: Укажите, кто опубликовал эту ГЭСВ',
      'effective_rate_as_of: Укажите, на какую дату опубликована ГЭСВ',
    ])
    const future = await create({ effective_rate: 11, effective_rate_source: 'Банк', effective_rate_as_of: '2099-01-01T00:00:00.000Z' })
    expect(future.status).toBe(400)
    expect(future.errors).toEqual(['effective_rate_as_of: Дата не может быть в будущем'])
    expect((await ok(baseUrl, '/api/mortgages')).data.some((p: any) => p.title === 'Проверка ГЭСВ')).toBe(false)
  })
})
