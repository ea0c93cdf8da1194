import type { HomeData } from '@/components/home/HomeSections'
import type { HomeBlock, HomeBlockType } from '@/domain/home-blocks'
import { paginate } from '@/domain/pagination'
import type { Locale } from '@/i18n/locales'
import { listArticles } from '@/services/articles'
import { listReviews } from '@/services/company'
import { listComplexes, type ComplexListItem } from '@/services/complexes'
import { categoryTabs } from '@/services/estate-categories'
import { listBanners, listVideos } from '@/services/gallery'
import { listPromotions } from '@/services/promotions'
import { listMortgagePrograms } from '@/services/purchase-programs'

const PROJECTS = 6
const PROMOTIONS = 3
const NEWS = 3
const REVIEWS = 3
const VIDEOS = 3

/** What the shown sections need, read side by side from the cached services; a removed section reads nothing. */
export async function loadHomeData(locale: Locale, blocks: HomeBlock[], now: Date): Promise<HomeData> {
  const shown = new Set<HomeBlockType>(blocks.map((block) => block.type))
  const when = <T>(type: HomeBlockType, read: () => Promise<T>, empty: T): Promise<T> => (shown.has(type) ? read() : Promise.resolve(empty))
  const [banners, promotions, projects, categories, mortgages, news, reviews, videos] = await Promise.all([
    when('banners', () => listBanners(locale), []),
    when('promotions', async () => (await listPromotions(locale, { page: 1, perPage: PROMOTIONS, active: true }, now)).data, []),
    when('projects', () => listComplexes(locale, {}, 1, PROJECTS), paginate<ComplexListItem>([], 1, PROJECTS, 0)),
    when('categories', () => categoryTabs(locale), []),
    when('mortgage', () => listMortgagePrograms(locale), []),
    when('news', async () => (await listArticles(locale, { page: 1, perPage: NEWS }, now)).data, []),
    when('reviews', async () => (await listReviews(locale, {})).slice(0, REVIEWS), []),
    when('videos', async () => (await listVideos(locale, {})).slice(0, VIDEOS), []),
  ])
  return { now, banners, promotions, projects: projects.data, projectsTotal: projects.meta.total, categories, mortgages, news, reviews, videos }
}
