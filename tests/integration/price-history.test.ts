import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { cms, staffToken, uniqueSuffix } from './staff-session'

/**
 * Issue 36: the estates' price history and the CRM ids.
 * Every change of an estate's price or sale status that reaches the site is recorded once, with its source
 * and the staff member's name: an editor's publish (a draft save is none; publishing it is), the price-list
 * import, the bulk change. GET /api/estates/{id} carries `price_history` (newest first, at most 50), the
 * property page says the price was lowered, and anonymous /cms-api reads none of it. Projects, queues and
 * estates take a `crm_id` from editors, unique per collection, never shown to the public.
 */
describe.each(inject('targets'))('price history and CRM ids on $name', ({ baseUrl }) => {
  const run = uniqueSuffix()
  const editor = { email: `ph-editor-${run}@example.kz`, password: 'a long passphrase for prices', name: 'Айгерим Ценова' }
  const sales = { email: `ph-sales-${run}@example.kz`, password: 'a long passphrase for leads', name: 'Ерлан Продажин' }
  const f = {} as {
    complex: number
    house: number
    houseSlug: string
    estates: Array<{ id: number; slug: string; geo_flatnum: string; price: number; area: number }>
    users: number[]
    editorToken: string
    salesToken: string
    adminName: string
  }

  const login = async (user: { email: string; password: string }) => {
    const response = await fetch(`${baseUrl}/cms-api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(user) })
    return (await response.json()).token as string
  }
  const asUser = async (token: string | null, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/cms-api${path}`, {
      method,
      headers: { 'Accept-Language': 'ru', ...(token ? { Authorization: `JWT ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: await response.json().catch(() => null) }
  }
  const historyOf = async (id: number) => (await cms(baseUrl, 'GET', `/estate-price-changes?where[estate][equals]=${id}&sort=-changed_at&depth=0&limit=200`)).docs
  const publicEstate = async (id: number) => (await (await fetch(`${baseUrl}/api/estates/${id}`)).json()).data
  const page = async (estate: { slug: string }) => (await fetch(`${baseUrl}/ru/properties/apartments/${estate.slug}`)).text()
  /** The property page once it says `text`, asked again until 2 s after `since` (the cached page must be fresh by then). */
  const pageSaying = async (estate: { slug: string }, text: string, since: number) => {
    let html = await page(estate)
    while (!html.includes(text) && Date.now() - since < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      html = await page(estate)
    }
    return html
  }
  const importList = async (lines: string[], digest?: string) => {
    const form = new FormData()
    form.append('file', new Blob([lines.join('\r\n')], { type: 'text/csv' }), 'price.csv')
    form.append('_payload', JSON.stringify(digest ? { digest } : {}))
    const response = await fetch(`${baseUrl}/cms-api/estates/price-list`, {
      method: 'POST',
      headers: { Authorization: `JWT ${await staffToken(baseUrl)}`, 'Accept-Language': 'ru' },
      body: form,
    })
    return { status: response.status, body: await response.json() }
  }
  const bulk = async (body: unknown) => asUser(f.editorToken, 'POST', '/estates/bulk-change', body)

  beforeAll(async () => {
    const { docs: cities } = await cms(baseUrl, 'GET', '/cities?limit=1&depth=0')
    f.complex = (
      await cms(baseUrl, 'POST', '/complexes', { name: `История цен ${run}`, slug: `it-ph-${run}`, city: cities[0].id, status: 'construction', order: 9999, _status: 'published' })
    ).doc.id
    f.houseSlug = `it-ph-${run}-1`
    f.house = (
      await cms(baseUrl, 'POST', '/houses', {
        complex: f.complex,
        name: '1 очередь',
        slug: f.houseSlug,
        completion_year: 2028,
        completion_quarter: 2,
        floors: 12,
        sections: 1,
        _status: 'published',
      })
    ).doc.id
    f.estates = []
    for (let n = 1; n <= 5; n++) {
      const data = {
        geo_flatnum: `PH-${run}-${n}`,
        slug: `it-ph-${run}-${n}`,
        house: f.house,
        category: 'flat',
        rooms: 2,
        floor: n + 1,
        area: 50,
        price: 30_000_000 + n * 100_000,
        status: 'free',
        _status: 'published',
      }
      const { doc } = await cms(baseUrl, 'POST', '/estates', data)
      f.estates.push({ id: doc.id, slug: doc.slug, geo_flatnum: doc.geo_flatnum, price: doc.price, area: doc.area })
    }
    f.users = []
    for (const [user, role] of [
      [editor, 'editor'],
      [sales, 'sales'],
    ] as const)
      f.users.push((await cms(baseUrl, 'POST', '/users', { ...user, role })).doc.id)
    f.editorToken = await login(editor)
    f.salesToken = await login(sales)
    f.adminName = (await cms(baseUrl, 'GET', '/users/me')).user.name
  }, 120_000)

  afterAll(async () => {
    for (const estate of f.estates ?? []) await cms(baseUrl, 'DELETE', `/estates/${estate.id}`).catch(() => undefined)
    if (f.house) await cms(baseUrl, 'DELETE', `/houses/${f.house}`).catch(() => undefined)
    if (f.complex) await cms(baseUrl, 'DELETE', `/complexes/${f.complex}`).catch(() => undefined)
    for (const id of f.users ?? []) await cms(baseUrl, 'DELETE', `/users/${id}`).catch(() => undefined)
  })

  it("records an editor's publish once, with the editor's name; a creation records nothing", async () => {
    const [estate] = f.estates
    expect(await historyOf(estate.id)).toEqual([])
    expect(await page(estate)).not.toContain('Цена снижена')
    const saved = await asUser(f.editorToken, 'PATCH', `/estates/${estate.id}`, { price: 28_800_000, _status: 'published' })
    expect(saved.status).toBe(200)
    // Recording the change keeps the save's own cache expiry: the cached page says it within 2 s.
    expect(await pageSaying(estate, 'Цена снижена на 1.3\u00a0млн\u00a0₸', Date.now())).toContain('Цена снижена на 1.3\u00a0млн\u00a0₸')
    const history = await historyOf(estate.id)
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({
      estate: estate.id,
      previous_price: estate.price,
      price: 28_800_000,
      previous_status: 'free',
      status: 'free',
      source: 'editor',
      changed_by: editor.name,
    })
    // A save that changes neither the price nor the status records nothing.
    expect((await asUser(f.editorToken, 'PATCH', `/estates/${estate.id}`, { rooms: 3, _status: 'published' })).status).toBe(200)
    expect(await historyOf(estate.id)).toHaveLength(1)
    estate.price = 28_800_000
  })

  it('records no draft save; publishing the draft records the change once, from the published price', async () => {
    const estate = f.estates[1]
    // Two autosaves of a draft: the site still shows the old price.
    expect((await asUser(f.editorToken, 'PATCH', `/estates/${estate.id}?draft=true&autosave=true`, { price: 29_500_000 })).status).toBe(200)
    expect((await asUser(f.editorToken, 'PATCH', `/estates/${estate.id}?draft=true`, { price: 29_000_000, status: 'reserved' })).status).toBe(200)
    expect(await historyOf(estate.id)).toEqual([])
    expect((await publicEstate(estate.id)).price).toBe(estate.price)
    // The publish sends no price: the draft's is published, and compared with the one the site showed.
    expect((await asUser(f.editorToken, 'PATCH', `/estates/${estate.id}`, { _status: 'published' })).status).toBe(200)
    const history = await historyOf(estate.id)
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ previous_price: estate.price, price: 29_000_000, previous_status: 'free', status: 'reserved', source: 'editor', changed_by: editor.name })
    estate.price = 29_000_000
  })

  it('records the price-list import as the import, and the property page says the price was lowered within 2 s', async () => {
    const estate = f.estates[2]
    // The page cached before the change.
    expect(await page(estate)).not.toContain('Цена снижена')
    const list = ['Номер;Дом;Площадь;Цена', `${estate.geo_flatnum};${f.houseSlug};${estate.area};${estate.price - 1_200_000}`]
    const checked = await importList(list)
    expect(checked.status).toBe(200)
    expect(checked.body.diff.changed).toHaveLength(1)
    const applied = await importList(list, checked.body.digest)
    expect(applied.status).toBe(200)
    const changedAt = Date.now()
    const history = await historyOf(estate.id)
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ previous_price: estate.price, price: estate.price - 1_200_000, source: 'import', changed_by: f.adminName })
    const html = await pageSaying(estate, 'Цена снижена', changedAt)
    expect(html).toContain('data-testid="property-price-move"')
    expect(html).toMatch(/Цена снижена на 1\.2\sмлн\s₸ \d\d\.\d\d\.\d{4}/)
    estate.price -= 1_200_000
  })

  it('records the bulk change as the bulk change, once per estate', async () => {
    const targets = [f.estates[3], f.estates[4]]
    const selection = { ids: targets.map((estate) => estate.id) }
    const change = { kind: 'amount', value: -500_000, rounding: 1000 }
    for (const estate of targets) expect(await page(estate)).not.toContain('Цена снижена')
    const preview = await bulk({ selection, change })
    expect(preview.status).toBe(200)
    expect((await bulk({ selection, change, digest: preview.body.digest })).status).toBe(200)
    const changedAt = Date.now()
    for (const estate of targets) {
      const history = await historyOf(estate.id)
      expect(history).toHaveLength(1)
      expect(history[0]).toMatchObject({ previous_price: estate.price, price: estate.price - 500_000, source: 'bulk', changed_by: editor.name })
      estate.price -= 500_000
      expect(await pageSaying(estate, 'Цена снижена на 500\u00a0тыс.\u00a0₸', changedAt)).toContain('Цена снижена на 500\u00a0тыс.\u00a0₸')
    }
    // A status change of the same estates: one more row each.
    const statusPreview = await bulk({ selection, change: { kind: 'status', status: 'sold' } })
    expect((await bulk({ selection, change: { kind: 'status', status: 'sold' }, digest: statusPreview.body.digest })).status).toBe(200)
    for (const estate of targets) expect((await historyOf(estate.id)).map((row: { status: string }) => row.status)).toEqual(['sold', 'free'])
  })

  it('answers price_history in GET /api/estates/{id}: newest first, at most 50', async () => {
    const estate = f.estates[0]
    const before = (await historyOf(estate.id)).length
    const token = await staffToken(baseUrl)
    for (let n = 1; n <= 51; n++) {
      const response = await fetch(`${baseUrl}/cms-api/estates/${estate.id}?depth=0`, {
        method: 'PATCH',
        headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ price: 28_000_000 + n * 10_000, _status: 'published' }),
      })
      expect(response.status).toBe(200)
    }
    expect((await historyOf(estate.id)).length).toBe(before + 51)
    const { price_history: history } = await publicEstate(estate.id)
    expect(history).toHaveLength(50)
    expect(Object.keys(history[0]).sort()).toEqual(['date', 'previous_price', 'previous_status', 'price', 'status'])
    expect(history[0]).toMatchObject({ price: 28_510_000, previous_price: 28_500_000, status: 'free', previous_status: 'free' })
    expect(history[0].date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    const dates = history.map((entry: { date: string }) => Date.parse(entry.date))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    // An estate without changes has an empty history.
    const { docs } = await cms(baseUrl, 'GET', '/estates?limit=1&depth=0&where[_status][equals]=published&sort=-id')
    expect(Array.isArray((await publicEstate(docs[0].id)).price_history)).toBe(true)
  }, 120_000)

  it('is read-only staff data: anonymous /cms-api gets nothing, sales read it, nobody writes it', async () => {
    for (const path of ['/estate-price-changes', '/estate-price-changes?limit=1', `/estate-price-changes?where[estate][equals]=${f.estates[0].id}`]) {
      const anonymous = await asUser(null, 'GET', path)
      expect(anonymous.status).toBe(403)
      expect(JSON.stringify(anonymous.body)).not.toContain('previous_price')
    }
    const [first] = await historyOf(f.estates[0].id)
    expect((await asUser(null, 'GET', `/estate-price-changes/${first.id}`)).status).toBe(403)
    const seller = await asUser(f.salesToken, 'GET', `/estate-price-changes?where[estate][equals]=${f.estates[0].id}&depth=0`)
    expect(seller.status).toBe(200)
    expect(seller.body.docs.length).toBeGreaterThan(0)
    expect(
      (
        await asUser(f.editorToken, 'POST', '/estate-price-changes', {
          estate: f.estates[0].id,
          previous_price: 1,
          price: 2,
          previous_status: 'free',
          status: 'free',
          source: 'editor',
          changed_at: new Date().toISOString(),
        })
      ).status,
    ).toBe(403)
    expect((await asUser(f.editorToken, 'PATCH', `/estate-price-changes/${first.id}`, { price: 1 })).status).toBe(403)
    expect((await asUser(f.editorToken, 'DELETE', `/estate-price-changes/${first.id}`)).status).toBe(403)
  })

  it('takes a crm_id from an editor on projects, queues and estates, unique per collection, never public', async () => {
    const crm = `PB-${run}`
    for (const [collection, id] of [
      ['complexes', f.complex],
      ['houses', f.house],
      ['estates', f.estates[0].id],
    ] as const) {
      const saved = await asUser(f.editorToken, 'PATCH', `/${collection}/${id}`, { crm_id: ` ${crm} `, _status: 'published' })
      expect(saved.status, collection).toBe(200)
      expect(saved.body.doc.crm_id).toBe(crm)
    }
    // Another estate with the same id: refused, naming the field.
    const taken = await asUser(f.editorToken, 'PATCH', `/estates/${f.estates[1].id}`, { crm_id: crm, _status: 'published' })
    expect(taken.status).toBe(400)
    expect(JSON.stringify(taken.body)).toContain('crm_id')
    // Emptied boxes are no id: any number of estates have none.
    for (const estate of f.estates.slice(1, 3)) {
      const cleared = await asUser(f.editorToken, 'PATCH', `/estates/${estate.id}`, { crm_id: '', _status: 'published' })
      expect(cleared.status).toBe(200)
      expect(cleared.body.doc.crm_id ?? null).toBeNull()
    }
    // A draft keeps its id in its version: the published row does not have it until published.
    const other = `PB-${run}-draft`
    expect((await asUser(f.editorToken, 'PATCH', `/estates/${f.estates[2].id}?draft=true`, { crm_id: other })).status).toBe(200)
    expect((await cms(baseUrl, 'GET', `/estates/${f.estates[2].id}?draft=true&depth=0`)).crm_id).toBe(other)
    expect((await cms(baseUrl, 'GET', `/estates/${f.estates[2].id}?depth=0`)).crm_id ?? null).toBeNull()
    // The public API says nothing of it.
    const publicText = JSON.stringify(await publicEstate(f.estates[0].id))
    expect(publicText).not.toContain('crm_id')
    expect(publicText).not.toContain(crm)
    for (const path of [`/api/complexes/s/it-ph-${run}`, `/api/houses/s/${f.houseSlug}`, `/api/estates?complex_id=${f.complex}`])
      expect(await (await fetch(`${baseUrl}${path}`)).text(), path).not.toContain(crm)
  })
})
