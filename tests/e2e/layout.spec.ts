import { type APIRequestContext, type Page } from '@playwright/test'

import { join } from 'node:path'

import { expect, test } from './fixtures/test'

/**
 * The layout of one page of every type, on the desktop and the phone (issue 18): nothing is wider than the
 * screen, and the page's content starts at the header's left edge (the logo's), as do the headings of its
 * full-width sections (the home page's hero and blocks, a project page's sections).
 */

type Api<T> = { data: T }
const api = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(path, { headers: { 'Accept-Language': 'ru' } })
  expect(response.ok(), path).toBe(true)
  return ((await response.json()) as Api<T>).data
}

type Estate = { id: number; slug: string }
type Vacancy = { slug: string; category: { slug: string } }

const PROJECT = 'alatau-residence'

/** Each page type and how to find one page of it in the demo content. */
const PAGES: Record<string, (request: APIRequestContext) => Promise<string>> = {
  home: async () => '/',
  projects: async () => '/projects',
  project: async () => `/projects/${PROJECT}`,
  queue: async (request) => `/projects/queue/${(await api<{ houses: Array<{ slug: string }> }>(request, `/api/complexes/s/${PROJECT}`)).houses[0].slug}`,
  properties: async () => '/properties',
  listing: async () => '/properties/apartments',
  property: async (request) => `/properties/apartments/${(await api<Estate[]>(request, '/api/estates?category=flat&per_page=1'))[0].slug}`,
  favorites: async () => '/favorites',
  compare: async (request) => `/favorites/compare?ids=${(await api<Estate[]>(request, '/api/estates?category=flat&per_page=2')).map((e) => e.id).join(',')}`,
  'purchase methods': async () => '/purchase-methods',
  'mortgage calculator': async () => '/purchase-methods/mortgage',
  'full payment': async () => '/purchase-methods/payment-100',
  installment: async () => '/purchase-methods/installment',
  contents: async () => '/contents',
  news: async () => '/contents/news',
  promotions: async () => '/contents/promo',
  'news article': async (request) => `/contents/news/${(await api<Array<{ slug: string }>>(request, '/api/articles?per_page=1'))[0].slug}`,
  promotion: async (request) => `/contents/promo/${(await api<Array<{ slug: string }>>(request, '/api/promotions?per_page=1'))[0].slug}`,
  about: async () => '/about',
  'construction progress': async () => `/about/${PROJECT}`,
  contacts: async () => '/contacts',
  career: async () => '/career',
  'career category': async (request) => `/career/${(await api<Vacancy[]>(request, '/api/vacancies?student=0'))[0].category.slug}`,
  vacancy: async (request) => {
    const [vacancy] = await api<Vacancy[]>(request, '/api/vacancies?student=0')
    return `/career/${vacancy.category.slug}/${vacancy.slug}`
  },
}

/**
 * Visible elements whose right edge passes the screen's, outside boxes that scroll or clip sideways
 * (the chessboard, a carousel's track, a wide table): those are meant to be wider than the screen.
 */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const clipsSideways = (element: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX)
    const found: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || style.position === 'fixed') continue
      let ancestor = element.parentElement
      while (ancestor && ancestor !== document.body && !clipsSideways(ancestor)) ancestor = ancestor.parentElement
      if (ancestor && ancestor !== document.body) continue
      found.push(`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')} right ${Math.round(box.right)} > ${width}`)
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, found: found.slice(0, 5) }
  })

/**
 * The left edges to compare: the header's logo's, and that of the content of <main>: its first heading,
 * and the first heading of each section that spans the page column (the home page's blocks, a project
 * page's sections; not a card, a side column or a section inside another). A heading inside a panel (a box
 * with a background or a border) counts the panel's edge: the panel is what lines up with the header.
 */
const leftEdges = (page: Page) =>
  page.evaluate(() => {
    const viewport = document.documentElement.clientWidth
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden'
    }
    const logo = [...document.querySelectorAll('header svg[aria-label]')].find(visible)
    const main = document.querySelector('main')
    if (!logo || !main) return null
    const logoLeft = logo.getBoundingClientRect().left
    const column = viewport - 2 * logoLeft
    const boxed = (element: Element) => {
      const style = getComputedStyle(element)
      const painted = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none' || parseFloat(style.borderLeftWidth) > 0
      return painted && element.getBoundingClientRect().width < viewport - 1
    }
    /** The heading's own edge, or that of the panel it sits in (up to `within`). */
    const edgeOf = (heading: Element, within: Element) => {
      for (let element: Element | null = heading; element && within.contains(element); element = element.parentElement) {
        if (boxed(element)) return { element, left: element.getBoundingClientRect().left }
      }
      return { element: heading, left: heading.getBoundingClientRect().left }
    }
    const headings = 'h1, h2'
    const first = [...main.querySelectorAll(headings)].find(visible)
    const sections = [...main.querySelectorAll('section')].filter(
      (section) => visible(section) && !section.parentElement?.closest('section, li, article, aside, dialog') && section.getBoundingClientRect().width >= column / 2,
    )
    const candidates = [
      first ? edgeOf(first, main) : null,
      ...sections.map((section) => {
        // The section's own heading, not a card's in it.
        const heading = [...section.querySelectorAll(headings)].find((h) => visible(h) && !section.contains(h.closest('li, article')))
        return heading ? edgeOf(heading, section) : null
      }),
    ]
    return {
      logo: logoLeft,
      headings: candidates.flatMap((c) => (c ? [{ text: (c.element.textContent ?? '').trim().slice(0, 40), left: Math.round(c.left * 10) / 10 }] : [])),
    }
  })

