import { runInNewContext } from 'node:vm'

import { describe, expect, it, vi } from 'vitest'

import { startScriptsAfterFirstPaint } from './scripts-after-first-paint.js'

/** The head and body of a page as Next 16 (Turbopack) writes them. */
const PAGE = [
  '<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<link rel="preload" as="image" href="/hero.webp"/>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</head><body><h1>Page</h1><script src="/_next/static/chunks/boot.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('')

/** Runs the page's loader in a fake browser: which scripts it appended, and the browser's callbacks to fire. */
function runLoader(html: string, { paintEntries = true } = {}) {
  const loader = /<script>(\(function startWhenPainted[\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!loader) throw new Error('no loader in the page')
  const appended: string[] = []
  const observers: (() => void)[] = []
  const frames: (() => void)[] = []
  const timers: { callback: () => void; delay: number }[] = []
  class FakeObserver {
    static supportedEntryTypes = paintEntries ? ['paint', 'navigation'] : ['navigation']
    constructor(private callback: (entries: unknown, observer: { disconnect(): void }) => void) {}
    observe = vi.fn(({ type, buffered }: { type: string; buffered: boolean }) => {
      expect({ type, buffered }).toEqual({ type: 'paint', buffered: true })
      observers.push(() => this.callback([], { disconnect: () => undefined }))
    })
  }
  runInNewContext(loader, {
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay: number) => timers.push({ callback, delay }),
    document: {
      createElement: () => ({ src: '', async: false }),
      body: { appendChild: (script: { src: string; async: boolean }) => appended.push(`${script.src}${script.async ? ' async' : ''}`) },
    },
  })
  return { appended, paint: () => observers.forEach((fire) => fire()), frame: () => frames.splice(0).forEach((fire) => fire()), timers }
}

describe('startScriptsAfterFirstPaint', () => {
  const page = startScriptsAfterFirstPaint(PAGE)

  it("takes Next's async scripts and their preloads out of the page, and leaves everything else", () => {
    expect(page).not.toMatch(/<script src="\/_next\/static\/chunks\/(runtime|main|boot)\.js"/)
    expect(page).not.toContain('rel="preload" as="script"')
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
      '<link rel="preload" as="image" href="/hero.webp"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<h1>Page</h1>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ])
      expect(page).toContain(kept)
    expect(page.indexOf('<script>(function startWhenPainted')).toBeGreaterThan(page.indexOf('__next_f'))
    expect(page.endsWith('</script></body></html>')).toBe(true)
  })

  it('starts the scripts in their order, once, on the first paint', () => {
    const browser = runLoader(page)
    expect(browser.appended).toEqual([])
    browser.paint()
    expect(browser.appended).toEqual(['/_next/static/chunks/runtime.js async', '/_next/static/chunks/main.js async', '/_next/static/chunks/boot.js async'])
    browser.paint()
    browser.timers.forEach(({ callback }) => callback())
    expect(browser.appended).toHaveLength(3)
  })

  it('starts them after two frames where paint entries cannot be observed', () => {
    const browser = runLoader(page, { paintEntries: false })
    browser.frame()
    expect(browser.appended).toEqual([])
    browser.frame()
    expect(browser.appended).toHaveLength(3)
  })

  it('starts them after a second when nothing is painted (a hidden tab)', () => {
    const browser = runLoader(page)
    expect(browser.timers.map(({ delay }) => delay)).toEqual([1000])
    browser.timers[0].callback()
    expect(browser.appended).toHaveLength(3)
  })

  it('leaves a page without Next scripts, or without a body, as it is', () => {
    const plain = '<html><body><script>x()</script></body></html>'
    expect(startScriptsAfterFirstPaint(plain)).toBe(plain)
    const fragment = '<script src="/_next/static/chunks/main.js" async=""></script>'
    expect(startScriptsAfterFirstPaint(fragment)).toBe(fragment)
  })

  it("escapes the list's `<`, which could close the loader's script element", () => {
    const page = startScriptsAfterFirstPaint('<body><script src="/_next/static/a<b.js" async=""></script></body>')
    expect(page).toContain('["/_next/static/a\\u003cb.js"]')
  })
})
