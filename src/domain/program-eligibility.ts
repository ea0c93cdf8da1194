/**
 * Who may use a purchase program: up to three yes/no questions the calculators ask (issue 34) and the
 * requirements editors tick on a program. A program requiring something the buyer answered "no" to is
 * hidden from the choice, with the reason; an unanswered question hides nothing.
 *
 * In the URL each answer is `first_home`, `otbasy_deposit` or `new_build` = `yes` | `no`, so a calculation
 * with its answers can be shared and reloaded like the rest of the calculator's inputs.
 */

/** The questions, in the order they are asked. */
export const ELIGIBILITY_QUESTIONS = ['first_home', 'otbasy_deposit', 'new_build'] as const
export type EligibilityQuestion = (typeof ELIGIBILITY_QUESTIONS)[number]

export type EligibilityAnswers = Partial<Record<EligibilityQuestion, boolean>>

type Requiring = { requirements?: readonly EligibilityQuestion[] | null }

/**
 * The answers as they count: every property this site sells is a new build, so once the calculation is
 * about one of its projects, queues or units the third question is answered by that choice.
 */
export function countedAnswers(answers: EligibilityAnswers, propertyChosen: boolean): EligibilityAnswers {
  return propertyChosen ? { ...answers, new_build: true } : answers
}

/** The requirements of a program the buyer answered "no" to: why it is hidden (none: it stays). */
export const eligibilityMismatches = (program: Requiring, answers: EligibilityAnswers): EligibilityQuestion[] =>
  ELIGIBILITY_QUESTIONS.filter((question) => program.requirements?.includes(question) && answers[question] === false)

/** The questions worth asking: those some program requires (in the questions' order), less the ones the chosen property answers. */
export function questionsToAsk(programs: readonly Requiring[], propertyChosen: boolean): EligibilityQuestion[] {
  return ELIGIBILITY_QUESTIONS.filter((question) => !(propertyChosen && question === 'new_build') && programs.some((p) => p.requirements?.includes(question)))
}

/** The answers in a URL's parameters; `changed` when one of them had a value other than yes or no. */
export function eligibilityAnswersFrom(params: Readonly<Record<string, string | undefined>>): { answers: EligibilityAnswers; changed: boolean } {
  const answers: EligibilityAnswers = {}
  let changed = false
  for (const question of ELIGIBILITY_QUESTIONS) {
    const value = params[question]
    if (value === undefined) continue
    if (value === 'yes' || value === 'no') answers[question] = value === 'yes'
    else changed = true
  }
  return { answers, changed }
}

/** The answers as URL parameters (unanswered questions left out). */
export const eligibilityParams = (answers: EligibilityAnswers): Array<[EligibilityQuestion, 'yes' | 'no']> =>
  ELIGIBILITY_QUESTIONS.flatMap((question) => (answers[question] === undefined ? [] : [[question, answers[question] ? 'yes' : 'no'] as [EligibilityQuestion, 'yes' | 'no']]))
