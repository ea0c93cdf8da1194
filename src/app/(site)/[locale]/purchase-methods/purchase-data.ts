import { combinedScope, programEffectiveRate } from '@/domain/purchase-methods'
import type { Locale } from '@/i18n/locales'
import { calculatorPrograms, type PublicInstallment, type PublicMortgage } from '@/services/calculators'
import { complexNavigation } from '@/services/complexes'
import { listEstateCategories } from '@/services/estate-categories'
import { visibleHouses } from '@/services/houses'
import { getPurchaseGuide, type PurchaseGuideView } from '@/services/purchase-guide'

export type MortgageCard = PublicMortgage & { effective_rate: number }

export type PurchaseSection = {
  guide: PurchaseGuideView
  /** Every published program, by initial payment from highest to lowest (spec §3). */
  mortgages: MortgageCard[]
  installments: PublicInstallment[]
  /** "Projects: …" and "Property: …" of a set of programs, in the page's language ('' when it is everywhere). */
  scopeText: (programs: ReadonlyArray<PublicMortgage | PublicInstallment>) => { projects: string; categories: string }
}

/** What every page of the section shows: the guide's texts, the programs and the names of their scopes. */
export async function loadPurchaseSection(locale: Locale): Promise<PurchaseSection> {
  const [guide, programs, projects, queues, categories] = await Promise.all([
    getPurchaseGuide(locale),
    calculatorPrograms(locale, {}),
    complexNavigation(locale),
    visibleHouses(locale),
    listEstateCategories(locale),
  ])
  const projectName = new Map(projects.map((p) => [p.id, p.name]))
  const projectOfQueue = new Map(queues.map((q) => [q.id, q.complex]))
  const categoryTitle = new Map<string, string>(categories.map((c) => [c.code, c.title]))
  const join = (names: Array<string | undefined>) => names.filter(Boolean).join(', ')
  return {
    guide,
    mortgages: programs.mortgages.map((p) => ({ ...p, effective_rate: programEffectiveRate(p) })),
    installments: programs.installments,
    scopeText: (list) => {
      const scope = combinedScope(list, projectOfQueue)
      return {
        projects: scope.projects ? join(scope.projects.map((id) => projectName.get(id))) : '',
        categories: scope.categories ? join(scope.categories.map((code) => categoryTitle.get(code))) : '',
      }
    },
  }
}