/**
 * Text that does not fit its box (issue 32): a run of text partly outside the nearest box around it that
 * clips it (cut off) or that paints a background or a border (spills out of its card), and a select whose
 * chosen option is wider than its field (the phone's «Любой ста…»). Text wholly outside a clipping box is
 * meant to be hidden there (a carousel's other slides) and does not count.
 */
const textThatDoesNotFit = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main')
    if (!main) return ['no <main>']
    const found: string[] = []
    const describe = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`
    const isBox = (element: Element) => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      const clips = ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY)
      // Text for screen readers only: a clipped box of a pixel.
      if (box.width <= 2 || box.height <= 2) return clips ? 'unseen' : null
      if (['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY)) return 'scrolls'
      const painted =
        (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent') || parseFloat(style.borderLeftWidth) > 0 || parseFloat(style.borderRightWidth) > 0
      return clips ? 'clips' : painted ? 'painted' : null
    }
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim()
      const parent = node.parentElement
      if (!text || !parent || parent.closest('[aria-hidden="true"], [hidden], select, option, script, style')) continue
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0)
      if (!rects.length) continue
      for (let ancestor: Element | null = parent; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const kind = isBox(ancestor)
        if (!kind) continue
        if (kind === 'scrolls' || kind === 'unseen') break
        const box = ancestor.getBoundingClientRect()
        const outside = (r: DOMRect) => r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1
        const wholly = (r: DOMRect) => r.right <= box.left || r.left >= box.right || r.bottom <= box.top || r.top >= box.bottom
        // A text run that ends in an ellipsis is cut even when its range fits: the browser drew less.
        const ellipsed = getComputedStyle(parent).textOverflow === 'ellipsis' && parent.scrollWidth > parent.clientWidth + 1
        if (ellipsed || rects.some((r) => outside(r) && !(kind === 'clips' && wholly(r)))) {
          found.push(`"${text.slice(0, 40)}" (${describe(parent)}) ${ellipsed ? 'ends in an ellipsis' : `${kind === 'clips' ? 'cut by' : 'spills out of'} ${describe(ancestor)}`}`)
        }
        break
      }
    }
    const canvas = document.createElement('canvas').getContext('2d')!
    for (const select of document.querySelectorAll('main select')) {
      const field = select as HTMLSelectElement
      if (!field.checkVisibility()) continue
      const style = getComputedStyle(field)
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const label = field.selectedOptions[0]?.textContent?.trim() ?? ''
      // The room the text has: the field less its paddings (the right one holds the arrow).
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      if (canvas.measureText(label).width > room + 1) found.push(`select "${label}" wider than its field (${Math.round(room)} px)`)
    }
    return found
  })

/**
 * Card lists whose rows do not fill (issue 32, defect 9; src/components/ui/card-rows.ts): a grid list in
 * <main> with more than one column where a row other than the last stops short of the list's right edge,
 * the only row does (three cards in four columns), or, in three or more columns, the last holds half the
 * width or less (six as 4 + 2; seven as 4 + 3 is as full as seven can be, three as 2 + 1 in two columns too).
 * A card that spans columns counts as wide as it is. Left out: lists inside a box that scrolls sideways (the
 * chessboard, a carousel), whose rows are meant to run on, and strips of thumbnails of one size (`data-strip`).
 */
const unevenCardRows = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = []
    for (const list of document.querySelectorAll('main ul:not([data-strip]), main ol:not([data-strip])')) {
      const style = getComputedStyle(list)
      const columns = style.gridTemplateColumns.split(' ').length
      if (style.display !== 'grid' || columns < 2 || !list.checkVisibility()) continue
      let scroller: Element | null = list.parentElement
      while (scroller && scroller !== document.body && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement
      if (scroller && scroller !== document.body) continue
      const box = list.getBoundingClientRect()
      const left = box.left + parseFloat(style.paddingLeft)
      const width = box.right - parseFloat(style.paddingRight) - left
      // Each row's right end, rows in order from the top.
      const rows = new Map<number, number>()
      for (const item of list.children) {
        if (!item.checkVisibility()) continue
        const { top, right } = item.getBoundingClientRect()
        const row = Math.round(top)
        rows.set(row, Math.max(rows.get(row) ?? 0, right))
      }
      const filled = [...rows.entries()].sort(([a], [b]) => a - b).map(([, right]) => (right - left) / width)
      // Two columns and an odd count leave one place whatever is done; three or more can do better than half.
      const short = filled.some((share, row) => (row < filled.length - 1 || filled.length === 1 ? share < 0.99 : columns > 2 && share <= 0.5))
      if (short) found.push(`${list.tagName.toLowerCase()}.${[...list.classList].join('.')}: rows filled ${filled.map((share) => `${Math.round(share * 100)}%`).join(' + ')}`)
    }
    return found
  })

/** The widths each project checks: a phone and a tablet on the mobile project, two desktops on the other. */
const WIDTHS = { mobile: [390, 768], desktop: [1280, 1440] } as const
const LOCALES = ['', '/kk', '/en'] as const
const localized = (locale: string, address: string) => (locale && address === '/' ? locale : `${locale}${address}`)

test.describe('layout of every page type', () => {
  for (const [type, path] of Object.entries(PAGES)) {
    test(`${type}: nothing wider than the screen, content at the header's left edge`, async ({ page, request }) => {
      const address = await path(request)
      const response = await page.goto(address)
      expect(response?.status(), address).toBe(200)
      await page.waitForLoadState('load')

      const overflow = await overflowing(page)
      expect(overflow.scrollWidth, `${address}: page width`).toBeLessThanOrEqual(overflow.width)
      expect(overflow.found, `${address}: elements past the right edge`).toEqual([])

      const edges = await leftEdges(page)
      expect(edges, `${address}: a logo and a main`).not.toBeNull()
      expect(edges!.headings.length, `${address}: a heading in main`).toBeGreaterThan(0)
      for (const heading of edges!.headings) {
        expect(Math.abs(heading.left - edges!.logo), `${address}: "${heading.text}" starts at ${heading.left}, the logo at ${edges!.logo}`).toBeLessThanOrEqual(1)
      }

      for (const width of WIDTHS[test.info().project.name as keyof typeof WIDTHS]) {
        await page.setViewportSize({ width, height: 900 })
        expect.soft(await unevenCardRows(page), `${address} at ${width} px: card rows that do not fill`).toEqual([])
      }
    })
  }

  for (const [type, pathOf] of Object.entries(PAGES)) {
    test(`${type}: every text fits its box in three languages; a screenshot for review`, async ({ page, request }, testInfo) => {
      test.slow()
      const address = await pathOf(request)
      const widths = WIDTHS[testInfo.project.name as keyof typeof WIDTHS]
      for (const locale of LOCALES) {
        const url = localized(locale, address)
        expect((await page.goto(url))?.status(), url).toBe(200)
        await page.waitForLoadState('load')
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 })
          expect.soft(await textThatDoesNotFit(page), `${url} at ${width} px`).toEqual([])
        }
        if (!locale) {
          // The reviewer's set: every page type in Russian at 390 and 1440 px (test-results/screens, not committed).
          await page.setViewportSize({ width: widths[0] === 390 ? 390 : 1440, height: 900 })
          await page.screenshot({ path: join('test-results', 'screens', `${type.replaceAll(' ', '-')}-${widths[0] === 390 ? 390 : 1440}.png`), fullPage: true, scale: 'css' })
        }
      }
    })
  }
})

