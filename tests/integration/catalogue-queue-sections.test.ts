import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { CHESSBOARD_SECTION_THRESHOLD } from '../../src/domain/chessboard-sections'
import { ok, staffToken, waitFor } from './catalogue-support'

/**
 * The queue page of a big house (more estates than CHESSBOARD_SECTION_THRESHOLD) shows one section
 * (entrance) at a time, with a link per section. The seeded houses are small, so this file builds one
 * through the CMS: three sections of flats just above the threshold in all, the first one sold out, and
 * a few parking places without a section. Its HTML holds only the shown section's estates.
 */

const FLOORS = 15 // floors 2..16
const PER_FLOOR = Math.ceil((CHESSBOARD_SECTION_THRESHOLD / 3 + 1) / FLOORS)
const UNSECTIONED = 3
const CONCURRENCY = 8

type Seeded = { slug: string; section: number | null; status: 'free' | 'reserved' | 'sold' }

/** Section 1 sold out; section 2 free, reserved and sold in turn; section 3 one free in three; parking free. */
function statusOf(section: number | null, n: number): Seeded['status'] {
  if (section === 1) return 'sold'
  if (section === 2) return (['free', 'reserved', 'sold'] as const)[n % 3]
  if (section === 3) return n % 3 === 0 ? 'free' : 'sold'
  return 'free'
}

/** The `<a>` tags of the section links: href (HTML-unescaped), whether each is the current page, its name and text. */
function sectionLinks(html: string): Array<{ href: string; current: boolean; name: string; text: string }> {
  const nav = /<nav[^>]*data-testid="chessboard-sections"[^>]*>([\s\S]*?)<\/nav>/.exec(html)
  if (!nav) return []
  return [...nav[1].matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes, inner]) => ({
    href: (/href="([^"]*)"/.exec(attributes)?.[1] ?? '').replace(/&amp;/g, '&'),
    current: /aria-current="page"/.test(attributes),
    name: /aria-label="([^"]*)"/.exec(attributes)?.[1] ?? '',
    text: inner
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  }))
}

/** Estates rendered as grid cells (HTML attributes only, not the RSC payload). */
const cellCount = (html: string) => html.match(/data-cell=""/g)?.length ?? 0
/** Every mention of a cell's number, in the HTML and in the RSC payload alike. */
const cellMentions = (html: string) => html.match(/data-n\b/g)?.length ?? 0
/** Whether the page links an estate (the HTML attribute or the RSC payload's escaped string). */
const linksTo = (html: string, slug: string) => html.includes(`/${slug}"`) || html.includes(`/${slug}\\"`)

