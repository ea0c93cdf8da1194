import { expect, test } from '@playwright/test'
import { LinkChecker, LinkState, type LinkResult } from 'linkinator'

/**
 * The link check (issue 18): linkinator crawls the production build the browser tests run, from the home
 * page of each language (`/`, `/kk`, `/en`), through every internal link of every page it reaches, and the
 * entries of the three sitemaps (`/sitemap.xml`, `/kk/sitemap.xml`, `/en/sitemap.xml`); then every internal
 * URL found is asked again with HEAD and with GET (link checkers and CDNs use HEAD; linkinator itself
 * falls back to GET when HEAD fails, which would hide a HEAD answering 404). Nothing may answer 404, or any
 * status of 400 or more.
 *
 * Bounded to a few minutes (3,600+ estate pages in the demo content): estate pages
 * (/properties/{type}/{slug}) are sampled, every 50th entry of each sitemap and 1 in 50 of the estate links
 * the pages show (by a hash of the path, so the same ones every run); listing pages are followed to their
 * third page, and of the filter links of a page (a URL's query) the first 3 with the same parameter names
 * (e.g. three `?rooms=…`, three `?rooms=…&complex_id=…`); image variants (/img/<width>/<file>) are
 * checked through their source file (every one) and a spread of 200 variant URLs. Links to other sites are not followed. It runs in
 * a project of its own after the others (playwright.config.ts), on the desktop settings: the pages are the same
 * for the mobile one. Figures go to the test's output.
 */

const SAMPLE_EVERY = 50
const MAX_LIST_PAGE = 3
/** Filter links (rooms, finishing, complex, house... and their combinations): this many URLs per page and set of parameter names. */
const QUERY_VARIANTS = 3
const OPTIMIZED_IMAGES_CHECKED = 200
/**
 * Requests at a time. The crawl used to share the server with the other worker's tests: at 6, on a loaded CI machine
 * (2026-11-28, the crawl took 8.4 min), a page of the other worker waited 35 s for its first byte and then
 * timed out twice.
 */
const CONCURRENCY = 3

const ESTATE_PATH = /^\/(?:(?:kk|en)\/)?properties\/(?:apartments|parking-spaces|storerooms|commercial-premises)\/[^/]+\/?$/

/** FNV-1a of a path: a stable 1-in-N sample of the estate links. */
const hash = (text: string) => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0
  return h
}

const decodeXml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")

/** fetch, asked once more after a dropped connection (a server busy rendering may close one). */
async function fetchOnce(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    return fetch(url, init)
  }
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function eachLimited<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++])
    }),
  )
}

