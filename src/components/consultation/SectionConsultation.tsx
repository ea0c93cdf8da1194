import type { ConsultationSection } from '@/client/consultation'
import { localizedPath } from '@/domain/routing-rules'
import type { Locale } from '@/i18n/locales'
import type { PublicFeedbackImage } from '@/services/gallery'
import { ConsultationLoader } from './ConsultationLoader'
import type { ConsultationImage } from './types'
import { mediaPicture } from '@/components/media/picture'

/**
 * Mounted by the /projects, /properties and /purchase-methods layouts, which read the feedback images
 * (services/gallery listFeedbackImages): hands them to the client trigger (loaded after hydration), which opens the
 * consultation modal once per section per session.
 */
export function SectionConsultation({ section, locale, feedbackImages }: { section: ConsultationSection; locale: Locale; feedbackImages: PublicFeedbackImage[] }) {
  const images: ConsultationImage[] = feedbackImages.flatMap(({ id, alt, image }) => {
    const picture = mediaPicture(image, 'card')
    return picture && image ? [{ id, alt: alt || image.alt, ...picture }] : []
  })
  return <ConsultationLoader section={section} images={images} policyHref={localizedPath(locale, '/policy.pdf')} />
}
