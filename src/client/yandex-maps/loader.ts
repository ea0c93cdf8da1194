import { checkOptions, scriptUrl, type OptionProblem, type YandexMapsOptions } from './options'
import type { Ymaps3 } from './ymaps3-types'

/**
 * The Yandex Maps JS API v3 loader: one shared script load per page, whatever the number of maps.
 * Its status (spec §4: pending, loading, loaded, error) is observable with `subscribe`/`getState`
 * (React: useSyncExternalStore). Every failure is a YandexMapException (spec §8); problems with the
 * options (missing key, unknown options) are written to the developer console.
 *
 * The browser work (adding the script tag, reading window.ymaps3) is injected, so the state machine is
 * unit-tested without a DOM; `yandexMapsLoader` below is the page's instance.
 */

export type LoaderState = 'pending' | 'loading' | 'loaded' | 'error'

export class YandexMapException extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'YandexMapException'
  }
}

export type LoaderEnvironment = {
  /** Adds the script and settles when it has loaded or failed. */
  loadScript: (src: string) => Promise<void>
  /** The API global once the script ran. */
  getGlobal: () => Ymaps3 | undefined
  console: Pick<Console, 'warn' | 'error'>
  /** How long the script and `ymaps3.ready` may take before the load counts as failed. */
  timeoutMs?: number
}

export type YandexMapsLoader = {
  load: (rawOptions: Record<string, unknown>, baseUrl?: string) => Promise<Ymaps3>
  getState: () => LoaderState
  subscribe: (listener: () => void) => () => void
  /** Writes the option problems to the console (also used by maps that do not load: no key). */
  report: (problems: OptionProblem[]) => void
}

const DEFAULT_TIMEOUT_MS = 20_000

export function createYandexMapsLoader(env: LoaderEnvironment): YandexMapsLoader {
  let state: LoaderState = 'pending'
  let loading: Promise<Ymaps3> | null = null
  const listeners = new Set<() => void>()
  const setState = (next: LoaderState) => {
    state = next
    for (const listener of listeners) listener()
  }

  const report = (problems: OptionProblem[]) => {
    for (const problem of problems) env.console.warn(`[YandexMaps] ${problem.message}`)
  }

  const withTimeout = <T>(promise: Promise<T>, what: string): Promise<T> => {
    const ms = env.timeoutMs ?? DEFAULT_TIMEOUT_MS
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new YandexMapException(`${what} took longer than ${ms} ms`)), ms)
      promise.then(
        (value) => {
          clearTimeout(timer)
          resolve(value)
        },
        (error: unknown) => {
          clearTimeout(timer)
          reject(error)
        },
      )
    })
  }

  async function run(options: YandexMapsOptions, src: string): Promise<Ymaps3> {
    try {
      await withTimeout(env.loadScript(src), 'Loading the Yandex Maps script').catch((cause: unknown) => {
        throw cause instanceof YandexMapException ? cause : new YandexMapException(`The Yandex Maps script failed to load (${src.split('?')[0]})`, { cause })
      })
      const ymaps3 = env.getGlobal()
      if (!ymaps3) throw new YandexMapException('The Yandex Maps script ran but window.ymaps3 is missing')
      await withTimeout(Promise.resolve(ymaps3.ready), 'Yandex Maps initialisation').catch((cause: unknown) => {
        throw cause instanceof YandexMapException ? cause : new YandexMapException(`Yandex Maps failed to initialise: ${String(cause)}`, { cause })
      })
      setState('loaded')
      return ymaps3
    } catch (error) {
      const exception = error instanceof YandexMapException ? error : new YandexMapException(String(error), { cause: error })
      env.console.error(`[YandexMaps] ${exception.name}: ${exception.message}`)
      setState('error')
      throw exception
    }
  }

  function load(rawOptions: Record<string, unknown>, baseUrl?: string): Promise<Ymaps3> {
    if (loading) return loading
    const { options, problems } = checkOptions(rawOptions)
    report(problems)
    const missingKey = problems.some((p) => p.kind === 'missing-key')
    if (missingKey || (options.strictMode && problems.length)) {
      // Nothing was requested: the shared state stays as it is, so a later load with a key still works.
      return Promise.reject(new YandexMapException(problems.map((p) => p.message).join(' ')))
    }
    let src: string
    try {
      src = scriptUrl(baseUrl, options)
    } catch (cause) {
      env.console.error(`[YandexMaps] Invalid script URL ${JSON.stringify(baseUrl)}`)
      setState('error')
      return (loading = Promise.reject(new YandexMapException(`Invalid Yandex Maps script URL ${JSON.stringify(baseUrl)}`, { cause })))
    }
    setState('loading')
    loading = run(options, src)
    return loading
  }

  return {
    load,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    report,
  }
}

/** Adds `<script src async>` to the document head and settles on its load or error event. */
function loadScriptTag(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => reject(new YandexMapException('The Yandex Maps script could not be fetched'))
    document.head.appendChild(script)
  })
}

/** The page's shared loader (browser only: call `load` from effects). */
export const yandexMapsLoader: YandexMapsLoader = createYandexMapsLoader({
  loadScript: loadScriptTag,
  getGlobal: () => (typeof window === 'undefined' ? undefined : (window as unknown as { ymaps3?: Ymaps3 }).ymaps3),
  console: typeof console === 'undefined' ? { warn: () => {}, error: () => {} } : console,
})