test('link check: no internal link and no sitemap entry answers 404, to HEAD or GET', async ({ baseURL }, testInfo) => {
  test.setTimeout(25 * 60_000)
  const origin = new URL(baseURL!).origin
  const started = Date.now()

  // The sitemaps: every entry not of an estate, and every 50th estate entry.
  const sitemapEntries: string[] = []
  for (const prefix of ['', '/kk', '/en']) {
    const answer = await fetchOnce(`${origin}${prefix}/sitemap.xml`)
    expect(answer.status, `${prefix}/sitemap.xml`).toBe(200)
    const locs = [...(await answer.text()).matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((m) => new URL(decodeXml(m[1])))
    expect(locs.length, `${prefix}/sitemap.xml entries`).toBeGreaterThan(0)
    for (const url of locs) expect(url.origin, 'a sitemap entry of this site').toBe(origin)
    let estateIndex = 0
    for (const url of locs) {
      if (!ESTATE_PATH.test(url.pathname) || estateIndex++ % SAMPLE_EVERY === 0) sitemapEntries.push(url.href)
    }
  }
  const sampledEstates = new Set(sitemapEntries.map((href) => new URL(href).pathname).filter((path) => ESTATE_PATH.test(path)))

  const skipped = { external: new Set<string>(), estates: new Set<string>(), listPages: new Set<string>(), variants: new Set<string>(), images: new Set<string>() }
  const variants = new Map<string, Set<string>>()
  const imageSources = new Set<string>()
  const linksToSkip = async (href: string) => {
    const url = new URL(href)
    if (url.origin !== origin) return (skipped.external.add(href), true)
    const variant = /^\/img\/\d+\/([^/]+)$/.exec(url.pathname)
    if (variant) {
      imageSources.add(`${origin}/cms-api/media/file/${variant[1]}`)
      skipped.images.add(href)
      return true
    }
    if (ESTATE_PATH.test(url.pathname) && !sampledEstates.has(url.pathname) && hash(url.pathname) % SAMPLE_EVERY !== 0) return (skipped.estates.add(href), true)
    if (Number(url.searchParams.get('page') ?? 1) > MAX_LIST_PAGE) return (skipped.listPages.add(href), true)
    if (url.search) {
      const key = `${url.pathname}?${[...new Set(url.searchParams.keys())].sort().join('&')}`
      const seen = variants.get(key) ?? variants.set(key, new Set()).get(key)!
      if (!seen.has(url.search) && seen.size >= QUERY_VARIANTS) return (skipped.variants.add(href), true)
      seen.add(url.search)
    }
    return false
  }

  const results: LinkResult[] = []
  const pages = new Set<string>()
  const crawl = async (path: string[], recurse: boolean) => {
    const checker = new LinkChecker()
    checker.on('pagestart', (url) => {
      pages.add(String(url))
      if (process.env.LINK_CHECK_DEBUG) console.log(`[link-check] ${((Date.now() - started) / 1000).toFixed(1)} s page ${url}`)
    })
    // cleanUrls: relative links resolve as a browser resolves them (without it linkinator takes /a/b as /a/b/).
    const result = await checker.check({ path, recurse, linksToSkip, concurrency: CONCURRENCY, cleanUrls: true, retryErrors: true, retryErrorsCount: 2 })
    results.push(...result.links)
  }
  // From the three home pages, recursively; then the sampled sitemap entries the crawl did not reach, one page deep.
  await crawl([`${origin}/`, `${origin}/kk`, `${origin}/en`], true)
  const checkedUrls = new Set(results.map((r) => r.url))
  const notReached = sitemapEntries.filter((href) => !pages.has(href) && !checkedUrls.has(href))
  if (notReached.length > 0) await crawl(notReached, false)
  const crawlSeconds = (Date.now() - started) / 1000

  const broken = results.filter((r) => r.state === LinkState.BROKEN).map((r) => `${r.status ?? '-'} ${r.url} (on ${r.parent ?? 'start'})`)

  // HEAD and GET of every internal URL: the pages and files the crawl checked, the sitemap sample, the image
  // sources and a spread of optimized images.
  const images = [...skipped.images]
  const optimized = images.filter((_, i) => i % Math.max(1, Math.ceil(images.length / OPTIMIZED_IMAGES_CHECKED)) === 0)
  const internal = new Set<string>([
    ...results.filter((r) => r.state !== LinkState.SKIPPED && r.url.startsWith(`${origin}/`)).map((r) => r.url.replace(/#.*$/, '')),
    ...sitemapEntries,
    ...imageSources,
    ...optimized,
  ])
  const failures: string[] = []
  const byMethod = { HEAD: 0, GET: 0 }
  await eachLimited([...internal], CONCURRENCY, async (href) => {
    for (const method of ['HEAD', 'GET'] as const) {
      const answer = await fetchOnce(href, { method, headers: { Accept: 'text/html,image/avif,image/webp,*/*' } }).catch((error: Error) => ({ status: 0, error }))
      byMethod[method]++
      if ('body' in answer) await answer.body?.cancel()
      if (answer.status === 0 || answer.status >= 400) failures.push(`${method} ${href}: ${answer.status}`)
    }
  })
  const seconds = (Date.now() - started) / 1000

  const figures = [
    `crawl: ${pages.size} pages read, ${results.length} link results: ${results.filter((r) => r.state === LinkState.OK).length} URLs answered, ${broken.length} broken, ${results.filter((r) => r.state === LinkState.SKIPPED).length} skipped (below, and mailto/tel) in ${crawlSeconds.toFixed(0)} s`,
    `sitemap: ${sitemapEntries.length} entries checked (${sampledEstates.size} estates sampled, 1 in ${SAMPLE_EVERY})`,
    `skipped: ${skipped.external.size} external, ${skipped.estates.size} estate links outside the sample, ${skipped.listPages.size} list pages past ${MAX_LIST_PAGE}, ${skipped.variants.size} further filter links, ${skipped.images.size} optimized images (${imageSources.size} sources and ${optimized.length} of them checked)`,
    `HEAD and GET: ${internal.size} internal URLs, ${byMethod.HEAD} HEAD + ${byMethod.GET} GET, ${failures.length} failed; total ${seconds.toFixed(0)} s`,
  ]
  console.log(`[link-check]\n  ${figures.join('\n  ')}`)
  testInfo.annotations.push(...figures.map((description) => ({ type: 'link-check', description })))

  expect(broken, 'links the crawl found broken').toEqual([])
  expect(failures, 'URLs answering 400 or more to HEAD or GET').toEqual([])
  expect(pages.size, 'pages crawled').toBeGreaterThan(50)
})
