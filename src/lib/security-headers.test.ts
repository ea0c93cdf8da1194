import { createHash } from 'node:crypto'
import { PassThrough } from 'node:stream'
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { videoEmbed } from '@/domain/video-embed'

import { adminPolicy, baseHeaders, hashInlineScripts, inlineScriptHashes, PDF_POLICY, permissionsPolicy, sitePolicy } from './security-headers.js'

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`
const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]))

describe('inlineScriptHashes', () => {
  it('hashes every inline script the browser runs, once each, and nothing else', () => {
    const html = [
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script >self.__next_f.push([1,"a"])</script>',
      '<script type="module">import("/x.js")</script>',
      '<SCRIPT type=text/javascript>run()</SCRIPT>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json">{}</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([sha('(self.__next_f=self.__next_f||[]).push([0])'), sha('self.__next_f.push([1,"a"])'), sha('import("/x.js")'), sha('run()')])
  })

  it('hashes the text as the browser parses it: line breaks as \\n, UTF-8', () => {
    expect(inlineScriptHashes('<script>a()\r\nb("Қазақ ₸")\rc()</script>')).toEqual([sha('a()\nb("Қазақ ₸")\nc()')])
  })
})

describe('sitePolicy', () => {
  it('allows own origin only, inline scripts by hash, and no plugins, base or framing', () => {
    const policy = directives(sitePolicy({ scriptHashes: [sha('a()')] }))
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy['script-src']).toEqual(["'self'", `'${sha('a()')}'`])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'self'"])
    expect(policy['form-action']).toEqual(["'self'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['connect-src']).toEqual(["'self'"])
    expect(policy['img-src']).toEqual(["'self'", 'data:'])
    expect(Object.values(policy).flat().join(' ')).not.toMatch(/unsafe-eval|yandex|\*(?!\.)/)
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
    expect(policy['upgrade-insecure-requests']).toBeUndefined()
  })

  it('frames exactly the video players the site embeds', () => {
    const frames = directives(sitePolicy())['frame-src']
    for (const link of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871', 'https://rutube.ru/video/0123456789abcdef0123456789abcdef/'])
      expect(frames).toContain(new URL(videoEmbed(link)!.embedUrl).origin)
    expect(frames).toHaveLength(3)
  })

  it('allows the maps API only with a maps key, from the configured script origin', () => {
    const policy = directives(sitePolicy({ maps: { scriptUrl: 'https://ymaps.test/v3/' } }))
    expect(policy['script-src']).toEqual(expect.arrayContaining(['https://ymaps.test', 'https://api-maps.yandex.ru']))
    expect(policy['connect-src']).toContain('https://*.maps.yandex.net')
    expect(policy['img-src']).toEqual(expect.arrayContaining(['blob:', 'https://*.maps.yandex.net']))
    expect(policy['worker-src']).toContain('blob:')
  })

  it('upgrades insecure requests over HTTPS', () => {
    expect(sitePolicy({ https: true })).toMatch(/; upgrade-insecure-requests$/)
  })

  it("lets the admin's live preview frame an editor's preview, and nobody else", () => {
    expect(directives(sitePolicy({ framedBySelf: true }))['frame-ancestors']).toEqual(["'self'"])
    expect(baseHeaders('/projects', { framedBySelf: true })['X-Frame-Options']).toBe('SAMEORIGIN')
    expect(baseHeaders('/projects', {})['X-Frame-Options']).toBe('DENY')
  })
})

describe('adminPolicy', () => {
  it('may be framed by itself only and still allows no plugins', () => {
    const policy = directives(adminPolicy())
    expect(policy['frame-ancestors']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'self'"])
    expect(policy['img-src']).toContain('blob:')
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
    expect(directives(adminPolicy({ scriptHashes: [sha('a()')] }))['script-src']).toContain(`'${sha('a()')}'`)
  })
})

describe('baseHeaders', () => {
  it('sends HSTS over HTTPS only, and the other headers always', () => {
    const plain = baseHeaders('/', { maps: null, https: false })
    expect(plain['Strict-Transport-Security']).toBeUndefined()
    expect(plain['X-Content-Type-Options']).toBe('nosniff')
    expect(plain['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(plain['X-Frame-Options']).toBe('DENY')
    expect(baseHeaders('/', { maps: null, https: true })['Strict-Transport-Security']).toMatch(/^max-age=\d{7,}/)
    expect(baseHeaders('/admin/collections', { maps: null, https: false })).toMatchObject({ 'X-Frame-Options': 'SAMEORIGIN', 'Content-Security-Policy': adminPolicy() })
    expect(baseHeaders('/administrator', { maps: null, https: false })['Content-Security-Policy']).toBe(sitePolicy())
  })

  it('turns off the powerful features and lets only the video players have theirs', () => {
    const policy = permissionsPolicy()
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`)
    expect(policy).toContain('fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com" "https://rutube.ru")')
  })
})

describe('hashInlineScripts', () => {
  function response() {
    const req = new IncomingMessage(new Socket())
    const res = new ServerResponse(req)
    const sink = new PassThrough()
    const written: Buffer[] = []
    sink.on('data', (chunk: Buffer) => written.push(chunk))
    res.assignSocket(sink as unknown as Socket)
    return { res, text: () => Buffer.concat(written).toString('utf8') }
  }

  it('holds an HTML answer back until its end and sends the policy of its scripts', async () => {
    const { res, text } = response()
    hashInlineScripts(res, { maps: null, https: false })
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.flushHeaders()
    res.write('<html><script>a()</script>')
    expect(res.headersSent).toBe(false)
    await new Promise<void>((resolve) => res.end('<script>b()</script></html>', resolve))
    expect(res.getHeader('content-security-policy')).toBe(sitePolicy({ scriptHashes: [sha('a()'), sha('b()')] }))
    expect(text()).toContain('<html><script>a()</script><script>b()</script></html>')
  })

  it('hashes the page as rewritten, and sends that page', async () => {
    const { res, text } = response()
    hashInlineScripts(res, { maps: null, https: false }, false, (html) => html.replace('a()', 'c()'))
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Content-Length', 33)
    await new Promise<void>((resolve) => res.end('<html><script>a()</script></html>', resolve))
    expect(res.getHeader('content-security-policy')).toBe(sitePolicy({ scriptHashes: [sha('c()')] }))
    expect(text()).toContain('<html><script>c()</script></html>')
    expect(res.getHeader('content-length')).toBe(33)
  })

  it('lets anything else through as it comes', () => {
    const { res } = response()
    hashInlineScripts(res, { maps: null, https: false })
    res.writeHead(200, { 'Content-Type': 'application/json' })
    expect(res.headersSent).toBe(true)
    res.end('{}')
    expect(res.getHeader('content-security-policy')).toBeUndefined()
  })

  it('sends no policy with a 304 of Next, which would replace the hashes of the browser copy', () => {
    const { res } = response()
    res.setHeader('Content-Security-Policy', sitePolicy())
    hashInlineScripts(res, { maps: null, https: false })
    res.writeHead(304, { ETag: '"x"' })
    res.end()
    expect(res.getHeader('content-security-policy')).toBeUndefined()
  })

  it("gives a PDF a policy that refuses framing only (Chromium's viewer is a plugin)", () => {
    const { res } = response()
    res.setHeader('Content-Security-Policy', sitePolicy())
    hashInlineScripts(res, { maps: null, https: false })
    res.setHeader('Content-Type', 'application/pdf')
    res.end('%PDF-1.7')
    expect(res.getHeader('content-security-policy')).toBe(PDF_POLICY)
  })
})
