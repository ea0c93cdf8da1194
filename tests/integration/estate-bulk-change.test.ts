import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { cms, staffToken, uniqueSuffix } from './staff-session'

/**
 * The estates list's bulk change (issue 31, item 1): POST /cms-api/estates/bulk-change previews a price
 * change (± tenge, ± %) or a status change of the ticked estates or of the list's filter, writes nothing
 * until the preview's digest comes back, then applies it to all in one go with a new version each that
 * names the editor; the public API shows the new values. Editors and administrators only; bad input is a
 * 400 naming the field in Russian.
 */
describe.each(inject('targets'))('estates bulk change on $name', ({ baseUrl }) => {
  const run = uniqueSuffix()
  const editor = { email: `bulk-editor-${run}@example.kz`, password: 'a long passphrase for prices' }
  const sales = { email: `bulk-sales-${run}@example.kz`, password: 'a long passphrase for leads' }
  const f = {} as {
    complex: number
    house: number
    estates: { id: number; price: number }[]
    draft: { id: number; price: number }
    users: number[]
    editorToken: string
    salesToken: string
  }

  const login = async (user: { email: string; password: string }) => {
    const response = await fetch(`${baseUrl}/cms-api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(user) })
    return (await response.json()).token as string
  }
  const bulk = async (body: unknown, token: string | null = f.editorToken, raw = false) => {
    const response = await fetch(`${baseUrl}/cms-api/estates/bulk-change`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ru', ...(token ? { Authorization: `JWT ${token}` } : {}) },
      body: raw ? (body as string) : JSON.stringify(body),
    })
    return { status: response.status, body: await response.json() }
  }
  const estate = async (id: number) => cms(baseUrl, 'GET', `/estates/${id}?depth=0&draft=true`)
  const versionsOf = async (id: number) => (await cms(baseUrl, 'GET', `/estates/versions?where[parent][equals]=${id}&sort=-updatedAt&depth=0&limit=100`)).docs
  const publicEstate = async (id: number) => (await (await fetch(`${baseUrl}/api/estates/${id}`)).json()).data
  const ids = () => f.estates.map((item) => item.id)
  const prices = async (list: number[]) => Promise.all(list.map(async (id) => (await estate(id)).price))

  beforeAll(async () => {
    const { docs: cities } = await cms(baseUrl, 'GET', '/cities?limit=1&depth=0')
    f.complex = (
      await cms(baseUrl, 'POST', '/complexes', { name: `Массовое ${run}`, slug: `it-bulk-${run}`, city: cities[0].id, status: 'construction', order: 9999, _status: 'published' })
    ).doc.id
    f.house = (
      await cms(baseUrl, 'POST', '/houses', {
        complex: f.complex,
        name: '1 очередь',
        slug: `it-bulk-${run}-1`,
        completion_year: 2028,
        completion_quarter: 2,
        floors: 12,
        sections: 1,
        _status: 'published',
      })
    ).doc.id
    const create = async (n: number, status: 'published' | 'draft') => {
      const price = 10_240_000 + n * 111_111
      const { doc } = await cms(baseUrl, 'POST', '/estates', {
        geo_flatnum: `BULK-${run}-${n}`,
        slug: `it-bulk-${run}-${n}`,
        house: f.house,
        category: 'flat',
        rooms: 2,
        floor: n,
        area: 50,
        price,
        status: 'free',
        _status: status,
      })
      return { id: doc.id as number, price }
    }
    f.estates = []
    for (let n = 1; n <= 4; n++) f.estates.push(await create(n, 'published'))
    f.draft = await create(5, 'draft')
    f.users = []
    for (const [user, role] of [
      [editor, 'editor'],
      [sales, 'sales'],
    ] as const)
      f.users.push((await cms(baseUrl, 'POST', '/users', { ...user, role })).doc.id)
    f.editorToken = await login(editor)
    f.salesToken = await login(sales)
  }, 120_000)

  afterAll(async () => {
    for (const item of [...(f.estates ?? []), f.draft].filter(Boolean)) await cms(baseUrl, 'DELETE', `/estates/${item.id}`).catch(() => undefined)
    if (f.house) await cms(baseUrl, 'DELETE', `/houses/${f.house}`).catch(() => undefined)
    if (f.complex) await cms(baseUrl, 'DELETE', `/complexes/${f.complex}`).catch(() => undefined)
    for (const id of f.users ?? []) await cms(baseUrl, 'DELETE', `/users/${id}`).catch(() => undefined)
  })

  const percent5 = { kind: 'percent', value: 5 }

  it('is for editors and administrators only', async () => {
    const body = { selection: { ids: ids() }, change: percent5 }
    // Anonymous requests never reach the endpoint: /cms-api is for staff (content/rest-gate.ts).
    expect((await bulk(body, null)).status).toBe(403)
    const seller = await bulk(body, f.salesToken)
    expect(seller.status).toBe(403)
    expect(seller.body.errors[0].message).toBe('Массовое изменение доступно редакторам и администраторам')
    expect((await bulk(body, await staffToken(baseUrl))).status).toBe(200)
    expect((await bulk(body)).status).toBe(200)
  })

  it('refuses bad input with a 400 naming each field in Russian, never a 500', async () => {
    const cases: Array<[unknown, string[]]> = [
      ['{"selection":', ['']],
      [{ change: percent5 }, ['selection']],
      [{ selection: { ids: [] }, change: percent5 }, ['selection.ids']],
      [{ selection: { ids: ['1; DROP TABLE estates'] }, change: percent5 }, ['selection.ids']],
      [{ selection: { ids: ids() }, change: { kind: 'double' } }, ['change.kind']],
      [{ selection: { ids: ids() }, change: { kind: 'amount', value: '5%' } }, ['change.value']],
      [{ selection: { ids: ids() }, change: { kind: 'amount', value: 1.5 } }, ['change.value']],
      [{ selection: { ids: ids() }, change: { kind: 'percent', value: 0 } }, ['change.value']],
      [{ selection: { ids: ids() }, change: { kind: 'percent', value: 500 } }, ['change.value']],
      [{ selection: { ids: ids() }, change: { kind: 'percent', value: 5, rounding: 7 } }, ['change.rounding']],
      [{ selection: { ids: ids() }, change: { kind: 'status', status: 'gone' } }, ['change.status']],
      [{ selection: { where: { price: { greater_than: 'cheap' } } }, change: percent5 }, ['selection.where']],
      [{ selection: { where: { no_such_field: { equals: 1 } } }, change: percent5 }, ['selection.where']],
      [{ selection: { where: 'everything' }, change: percent5 }, ['selection.where']],
      [{ selection: { ids: ids() }, change: percent5, digest: 'yes' }, ['digest']],
      [{ selection: { where: { geo_flatnum: { equals: `none-${run}` } } }, change: percent5 }, ['selection']],
      [{ selection: 'all', change: { kind: 'amount' } }, ['selection', 'change.value']],
    ]
    for (const [body, paths] of cases) {
      const answer = await bulk(body, f.editorToken, typeof body === 'string')
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(
        answer.body.errors.map((error: { path: string }) => error.path),
        JSON.stringify(body),
      ).toEqual(paths)
      for (const { message } of answer.body.errors) expect(message, JSON.stringify(body)).toMatch(/[а-яё]/i)
    }
    expect(await prices(ids())).toEqual(f.estates.map((item) => item.price))
  })

  it('previews +5 % without writing, then applies it to all with one version each naming the editor', async () => {
    const before = await Promise.all(ids().map(async (id) => (await versionsOf(id)).length))
    const expected = f.estates.map((item) => Math.round(item.price * 1.05))
    const preview = await bulk({ selection: { ids: ids() }, change: percent5 })
    expect(preview.status).toBe(200)
    expect(preview.body).toMatchObject({ count: 4, unchanged: 0, problems: [] })
    expect(preview.body.rows).toEqual(f.estates.map((item, index) => ({ id: item.id, number: `BULK-${run}-${index + 1}`, from: item.price, to: expected[index] })))
    expect(preview.body.totals).toEqual({ before: f.estates.reduce((sum, item) => sum + item.price, 0), after: expected.reduce((sum, price) => sum + price, 0) })
    // The preview wrote nothing: same prices, same versions.
    expect(await prices(ids())).toEqual(f.estates.map((item) => item.price))
    expect(await Promise.all(ids().map(async (id) => (await versionsOf(id)).length))).toEqual(before)

    const applied = await bulk({ selection: { ids: ids() }, change: percent5, digest: preview.body.digest })
    expect(applied).toEqual({ status: 200, body: { applied: 4 } })
    expect(await prices(ids())).toEqual(expected)
    for (const [index, id] of ids().entries()) {
      const versions = await versionsOf(id)
      expect(versions.length).toBe(before[index] + 1)
      expect(versions[0].version).toMatchObject({ price: expected[index], _status: 'published', last_edited_by: editor.email.split('@')[0] })
      expect(versions[1].version.price).toBe(f.estates[index].price)
      // The site's API shows the new price (its cache expired).
      expect((await publicEstate(id)).price).toBe(expected[index])
    }
    f.estates.forEach((item, index) => (item.price = expected[index]))
  })

  it('changes by an amount all the estates a filter matches, rounded to 1,000 ₸; a never-published one stays a draft', async () => {
    const all = [...f.estates, f.draft]
    const selection = { where: { and: [{ house: { equals: String(f.house) } }] }, search: `BULK-${run}` }
    const change = { kind: 'amount', value: -250_000, rounding: 1000 }
    const expected = all.map((item) => Math.round((item.price - 250_000) / 1000) * 1000)
    const preview = await bulk({ selection, change })
    expect(preview.body.count).toBe(5)
    expect(preview.body.rows.map((row: { to: number }) => row.to)).toEqual(expected)
    const applied = await bulk({ selection, change, digest: preview.body.digest })
    expect(applied.body).toEqual({ applied: 5 })
    expect(await prices(all.map((item) => item.id))).toEqual(expected)
    expect((await estate(f.draft.id))._status).toBe('draft')
    expect((await fetch(`${baseUrl}/api/estates/${f.draft.id}`)).status).toBe(404)
    all.forEach((item, index) => (item.price = expected[index]))
  })

  it('shows every estate whose new price would be invalid and refuses to apply while there is one', async () => {
    // Some prices would fall below 100,000 ₸ (or below zero), the others not.
    const change = { kind: 'amount', value: -10_700_000 }
    const preview = await bulk({ selection: { ids: ids() }, change })
    expect(preview.status).toBe(200)
    const tooLow = f.estates.filter((item) => item.price - 10_700_000 < 100_000)
    expect(tooLow.length).toBeGreaterThan(0)
    expect(tooLow.length).toBeLessThan(f.estates.length)
    expect(preview.body.count).toBe(f.estates.length)
    expect(preview.body.problems.map((problem: { id: number }) => problem.id)).toEqual(tooLow.map((item) => item.id))
    expect(preview.body.problems[0].message).toBe('Цена: от 100,000 ₸ до 100,000,000,000 ₸')
    const refused = await bulk({ selection: { ids: ids() }, change, digest: preview.body.digest })
    expect(refused.status).toBe(422)
    expect(await prices(ids())).toEqual(f.estates.map((item) => item.price))
  })

  it('refuses a confirmation made for other prices (409) and writes nothing', async () => {
    const preview = await bulk({ selection: { ids: ids() }, change: percent5 })
    await cms(baseUrl, 'PATCH', `/estates/${f.estates[0].id}`, { price: f.estates[0].price + 1000 })
    f.estates[0].price += 1000
    const refused = await bulk({ selection: { ids: ids() }, change: percent5, digest: preview.body.digest })
    expect(refused.status).toBe(409)
    expect(refused.body.preview.rows[0].from).toBe(f.estates[0].price)
    expect(await prices(ids())).toEqual(f.estates.map((item) => item.price))
  })

  it('changes the sale status of the ticked estates, counting those that have it already', async () => {
    const [first, ...rest] = ids()
    await cms(baseUrl, 'PATCH', `/estates/${first}`, { status: 'sold' })
    const change = { kind: 'status', status: 'sold' }
    const preview = await bulk({ selection: { ids: ids() }, change })
    expect(preview.body).toMatchObject({ count: 3, unchanged: 1, totals: null, problems: [] })
    expect(preview.body.rows.map((row: { from: string; to: string }) => [row.from, row.to])).toEqual(rest.map(() => ['free', 'sold']))
    expect((await estate(rest[0])).status).toBe('free')
    expect((await bulk({ selection: { ids: ids() }, change, digest: preview.body.digest })).body).toEqual({ applied: 3 })
    for (const id of ids()) expect((await publicEstate(id)).status).toBe('sold')
    expect((await versionsOf(rest[0]))[0].version).toMatchObject({ status: 'sold', last_edited_by: editor.email.split('@')[0] })
  })

  it('blocks a published estate with an unpublished draft: saving it would publish the draft', async () => {
    const [id] = ids()
    await cms(baseUrl, 'PATCH', `/estates/${id}?draft=true`, { rooms: 3 })
    const preview = await bulk({ selection: { ids: [id] }, change: percent5 })
    expect(preview.body.problems).toEqual([expect.objectContaining({ id, message: expect.stringMatching(/неопубликованный черновик/) })])
    expect((await bulk({ selection: { ids: [id] }, change: percent5, digest: preview.body.digest })).status).toBe(422)
    expect((await publicEstate(id)).rooms).toBe(2)
  })
})
