import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { CONSULTATION_SECTIONS, type ConsultationSection } from '@/client/consultation'
import { SectionConsultation } from '@/components/consultation/SectionConsultation'
import type { Locale } from '@/i18n/locales'
import { listFeedbackImages } from '@/services/gallery'

export const metadata: Metadata = { title: 'Consultation modal', robots: { index: false, follow: false } }

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ section?: string }> }

/**
 * /test-ui/consultation?section=projects: a stand-in page of a section, mounting the consultation
 * modal exactly as the section layouts do, for the browser tests (tests/e2e/catalogue-consultation.spec.ts).
 */
export default async function ConsultationFixturePage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const requested = (await searchParams).section
  const section: ConsultationSection = CONSULTATION_SECTIONS.find((s) => s === requested) ?? 'projects'
  return (
    <main id="main" className="container">
      <h1>Consultation modal: {section}</h1>
      <p>
        <a href="#main">A link to focus before the modal opens</a>
      </p>
      <SectionConsultation section={section} locale={locale} feedbackImages={await listFeedbackImages(locale)} />
    </main>
  )
}
