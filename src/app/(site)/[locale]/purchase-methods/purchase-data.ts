import type { CalculatorOptions } from '@/components/purchase/calculator/types'
import { combinedScope, type HouseComplexes } from '@/domain/program-scope'
import type { Locale } from '@/i18n/locales'
import { isPreview } from '@/app/(site)/preview'
import { complexNavigation, type ComplexNavItem } from '@/services/complexes'
import { listEstateCategories } from '@/services/estate-categories'
import { visibleHouses } from '@/services/houses'
import { getPurchaseGuide, getPurchaseGuideDraft, type PurchaseGuideView } from '@/services/purchase-guide'
import { calculatorPrograms, houseComplexes, type PublicInstallment, type PublicMortgage } from '@/services/purchase-programs'

/** The id of a page's request form, the target of its hero's call to action. */
export const REQUEST_ID = 'purchase-request'

export type PurchaseSection = {
  guide: PurchaseGuideView
  /** Every published program, by initial payment from highest to lowest (spec §3). */
  mortgages: PublicMortgage[]
  installments: PublicInstallment[]
  /** The published projects (name, price from). */
  projects: ComplexNavItem[]
  /** What the calculators offer to choose: the projects with their queues, and the property categories. */
  options: CalculatorOptions
  /** The project of each queue, for the programs' scope rule (domain/program-scope). */
  houseComplexes: HouseComplexes
  /** "Projects: …" and "Property: …" of a set of programs, in the page's language ('' when it is everywhere). */
  scopeText: (programs: ReadonlyArray<PublicMortgage | PublicInstallment>) => { projects: string; categories: string }
}

/** The guide's texts: the published ones, or the latest draft in an editor's preview. */
export const readPurchaseGuide = async (locale: Locale): Promise<PurchaseGuideView> => ((await isPreview()) ? getPurchaseGuideDraft(locale) : getPurchaseGuide(locale))

/** What every page of the section shows or chooses from: the guide's texts, the programs, the projects and their scopes' names. */
export async function loadPurchaseSection(locale: Locale): Promise<PurchaseSection> {
  const [guide, programs, projects, queues, categories, projectOfQueue] = await Promise.all([
    readPurchaseGuide(locale),
    calculatorPrograms(locale, {}),
    complexNavigation(locale),
    visibleHouses(locale),
    listEstateCategories(locale),
    houseComplexes(locale),
  ])
  const projectName = new Map(projects.map((p) => [p.id, p.name]))
  const categoryTitle = new Map<string, string>(categories.map((c) => [c.code, c.title]))
  const join = (names: Array<string | undefined>) => names.filter(Boolean).join(', ')
  return {
    guide,
    mortgages: programs.mortgages,
    installments: programs.installments,
    projects,
    options: {
      projects: projects.map((p) => ({ id: p.id, name: p.name, queues: queues.filter((q) => q.complex === p.id).map((q) => ({ id: q.id, name: q.name })) })),
      categories: categories.map((c) => ({ code: c.code, title: c.title })),
    },
    houseComplexes: projectOfQueue,
    scopeText: (list) => {
      const scope = combinedScope(list, projectOfQueue)
      return {
        projects: scope.projects ? join(scope.projects.map((id) => projectName.get(id))) : '',
        categories: scope.categories ? join(scope.categories.map((code) => categoryTitle.get(code))) : '',
      }
    },
  }
}
