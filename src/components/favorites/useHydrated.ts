'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** False during server rendering and hydration, true afterwards: browser storage can be read then. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
