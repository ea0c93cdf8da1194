'use client'

import { useEffect, useState, type ComponentType } from 'react'

/**
 * A component whose code comes in a chunk of its own once the page has hydrated, for what shows nothing
 * at first anyway (the consent banner reads the visitor's cookie first, the consultation trigger waits
 * its delay): imported plainly, its code would be in the first load of every page that mounts it. A failed
 * download (offline) shows nothing, never an error: the visitor did not ask for it.
 */
export function afterHydration<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  return function AfterHydration(props: Props) {
    const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null)
    useEffect(() => {
      load().then(
        (component) => setLoaded(() => component),
        () => undefined,
      )
    }, [])
    return Loaded ? <Loaded {...props} /> : null
  }
}
