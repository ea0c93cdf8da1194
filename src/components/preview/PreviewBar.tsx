'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { usePathname, useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

import { PREVIEW_EXIT_ROUTE } from '@/lib/preview-constants'
import styles from './preview-bar.module.css'

/**
 * The bar of an editor's draft preview (src/lib/preview-links.ts), rendered only in one: it says that
 * drafts are shown and leads out of the preview to the published page. Inside the admin's live preview
 * frame the page refreshes itself on every save of the document (Payload's RefreshRouteOnSave; the
 * admin is on this origin).
 */
const neverChanges = () => () => {}
/** In a frame (the admin's live preview), the admin's origin, which is this site's; else null. */
const frameParentOrigin = () => (window.parent !== window ? window.location.origin : null)

export function PreviewBar({ notice, exit }: { notice: string; exit: string }) {
  const router = useRouter()
  const pathname = usePathname()
  const adminOrigin = useSyncExternalStore(neverChanges, frameParentOrigin, () => null)
  return (
    <div className={styles.bar} role="status" data-testid="preview-bar">
      <p>{notice}</p>
      <a className={styles.exit} href={`${PREVIEW_EXIT_ROUTE}?${new URLSearchParams({ path: pathname })}`}>
        {exit}
      </a>
      {adminOrigin && <RefreshRouteOnSave refresh={router.refresh} serverURL={adminOrigin} />}
    </div>
  )
}
