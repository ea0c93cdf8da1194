import type { ReactNode } from 'react'

import { SectionConsultation } from '@/components/consultation/SectionConsultation'
import { SectionMessages } from '@/components/shell/SectionMessages'
import type { Locale } from '@/i18n/locales'
import { listFeedbackImages } from '@/services/gallery'

/**
 * Every /purchase-methods page: the calculators' strings, and the consultation modal once per session
 * (src/client/consultation.ts).
 */
export default async function PurchaseMethodsLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  const feedbackImages = await listFeedbackImages(locale as Locale)
  return (
    <SectionMessages section="purchase-methods">
      {children}
      <SectionConsultation section="purchase-methods" locale={locale as Locale} feedbackImages={feedbackImages} />
    </SectionMessages>
  )
}
