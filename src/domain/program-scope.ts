import type { EstateCategoryCode } from './estate-categories'

/**
 * Where a purchase program (a bank's mortgage program or an installment plan) applies: its scope lists
 * of projects, queues and property categories. One rule for the programs' services (services/purchase-programs)
 * and for the calculators themselves (domain/loan-calculator's programApplicability):
 *
 * - an empty list applies everywhere; otherwise it must list the given project, queue and category
 *   (one of the given categories);
 * - a parameter left out does not narrow the scope;
 * - when only a queue is given, its project counts as given too (the caller resolves it with the
 *   queue → project map);
 * - when only a project is given, a program limited to queues applies if one of them is in that project.
 */

export type ProgramScope = { complex_ids: readonly number[]; house_ids: readonly number[]; estate_categories: readonly string[] }

export type ScopeQuery = { complexId?: number; houseId?: number; categories?: readonly EstateCategoryCode[] }

/** The project of each public queue (house id → complex id). */
export type HouseComplexes = ReadonlyMap<number, number>

/** Why a program's scope leaves a request out. */
export type ScopeMismatch = 'other-project' | 'other-queue' | 'other-category'

/** The projects of the queues a program is limited to. */
const queueProjects = (program: ProgramScope, houseComplexes: HouseComplexes): number[] =>
  program.house_ids.flatMap((id) => {
    const complexId = houseComplexes.get(id)
    return complexId === undefined ? [] : [complexId]
  })

/** The query with the project of its queue filled in when only the queue was given. */
export function resolveScopeQuery(query: ScopeQuery, houseComplexes: HouseComplexes = new Map()): ScopeQuery {
  if (query.houseId === undefined || query.complexId !== undefined) return query
  const complexId = houseComplexes.get(query.houseId)
  return complexId === undefined ? query : { ...query, complexId }
}

/** Every reason the scope leaves the (resolved) query out; empty when the program applies. */
export function scopeMismatches(program: ProgramScope, query: ScopeQuery, houseComplexes: HouseComplexes = new Map()): ScopeMismatch[] {
  const reasons: ScopeMismatch[] = []
  const { complexId, houseId, categories } = query
  if (complexId !== undefined && program.complex_ids.length && !program.complex_ids.includes(complexId)) reasons.push('other-project')
  else if (houseId === undefined && complexId !== undefined && program.house_ids.length && !queueProjects(program, houseComplexes).includes(complexId))
    // Asked for a project only: a program limited to queues of other projects.
    reasons.push('other-project')
  if (houseId !== undefined && program.house_ids.length && !program.house_ids.includes(houseId)) reasons.push('other-queue')
  if (categories?.length && program.estate_categories.length && !categories.some((c) => program.estate_categories.includes(c))) reasons.push('other-category')
  return reasons
}

/** Whether the program's scope admits the (resolved) query. */
export const scopeAdmits = (program: ProgramScope, query: ScopeQuery, houseComplexes: HouseComplexes = new Map()): boolean =>
  scopeMismatches(program, query, houseComplexes).length === 0

/**
 * Where a set of programs applies, together (the purchase pages' "Projects: …", "Property: …"): the
 * projects, those of the queues a program is limited to included (null: every project), and the
 * categories (null: every category).
 */
export function combinedScope(programs: readonly ProgramScope[], houseComplexes: HouseComplexes): { projects: number[] | null; categories: string[] | null } {
  const everyProject = !programs.length || programs.some((p) => !p.complex_ids.length && !p.house_ids.length)
  const everyCategory = !programs.length || programs.some((p) => !p.estate_categories.length)
  return {
    projects: everyProject ? null : [...new Set(programs.flatMap((p) => [...p.complex_ids, ...queueProjects(p, houseComplexes)]))],
    categories: everyCategory ? null : [...new Set(programs.flatMap((p) => p.estate_categories))],
  }
}
