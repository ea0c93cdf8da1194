import { describe, expect, it, vi } from 'vitest'

import { createYandexMapsLoader, YandexMapException, type LoaderEnvironment } from './loader'
import { checkOptions, DEFAULT_OPTIONS, langForLocale, scriptUrl } from './options'
import type { Ymaps3 } from './ymaps3-types'

const fakeYmaps = (ready: Promise<unknown> = Promise.resolve()): Ymaps3 => ({ ready }) as unknown as Ymaps3

function environment(overrides: Partial<LoaderEnvironment> = {}) {
  const console = { warn: vi.fn(), error: vi.fn() }
  const loadScript = vi.fn(async () => {})
  const env: LoaderEnvironment = { loadScript, getGlobal: () => fakeYmaps(), console, timeoutMs: 50, ...overrides }
  return { env, console, loadScript }
}

describe('Yandex Maps options', () => {
  it('default to ru_RU, v3, non-strict (spec §9)', () => {
    expect(DEFAULT_OPTIONS).toEqual({ lang: 'ru_RU', version: 'v3', strictMode: false })
    expect(checkOptions({ apikey: 'k' })).toEqual({ options: { apikey: 'k', lang: 'ru_RU', version: 'v3', strictMode: false }, problems: [] })
  })

  it('follow the site language', () => {
    expect(langForLocale('ru')).toBe('ru_RU')
    expect(langForLocale('kk')).toBe('kk_KZ')
    expect(langForLocale('en')).toBe('en_US')
    expect(langForLocale('xx')).toBe('ru_RU')
  })

  it('report a missing key, unknown options and unusable values', () => {
    const { problems, options } = checkOptions({ apikey: ' ', lang: 'de_DE', foo: 1, bar: 2, version: 'v2', strictMode: 'yes' })
    expect(problems.map((p) => p.kind)).toEqual(['missing-key', 'unknown-option', 'bad-value', 'bad-value', 'bad-value'])
    expect(problems[1].message).toContain('foo, bar')
    expect(options).toEqual({ apikey: '', lang: 'ru_RU', version: 'v3', strictMode: false })
  })

  it('build the script URL from the configured base with apikey and lang', () => {
    expect(scriptUrl(undefined, { apikey: 'a b', lang: 'kk_KZ' })).toBe('https://api-maps.yandex.ru/v3/?apikey=a+b&lang=kk_KZ')
    expect(scriptUrl('https://ymaps.test/v3/?x=1', { apikey: 'k', lang: 'en_US' })).toBe('https://ymaps.test/v3/?x=1&apikey=k&lang=en_US')
    expect(() => scriptUrl('not a url', { apikey: 'k', lang: 'en_US' })).toThrow()
  })
})

describe('Yandex Maps loader', () => {
  it('goes pending → loading → loaded and loads the script once for every map of the page', async () => {
    const { env, loadScript } = environment()
    const loader = createYandexMapsLoader(env)
    const seen: string[] = []
    loader.subscribe(() => seen.push(loader.getState()))
    expect(loader.getState()).toBe('pending')
    const first = loader.load({ apikey: 'k', lang: 'en_US' }, 'https://ymaps.test/v3/')
    const second = loader.load({ apikey: 'k' })
    expect(loader.getState()).toBe('loading')
    expect(await first).toBe(await second)
    expect(loader.getState()).toBe('loaded')
    expect(seen).toEqual(['loading', 'loaded'])
    expect(loadScript).toHaveBeenCalledTimes(1)
    expect(loadScript).toHaveBeenCalledWith('https://ymaps.test/v3/?apikey=k&lang=en_US')
  })

  it('waits for ymaps3.ready before resolving', async () => {
    let ready!: () => void
    const { env } = environment({ getGlobal: () => fakeYmaps(new Promise<void>((resolve) => (ready = resolve))) })
    const loader = createYandexMapsLoader({ ...env, timeoutMs: 1000 })
    const result = loader.load({ apikey: 'k' })
    await new Promise((r) => setTimeout(r, 10))
    expect(loader.getState()).toBe('loading')
    ready()
    await result
    expect(loader.getState()).toBe('loaded')
  })

  it.each([
    ['the script fails', { loadScript: () => Promise.reject(new Error('net::ERR_FAILED')) }],
    ['the global is missing', { getGlobal: () => undefined }],
    ['ready rejects', { getGlobal: () => fakeYmaps(Promise.reject(new Error('invalid key'))) }],
    ['the script never answers', { loadScript: () => new Promise<void>(() => {}) }],
  ])('fails with a YandexMapException when %s', async (_, overrides) => {
    const { env, console } = environment(overrides as Partial<LoaderEnvironment>)
    const loader = createYandexMapsLoader(env)
    const error = await loader.load({ apikey: 'k' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(YandexMapException)
    expect((error as Error).name).toBe('YandexMapException')
    expect(loader.getState()).toBe('error')
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('YandexMapException: '))
  })

  it('warns about a missing key and does not request the script nor change the shared state', async () => {
    const { env, console, loadScript } = environment()
    const loader = createYandexMapsLoader(env)
    const error = await loader.load({ apikey: '' }).catch((e: unknown) => e)
    expect((error as Error).name).toBe('YandexMapException')
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('API key is missing'))
    expect(loadScript).not.toHaveBeenCalled()
    expect(loader.getState()).toBe('pending')
  })

  it('warns about unknown options but still loads, unless strict', async () => {
    const lenient = environment()
    await createYandexMapsLoader(lenient.env).load({ apikey: 'k', zoomControl: true })
    expect(lenient.console.warn).toHaveBeenCalledWith(expect.stringContaining('Unknown Yandex Maps option(s): zoomControl'))
    expect(lenient.loadScript).toHaveBeenCalledTimes(1)

    const strict = environment()
    const error = await createYandexMapsLoader(strict.env)
      .load({ apikey: 'k', strictMode: true, zoomControl: true })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(YandexMapException)
    expect(strict.loadScript).not.toHaveBeenCalled()
  })

  it('fails with a YandexMapException for an invalid script URL', async () => {
    const { env } = environment()
    const loader = createYandexMapsLoader(env)
    const error = await loader.load({ apikey: 'k' }, 'nonsense').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(YandexMapException)
    expect(loader.getState()).toBe('error')
  })
})
