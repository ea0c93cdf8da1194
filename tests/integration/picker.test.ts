import { beforeAll, describe, expect, inject, it } from 'vitest'

import { pointsProblem } from '@/domain/plan-areas'
import { COMPLEXES } from '@/seed/texts/catalogue'
import { expectMedia, ok, staffToken } from './catalogue-support'

/**
 * The visual picker (issue 33): the polygons the API carries for every demo project and queue, the pages
 * that draw them (master plan → queue → floor → unit) and the editors' validation of a polygon.
 */
describe.each(inject('targets'))('visual picker on $name', ({ baseUrl }) => {
  let complexes: any[]

  const page = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { 'Accept-Language': 'ru' }, redirect: 'manual' })
    return { status: response.status, location: response.headers.get('location'), html: response.status === 200 ? await response.text() : '' }
  }
  /** The hrefs of the picker's SVG links in a page's HTML (areas are <a> elements inside the picker's <svg>). */
  const areaLinks = (html: string): string[] => [...html.matchAll(/<a href="([^"]+)"[^>]*data-tip="[^"]+"/g)].map((m) => m[1].replace(/&amp;/g, '&'))

  beforeAll(async () => {
    // The demo projects and their demo queues: other test files add projects and queues of their own meanwhile.
    complexes = await Promise.all(
      COMPLEXES.map(async (seed) => {
        const { data } = await ok(baseUrl, `/api/complexes/s/${seed.slug}`)
        const slugs = new Set(seed.houses.map((h) => `${seed.slug}-${h.number}`))
        return { ...data, houses: data.houses.filter((h: any) => slugs.has(h.slug)) }
      }),
    )
  })

  it('draws every queue of every demo project on its master plan, with valid polygons', () => {
    for (const complex of complexes) {
      expect(complex.master_plan, complex.slug).not.toBeNull()
      expectMedia(complex.master_plan.image)
      expect(complex.master_plan.areas.map((a: any) => a.house.id).sort()).toEqual(complex.houses.map((h: any) => h.id).sort())
      for (const area of complex.master_plan.areas) {
        expect(pointsProblem(area.points), area.points).toBeNull()
        expect(area.house).toMatchObject({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String) })
      }
    }
  })

  it('gives every demo queue a facade with a polygon per floor of each entrance, and a floor plan outlining every flat above the shops', async () => {
    for (const complex of complexes) {
      for (const queue of complex.houses) {
        const { data: house } = await ok(baseUrl, `/api/houses/s/${queue.slug}`)
        expectMedia(house.facade.image)
        const outlined = new Set(house.facade.areas.map((a: any) => `${a.floor}:${a.section}`))
        for (let floor = 1; floor <= house.floors; floor++) expect(outlined.has(`${floor}:1`), `${house.slug} floor ${floor}`).toBe(true)
        for (const area of house.facade.areas) expect(pointsProblem(area.points)).toBeNull()
        expect(house.floor_plans).toHaveLength(1)
        const [plan] = house.floor_plans
        expectMedia(plan.image)
        expect(plan).toMatchObject({ section: null, floor_from: 2, floor_to: house.floors })
        const positions = new Set(plan.areas.map((a: any) => a.position))
        const flats = house.chessboard.estates.filter((e: any) => e.category === 'flat' && e.floor >= 2)
        expect(flats.length).toBeGreaterThan(0)
        for (const flat of flats) expect(positions.has(flat.floor_position), `${flat.slug} at ${flat.floor_position}`).toBe(true)
      }
    }
  })

  it('goes master plan → queue → floor → flat by links, in server HTML', async () => {
    const complex = complexes.find((c) => c.houses.some((h: any) => h.estates_count > 0))
    const project = await page(`/projects/${complex.slug}`)
    expect(project.status).toBe(200)
    const queueLinks = areaLinks(project.html)
    expect(queueLinks).toEqual(expect.arrayContaining(complex.houses.map((h: any) => `/projects/queue/${h.slug}`)))

    const queue = complex.houses.find((h: any) => h.estates_count > 0)
    const queuePage = await page(`/projects/queue/${queue.slug}`)
    const floorLinks = areaLinks(queuePage.html).filter((href) => href.includes('?floor='))
    expect(floorLinks.length).toBeGreaterThanOrEqual(queue.floors)
    expect(floorLinks).toContain(`/projects/queue/${queue.slug}?floor=5&entrance=1#queue-floor`)

    const floorPage = await page(`/projects/queue/${queue.slug}?floor=5&entrance=1`)
    expect(floorPage.status).toBe(200)
    const { data: house } = await ok(baseUrl, `/api/houses/s/${queue.slug}`)
    const onFloor = house.chessboard.estates.filter((e: any) => e.floor === 5 && e.section === 1)
    const unitLinks = areaLinks(floorPage.html).filter((href) => href.startsWith('/properties/'))
    // Every unit of the floor with a page is a link on its plan; sold ones are drawn without one.
    expect(unitLinks.sort()).toEqual(
      onFloor
        .filter((e: any) => e.status !== 'sold')
        .map((e: any) => `/properties/apartments/${e.slug}`)
        .sort(),
    )
    expect(floorPage.html.includes('id="queue-floor"'), 'the floor view').toBe(true)
  })

  it('redirects a floor the queue does not have, keeping the other parameters', async () => {
    const queue = complexes[0].houses[0]
    for (const search of ['?floor=99&entrance=1&utm_source=x', '?floor=seven&utm_source=x', '?floor=2&floor=3&utm_source=x']) {
      const answer = await page(`/projects/queue/${queue.slug}${search}`)
      expect(answer.status, search).toBe(307)
      expect(answer.location).toMatch(new RegExp(`/projects/queue/${queue.slug}\\?utm_source=x$`))
    }
  })

  it('shows a flat on its floor plan, highlighted, with its place and neighbours', async () => {
    const { data: house } = await ok(baseUrl, `/api/houses/s/${complexes[0].houses[0].slug}`)
    const flat = house.chessboard.estates.find((e: any) => e.category === 'flat' && e.status === 'free' && e.floor >= 2)
    const { html } = await page(`/properties/apartments/${flat.slug}`)
    // Booleans, not the page: a failure should not print 300 KB of HTML.
    expect(html.includes('data-testid="property-floor"'), 'the floor block').toBe(true)
    expect(/<g[^>]*aria-current="page"/.test(html), 'the unit highlighted').toBe(true)
    expect(html.includes(`место ${flat.floor_position} на площадке`), 'its place on the landing').toBe(true)
  })

  it("refuses an editor's polygon that is not one, with the field's error", async () => {
    const token = await staffToken(baseUrl)
    const house = complexes[0].houses[0]
    const { data } = await ok(baseUrl, `/api/houses/s/${house.slug}`)
    const response = await fetch(`${baseUrl}/cms-api/houses/${data.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ facade: { image: data.facade.image.id, areas: [{ floor: 2, section: 1, points: '0.1,0.2 1.5,0.3 0.2,0.9' }] } }),
    })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(JSON.stringify(body)).toContain('facade.areas.0.points')
  })
})
