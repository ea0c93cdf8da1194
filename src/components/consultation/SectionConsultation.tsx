import type { ConsultationSection } from '@/client/consultation'
import { localizedPath } from '@/domain/routing-rules'
import type { Locale } from '@/i18n/locales'
import type { PublicFeedbackImage } from '@/services/gallery'
import { ownMediaPath } from '../media/own-media-path'
import { ConsultationTrigger } from './ConsultationTrigger'
import type { ConsultationImage } from './types'

/**
 * Mounted by the /projects, /properties and /purchase-methods layouts, which read the feedback images
 * (services/gallery listFeedbackImages): hands them to the small client trigger, which opens the
 * consultation modal once per section per session.
 */
export function SectionConsultation({ section, locale, feedbackImages }: { section: ConsultationSection; locale: Locale; feedbackImages: PublicFeedbackImage[] }) {
  const images: ConsultationImage[] = feedbackImages.flatMap(({ id, alt, image }) => {
    if (!image) return []
    const size = image.sizes.card ?? image.sizes.thumbnail
    return [{ id, alt: alt || image.alt, src: ownMediaPath(size?.url ?? image.url), width: size?.width ?? image.width ?? 800, height: size?.height ?? image.height ?? 600 }]
  })
  return <ConsultationTrigger section={section} images={images} policyHref={localizedPath(locale, '/policy.pdf')} />
}
