import { draftMode } from 'next/headers'

/**
 * Whether this render is an editor's draft preview (src/lib/preview-links.ts): the pages that show
 * drafts read them then. Never in a cached render (Next renders a preview per request, apart).
 */
export const isPreview = async (): Promise<boolean> => (await draftMode()).isEnabled
