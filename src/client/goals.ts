import type { Goal } from '@/domain/analytics'

/** The event a goal travels by, from the code that reaches it (a form, the favorites) to the counters (ConsentBanner). */
export const GOAL_EVENT = 'site:goal'

/** Reports a goal; the counters hear of it only when analytics is configured and the visitor consented. */
export const reportGoal = (goal: Goal): void => {
  window.dispatchEvent(new CustomEvent<Goal>(GOAL_EVENT, { detail: goal }))
}
