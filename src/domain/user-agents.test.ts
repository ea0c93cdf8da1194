import { describe, expect, it } from 'vitest'

import { isAuditTool, isSearchBot } from './user-agents'

const CHROME = 'Mozilla/5.0 (Linux; Android 13; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36'
const YA_BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0 YaBrowser/23.11 Safari/537.36'

describe('isSearchBot', () => {
  it('recognises search-engine crawlers', () => {
    expect(isSearchBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true)
    expect(isSearchBot('Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)')).toBe(true)
    expect(isSearchBot('Mozilla/5.0 (compatible; YandexMobileBot/3.0)')).toBe(true)
    expect(isSearchBot('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(true)
    expect(isSearchBot('Mozilla/5.0 (compatible; Mail.RU_Bot/2.0)')).toBe(true)
  })
  it('leaves browsers alone, including phones and browsers with bot-like names', () => {
    expect(isSearchBot(CHROME)).toBe(false)
    expect(isSearchBot(YA_BROWSER)).toBe(false)
    expect(isSearchBot(null)).toBe(false)
    expect(isSearchBot('')).toBe(false)
  })
})

describe('isAuditTool', () => {
  it('recognises page-speed audit tools', () => {
    expect(isAuditTool('Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36 Chrome-Lighthouse')).toBe(true)
    expect(isAuditTool('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36 GTmetrix')).toBe(true)
  })
  it('leaves browsers and crawlers alone', () => {
    expect(isAuditTool(CHROME)).toBe(false)
    expect(isAuditTool('Googlebot/2.1')).toBe(false)
    expect(isAuditTool(undefined)).toBe(false)
  })
})
