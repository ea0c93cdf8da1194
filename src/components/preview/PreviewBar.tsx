import { PREVIEW_EXIT_ROUTE } from '@/lib/preview-constants'
import styles from './preview-bar.module.css'

/**
 * In the admin's live preview frame (Payload posts `payload-document-event` to it after every save,
 * autosave included; the admin is on this origin): say "ready" to the admin, and load the page again on
 * each save, so it shows the new draft. Payload's RefreshRouteOnSave does the same with a soft refresh,
 * but as a client component of the layout it would ship in every visitor's scripts. An inline script of
 * the preview's own HTML only: the server allows it by its hash (src/lib/security-headers.js).
 */
const REFRESH_ON_SAVE = `(() => {
  if (window.parent === window) return
  const origin = location.origin
  window.parent.postMessage({ type: 'payload-live-preview', ready: true }, origin)
  addEventListener('message', (event) => {
    if (event.origin === origin && event.data && event.data.type === 'payload-document-event') location.reload()
  })
})()`

/**
 * The bar of an editor's draft preview (src/lib/preview-links.ts), rendered only in one, on the server
 * (no client code): it says that drafts are shown and leads out of the preview to the published page
 * (the exit route goes back to the page it was left from).
 */
export function PreviewBar({ notice, exit }: { notice: string; exit: string }) {
  return (
    <div className={styles.bar} role="status" data-testid="preview-bar">
      <p>{notice}</p>
      <a className={styles.exit} href={PREVIEW_EXIT_ROUTE}>
        {exit}
      </a>
      <script dangerouslySetInnerHTML={{ __html: REFRESH_ON_SAVE }} />
    </div>
  )
}
