import type { AwardItem } from '@/components/company/AwardList'
import type { CompanyFiguresData } from '@/components/company/CompanyFigures'
import { galleryImages } from '@/components/projects/detail/gallery-images'
import { mediaPicture } from '@/components/media/picture'
import type { GalleryImage } from '@/components/gallery/Gallery'
import type { Locale } from '@/i18n/locales'
import { isPreview } from '@/app/(site)/preview'
import {
  getAboutPage,
  getAboutPageDraft,
  listAwards,
  listEmployees,
  listReviews,
  type AboutPageView,
  type PublicAward,
  type PublicEmployee,
  type PublicReview,
} from '@/services/company'
import { projectDocumentsOverview, projectFacts, type ProjectDocument } from '@/services/complexes'
import { progressOverview, type ProgressSummary } from '@/services/construction-progress'
import { deliveredHomes } from '@/services/estate-stats'
import { listPhotos, listVideos, type PublicVideo } from '@/services/gallery'
import { visibleHouses } from '@/services/houses'

export type AboutData = {
  about: AboutPageView
  figures: CompanyFiguresData
  people: PublicEmployee[]
  awards: AwardItem[]
  /** The awards as the store has them (structured data). */
  awardTitles: string[]
  reviews: PublicReview[]
  photos: GalleryImage[]
  videos: PublicVideo[]
  progress: ProgressSummary[]
  /** Each project's documents (permits, guarantees, declarations). */
  documents: Array<{ project: { name: string; slug: string }; documents: ProjectDocument[] }>
}

const toAwardItem = (award: PublicAward): AwardItem => ({
  id: award.id,
  title: award.title,
  year: award.year,
  issuer: award.issuer,
  description: award.description,
  thumb: mediaPicture(award.image, 'card'),
  image: mediaPicture(award.image, 'hero'),
})

/** Everything /about shows, from the cached services; the figures are counted from the catalogue. */
export async function loadAboutData(locale: Locale, now = new Date()): Promise<AboutData> {
  const [about, people, awards, reviews, photos, videos, progress, facts, homes, houses, documents] = await Promise.all([
    (await isPreview()) ? getAboutPageDraft(locale) : getAboutPage(locale),
    listEmployees(locale),
    listAwards(locale),
    listReviews(locale, {}),
    listPhotos(locale, {}),
    listVideos(locale, {}),
    progressOverview(locale),
    projectFacts(locale),
    deliveredHomes(),
    visibleHouses(locale),
    projectDocumentsOverview(locale),
  ])
  const foundedYear = about.founded_year
  return {
    about,
    figures: {
      years: foundedYear ? now.getUTCFullYear() - foundedYear : null,
      projects: facts.projects,
      cities: facts.cities,
      homes,
      building: houses.filter((h) => h.status === 'construction').length,
    },
    people,
    awards: awards.map(toAwardItem),
    awardTitles: awards.map((a) => a.title),
    reviews,
    photos: galleryImages(photos.flatMap((p) => (p.image ? [{ ...p.image, alt: p.image.alt || p.title }] : []))),
    videos,
    progress,
    documents,
  }
}
