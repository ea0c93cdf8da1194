import type { ReactNode } from 'react'

import { SectionConsultation } from '@/components/consultation/SectionConsultation'
import type { Locale } from '@/i18n/locales'
import { listFeedbackImages } from '@/services/gallery'

/** Every /properties page: the consultation modal, once per session (src/client/consultation.ts). */
export default async function PropertiesLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  const feedbackImages = await listFeedbackImages(locale as Locale)
  return (
    <>
      {children}
      <SectionConsultation section="properties" locale={locale as Locale} feedbackImages={feedbackImages} />
    </>
  )
}
