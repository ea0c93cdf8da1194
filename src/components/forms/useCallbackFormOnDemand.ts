'use client'

import { useCallback, useState } from 'react'

type CallbackFormComponent = typeof import('./CallbackForm').CallbackForm

let download: Promise<CallbackFormComponent> | null = null
/** One download per page however many triggers ask; a failed one (offline) is tried again on the next ask. */
function loadCallbackForm(): Promise<CallbackFormComponent> {
  download ??= import('./CallbackForm').then(
    (module) => module.CallbackForm,
    (error: unknown) => {
      download = null
      throw error
    },
  )
  return download
}

/**
 * The callback form of the header's panel and the mobile drawer, downloaded when a visitor is about to
 * open it instead of with every page: its code (the form, its parts, the phone mask and the lead request)
 * is about 2 KB of compressed script, a tenth of our own on a page without a form of its own. Pages that
 * show the form inline (home, project, property) bundle it anyway, and the download resolves at once there.
 *
 * `prepare` starts the download (the trigger's hover, focus or touch). `whenReady(show)` calls `show` once
 * the form is in hand, so a dialog opens with the form inside and focuses its first field as before; if
 * the download failed, `show` is called all the same with `failed` set, for the dialog to say so.
 * Not next/dynamic: its placeholder would be what the dialog opens on, and the focus would land there.
 */
export function useCallbackFormOnDemand() {
  const [state, setState] = useState<{ Form: CallbackFormComponent | null; failed: boolean }>({ Form: null, failed: false })
  const prepare = useCallback(() => {
    loadCallbackForm().catch(() => {
      // The visitor's click asks again and shows the failure.
    })
  }, [])
  const whenReady = useCallback((show: () => void) => {
    loadCallbackForm().then(
      (Form) => {
        setState({ Form, failed: false })
        show()
      },
      () => {
        setState({ Form: null, failed: true })
        show()
      },
    )
  }, [])
  return { ...state, prepare, whenReady }
}
