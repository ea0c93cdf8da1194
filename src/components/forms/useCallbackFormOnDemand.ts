'use client'

import { onDemand } from '../ui/on-demand'

const useCallbackForm = onDemand(() => import('./CallbackForm').then((module) => module.CallbackForm))

/**
 * The callback form of the mobile drawer and of pages that show it in a dialog, downloaded when a visitor
 * is about to open it instead of with every page: its code (the form, its parts, the phone mask and the
 * lead request) is about 2 KB of compressed script. Pages that show the form inline (home, project,
 * property) bundle it anyway, and the download resolves at once there.
 */
export function useCallbackFormOnDemand() {
  const { loaded, ...rest } = useCallbackForm()
  return { Form: loaded, ...rest }
}
