'use client'

import { useCallback, useState } from 'react'

/**
 * A part of the page whose code comes when a visitor is about to use it (a dialog, a drawer, a form)
 * instead of with every page. `onDemand(load)` gives a hook; its `intent` handlers, spread on the trigger,
 * start the download on the trigger's hover, focus or touch, and `whenReady(show)` calls `show` once the code is in hand, so that
 * a dialog opens with its content and focuses it as if it had always been there; if the download failed,
 * `show` is called all the same with `failed` set, for the trigger to say so. One download per page however
 * many triggers ask; a failed one (offline) is tried again on the next ask.
 * Not React.lazy or next/dynamic: a failed download would throw to the error boundary, and a placeholder
 * would be what a dialog opens and focuses.
 */
export function onDemand<T>(load: () => Promise<T>) {
  let download: Promise<T> | null = null
  const get = () =>
    (download ??= load().catch((error: unknown) => {
      download = null
      throw error
    }))

  const prepare = () => {
    get().catch(() => {
      // The visitor's click asks again and shows the failure.
    })
  }
  const intent = { onPointerEnter: prepare, onFocus: prepare, onTouchStart: prepare }

  return function useOnDemand() {
    const [state, setState] = useState<{ loaded: T | null; failed: boolean }>({ loaded: null, failed: false })
    const whenReady = useCallback((show: () => void) => {
      get().then(
        (loaded) => {
          setState({ loaded, failed: false })
          show()
        },
        () => {
          setState({ loaded: null, failed: true })
          show()
        },
      )
    }, [])
    return { ...state, intent, whenReady }
  }
}
