/**
 * Next's scripts start downloading once the page has painted (issues 13 and 14: Lighthouse performance
 * ≥ 0.95; lighthouserc.cjs).
 *
 * Why: a page's largest paint is its text or its first image, which need no script. But Next puts its
 * scripts (about 140 KB) in the head, so on a fast connection they have downloaded before the first
 * frame, and Lighthouse's simulation of a slow phone then puts every one of them on the way to the
 * largest paint (simulated 2.1-2.8 s where the first paint is 0.8 s). Started after the first paint,
 * they no longer compete with the HTML, the CSS and the fonts on a slow connection either; the page
 * becomes interactive that much later (the browser tests wait for hydration: tests/e2e/fixtures/test.ts).
 *
 * How: scripts/server.mjs rewrites each site page's HTML before it hashes the page's inline scripts
 * (src/lib/security-headers.js), so the loader's hash is in the page's policy. The async `/_next/static`
 * scripts and their preloads leave the HTML, and an inline loader at the end of the body starts them
 * when the browser reports its first paint. Next's inline data (`self.__next_f.push`) waits in its queue
 * as it does for any script still downloading. Not for the admin.
 */

/** `<script …></script>` with its attributes. */
const SCRIPT = /<script\b([^>]*)><\/script>/gi
/** `<link …>` or `<link …/>` with its attributes. */
const LINK = /<link\b([^>]*?)\/?>/gi
const ATTRIBUTE = /([^\s="'/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g

/** @param {string} text @returns {Record<string, string>} */
const attributesOf = (text) => Object.fromEntries([...text.matchAll(ATTRIBUTE)].map(([, name, ...value]) => [name.toLowerCase(), value.find((part) => part !== undefined) ?? '']))

/** @param {string | undefined} url */
const isNextScript = (url) => url !== undefined && url.startsWith('/_next/static/') && url.endsWith('.js')

/**
 * Starts the scripts once: on the first `paint` entry (the frame is on the screen), after two animation
 * frames where paint entries cannot be observed, and after a second at the latest (a hidden tab paints
 * nothing). Sent to the browser as its source text: no outer names.
 * @param {string[]} sources
 */
export function startWhenPainted(sources) {
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const source of sources) {
      const script = document.createElement('script')
      script.src = source
      script.async = true
      document.body.appendChild(script)
    }
  }
  if (typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect()
      start()
    }).observe({ type: 'paint', buffered: true })
  } else {
    requestAnimationFrame(() => requestAnimationFrame(start))
  }
  setTimeout(start, 1000)
}

/**
 * The page with its Next scripts started by the loader (the HTML unchanged when it has none, or no body).
 * @param {string} html
 */
export function startScriptsAfterFirstPaint(html) {
  /** @type {string[]} */
  const sources = []
  const withoutScripts = html.replace(SCRIPT, (tag, text) => {
    const attributes = attributesOf(text)
    // A nomodule script is never fetched by the browsers that run the loader.
    if (!isNextScript(attributes.src) || !('async' in attributes) || 'nomodule' in attributes) return tag
    sources.push(attributes.src)
    return ''
  })
  if (!sources.length || !html.includes('</body>')) return html
  // A preload would start the download before the first paint all the same.
  const withoutPreloads = withoutScripts.replace(LINK, (tag, text) => {
    const attributes = attributesOf(text)
    return attributes.rel === 'preload' && attributes.as === 'script' && sources.includes(attributes.href) ? '' : tag
  })
  const at = withoutPreloads.lastIndexOf('</body>')
  // `<` escaped: the list cannot close the script element.
  const list = JSON.stringify(sources).replace(/</g, '\\u003c')
  return `${withoutPreloads.slice(0, at)}<script>(${startWhenPainted.toString()})(${list})</script>${withoutPreloads.slice(at)}`
}