/** The pages whose flow ends with a lead form, and the section that holds it. */
const FORMS_IN_FLOW: Array<[keyof typeof PAGES, string]> = [
  ['home', '[data-home-block="consultation"]'],
  ['project', '#project-request'],
  ['queue', '#queue-request'],
  ['purchase methods', '#purchase-request'],
  ['full payment', '#purchase-request'],
]

test("a lead form in a page's flow stands in the same panel on every page: width, surface, padding, at the logo's edge (issue 32, defect 9)", async ({ page, request }) => {
  const panels: Array<{ type: string; left: number; width: number; background: string; padding: string; logo: number }> = []
  for (const [type, section] of FORMS_IN_FLOW) {
    const address = await PAGES[type](request)
    expect((await page.goto(address))?.status(), address).toBe(200)
    const form = page.locator(`${section} form`).first()
    await form.scrollIntoViewIfNeeded()
    panels.push({
      type,
      ...(await form.evaluate((element) => {
        // The panel is the form's box's parent: a wrapper without a box of its own (display: contents) is not it.
        let panel = element.parentElement!
        while (getComputedStyle(panel).display === 'contents') panel = panel.parentElement!
        const box = panel.getBoundingClientRect()
        const style = getComputedStyle(panel)
        const logo = [...document.querySelectorAll('header svg[aria-label]')].find((svg) => svg.getBoundingClientRect().width > 1)!
        return {
          left: Math.round(box.left),
          width: Math.round(box.width),
          background: style.backgroundColor,
          padding: style.padding,
          logo: Math.round(logo.getBoundingClientRect().left),
        }
      })),
    })
  }
  const [first] = panels
  for (const panel of panels) {
    expect(Math.abs(panel.left - panel.logo), `${panel.type}: the panel starts at ${panel.left}, the logo at ${panel.logo}`).toBeLessThanOrEqual(1)
    expect({ width: panel.width, background: panel.background, padding: panel.padding }, panel.type).toEqual({
      width: first.width,
      background: first.background,
      padding: first.padding,
    })
  }
  expect(first.background).not.toBe('rgba(0, 0, 0, 0)')
})