describe.each(inject('targets'))('queue page of a big house on $name', ({ baseUrl }) => {
  let token: string
  let complexId: number
  const run = Date.now().toString(36)
  const slug = `it-big-queue-${run}`
  const path = `/projects/queue/${slug}`
  const estates: Seeded[] = []

  const page = async (url: string, locale = 'ru') => {
    const response = await fetch(`${baseUrl}${url}`, { headers: { 'Accept-Language': locale }, redirect: 'manual' })
    return { status: response.status, location: response.headers.get('location'), html: await response.text() }
  }
  const cms = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/cms-api${url}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = await response.json().catch(() => null)
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`)
    return json.doc as { id: number }
  }
  const inSection = (section: number | null) => estates.filter((e) => e.section === section)
  const free = (section: number | null) => inSection(section).filter((e) => e.status === 'free').length
  /** Where a redirect goes, as path and query. */
  const target = (location: string | null) => {
    const url = new URL(location ?? '', baseUrl)
    return `${url.pathname}${url.search}`
  }

  beforeAll(async () => {
    token = await staffToken(baseUrl)
    const city = (await ok(baseUrl, '/api/dictionaries')).data.cities[0]
    // Last in the editorial order, so that other tests' "first project" stays a seeded one.
    complexId = (await cms('POST', '/complexes', { name: 'Большой дом', slug: `it-big-${run}`, city: city.id, status: 'construction', order: 9999, _status: 'published' })).id
    const house = await cms('POST', '/houses', {
      complex: complexId,
      name: 'Очередь 1',
      slug,
      completion_year: 2028,
      completion_quarter: 2,
      floors: FLOORS + 1,
      sections: 3,
      _status: 'published',
    })

    const rows: Array<Record<string, unknown>> = []
    for (let section = 1; section <= 3; section++)
      for (let floor = 2; floor <= FLOORS + 1; floor++)
        for (let i = 1; i <= PER_FLOOR; i++) {
          const n = rows.length + 1
          rows.push({
            geo_flatnum: `BQ-1-${n}`,
            slug: `${slug}-flat-${n}`,
            category: 'flat',
            rooms: 1 + (n % 3),
            area: 40 + (n % 30),
            price: 20_000_000 + n * 10_000,
            floor,
            section,
            status: statusOf(section, n),
          })
        }
    for (let n = 1; n <= UNSECTIONED; n++) {
      rows.push({ geo_flatnum: `P№${n}`, slug: `${slug}-parking-${n}`, category: 'garage', area: 15, price: 3_000_000, floor: -1, status: statusOf(null, n) })
    }
    for (const row of rows) estates.push({ slug: String(row.slug), section: (row.section as number | undefined) ?? null, status: row.status as Seeded['status'] })
    expect(rows.length).toBeGreaterThan(CHESSBOARD_SECTION_THRESHOLD)
    let next = 0
    const worker = async () => {
      while (next < rows.length) await cms('POST', '/estates', { ...rows[next++], house: house.id, _status: 'published' })
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  }, 600_000)

  afterAll(async () => {
    // Unpublishing the project hides the house and its estates from everything public after this file.
    if (complexId) await cms('PATCH', `/complexes/${complexId}`, { _status: 'draft' })
  })

  it('keeps the whole chessboard in the API', async () => {
    const { data } = await ok(baseUrl, `/api/houses/s/${slug}`)
    expect(data.chessboard.estates).toHaveLength(estates.length)
    expect(data.chessboard.sections).toEqual([1, 2, 3])
  })

  it('shows the first section with free estates by default, and only its estates', async () => {
    const { status, html } = await page(path)
    expect(status).toBe(200)
    expect(cellCount(html)).toBe(inSection(2).length)
    // The other sections' estates are not in the page at all, neither in the HTML nor in the RSC payload.
    expect(cellMentions(html)).toBeLessThanOrEqual(2 * inSection(2).length)
    for (const e of [...inSection(3), ...inSection(null)].filter((x) => x.status !== 'sold')) expect(linksTo(html, e.slug), e.slug).toBe(false)
    expect(linksTo(html, inSection(2).find((e) => e.status === 'free')!.slug)).toBe(true)
    // The canonical URL stays the queue's path.
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`))
  })

  it('links every section, the current one marked, each with its free estates', async () => {
    const links = sectionLinks((await page(path)).html)
    expect(links.map((l) => l.href)).toEqual([
      `${path}?section=1#queue-chessboard`,
      `${path}#queue-chessboard`,
      `${path}?section=3#queue-chessboard`,
      `${path}?section=none#queue-chessboard`,
    ])
    expect(links.map((l) => l.current)).toEqual([false, true, false, false])
    expect(links.map((l) => l.name)).toEqual([
      'Подъезд 1, нет свободных',
      `Подъезд 2, свободно: ${free(2)}`,
      `Подъезд 3, свободно: ${free(3)}`,
      `Без подъезда, свободно: ${free(null)}`,
    ])
    // The name is what the link shows.
    expect(links.map((l) => l.text)).toEqual(links.map((l) => l.name.replace(', ', ' ')))

    const en = sectionLinks((await page(`/en${path}?section=3`, 'en')).html)
    expect(en[2]).toMatchObject({ href: `/en${path}?section=3#queue-chessboard`, current: true, name: `Entrance 3, ${free(3)} available` })
  })

  it('shows the section named in the URL, and the estates without a section on a page of their own', async () => {
    for (const section of [1, 3]) {
      const { status, html } = await page(`${path}?section=${section}`)
      expect(status).toBe(200)
      expect(cellCount(html)).toBe(inSection(section).length)
      expect(sectionLinks(html).find((l) => l.current)?.href).toBe(`${path}?section=${section}#queue-chessboard`)
      expect(cellMentions(html)).toBeLessThanOrEqual(2 * inSection(section).length)
      expect(linksTo(html, inSection(2).find((e) => e.status === 'free')!.slug)).toBe(false)
    }
    const { html } = await page(`${path}?section=none`)
    expect(cellCount(html)).toBe(UNSECTIONED)
    for (const e of inSection(null)) expect(linksTo(html, e.slug)).toBe(true)
  })

  it('redirects a section parameter it would not link to (temporarily), keeping other parameters', async () => {
    const cases: Array<[string, string]> = [
      ['?section=2', ''],
      ['?section=abc', ''],
      ['?section=4', ''],
      ['?section=0', ''],
      ['?section=03', '?section=3'],
      ['?section=3&section=1', '?section=3'],
      ['?section=x&utm_source=mail', '?utm_source=mail'],
    ]
    for (const [search, corrected] of cases) {
      const { status, location } = await page(`${path}${search}`)
      expect(status, search).toBe(307)
      expect(target(location), search).toBe(`${path}${corrected}`)
    }
    const en = await page(`/en${path}?section=abc`, 'en')
    expect(en.status).toBe(307)
    expect(target(en.location)).toBe(`/en${path}`)
  })

  it('follows sales: a section that gets a free estate becomes the default', async () => {
    const sold = inSection(1)[0]
    const { docs } = await (await fetch(`${baseUrl}/cms-api/estates?where[slug][equals]=${sold.slug}&depth=0`, { headers: { Authorization: `JWT ${token}` } })).json()
    await cms('PATCH', `/estates/${docs[0].id}`, { status: 'free' })
    sold.status = 'free'
    const elapsed = await waitFor(
      async () => sectionLinks((await page(path)).html),
      (links) => links[0]?.current === true && links[0].name === 'Подъезд 1, свободно: 1',
      10_000,
    )
    console.info(`[queue-sections] section counts live after ${elapsed} ms`)
    expect((await page(`${path}?section=1`)).status).toBe(307)
  })

  it('shows a small house whole, without section links, and drops a section parameter', async () => {
    // A seeded house with offers (other test files add projects of their own, some without houses).
    const projects = (await ok(baseUrl, '/api/complexes?per_page=100')).data
    const project = projects.find((c: any) => c.id !== complexId && c.estates_count > 0)
    const small = (await ok(baseUrl, `/api/complexes/s/${project.slug}`)).data.houses.find((h: any) => h.estates_count > 0)
    const { data } = await ok(baseUrl, `/api/houses/s/${small.slug}`)
    expect(data.chessboard.estates.length).toBeLessThanOrEqual(CHESSBOARD_SECTION_THRESHOLD)
    const { status, html } = await page(`/projects/queue/${small.slug}`)
    expect(status).toBe(200)
    expect(sectionLinks(html)).toEqual([])
    expect(html).not.toContain('data-testid="chessboard-sections"')
    expect(cellCount(html)).toBe(data.chessboard.estates.length)
    const moved = await page(`/projects/queue/${small.slug}?section=1`)
    expect(moved.status).toBe(307)
    expect(target(moved.location)).toBe(`/projects/queue/${small.slug}`)
  })
})
