import { chromium } from '@playwright/test'
const base = 'http://localhost:4300'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const [path, width] of [['/', 1440], ['/', 390], ['/about', 1440], ['/contents/news', 1440], ['/projects', 390]]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  const bad = []
  page.on('response', (r) => { if (r.url().includes('/img/') && r.status() !== 200) bad.push(r.status() + ' ' + r.url()) })
  const t0 = Date.now()
  await page.goto(base + path, { waitUntil: 'load' })
  const loadMs = Date.now() - t0
  const stats = await page.evaluate(() => {
    const imgs = [...document.images]
    const inView = imgs.filter((i) => { const r = i.getBoundingClientRect(); return r.top < innerHeight && r.bottom > 0 && r.width > 0 })
    return { total: imgs.length, inView: inView.length, inViewComplete: inView.filter((i) => i.complete && i.naturalWidth > 0).length, srcs: inView.slice(0, 3).map((i) => i.currentSrc) }
  })
  console.log(path, width, 'load', loadMs, 'ms', JSON.stringify(stats), bad.slice(0, 3))
  await page.close()
}
await browser.close()
