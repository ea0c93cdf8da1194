'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

import { inEditorLanguage, w } from '../admin-words'

const TITLE = w('Живой предпросмотр страницы', 'Live preview of the page')
const UNTITLED_PREVIEW = 'iframe#live-preview-iframe:not([title])'

/**
 * Names the Live Preview frame for screen readers. Payload 3.90's LivePreview window passes no `title`
 * to its iframe, so a screen reader announces a frame with no name. This admin provider gives every
 * such frame one, in the editor's language, as the frame appears. Remove it once Payload names the frame.
 */
export function LivePreviewFrameTitle({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const title = inEditorLanguage(TITLE, i18n.language)
  useEffect(() => {
    const name = () => document.querySelectorAll(UNTITLED_PREVIEW).forEach((frame) => frame.setAttribute('title', title))
    name()
    const observer = new MutationObserver(name)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [title])
  return children
}
