import { digitsOf } from '@/components/forms/amount'
import { ELIGIBILITY_QUESTIONS, type EligibilityAnswers } from '@/domain/program-eligibility'
import type { Fields } from './types'

const CHOICES = ['complex_id', 'house_id', 'category', 'estate_id'] as const
const AMOUNTS = ['price', 'initial_payment', 'term_months'] as const

/**
 * The calculator's fields as a visitor left them in the server's form before its code ran (React keeps the
 * fields' values while it hydrates), where they differ from `fields`. `id` is the calculator's useId prefix.
 */
export function typedBefore(id: string, fields: Fields): Partial<Fields> {
  const typed: Partial<Fields> = {}
  const element = (name: string) => document.getElementById(`${id}-${name}`) as HTMLInputElement | HTMLSelectElement | null
  for (const name of CHOICES) {
    const value = element(name)?.value
    if (value !== undefined && value !== fields[name]) typed[name] = value
  }
  for (const name of AMOUNTS) {
    const value = element(name)?.value
    if (value !== undefined && digitsOf(value) !== fields[name]) typed[name] = digitsOf(value)
  }
  const radios = (group: string) => [...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${id}-${group}"]`)]
  const schedule = radios('schedule').find((radio) => radio.checked)?.value
  if (schedule && schedule !== fields.schedule) typed.schedule = schedule as Fields['schedule']
  const program = radios('program').find((radio) => radio.checked)?.value
  if (program && program !== fields.program_id) typed.program_id = program
  // A question's radios are its yes and its no, in that order.
  const answers: EligibilityAnswers = { ...fields.answers }
  for (const question of ELIGIBILITY_QUESTIONS) {
    const [yes, no] = radios(question)
    if (yes?.checked) answers[question] = true
    else if (no?.checked) answers[question] = false
  }
  if (ELIGIBILITY_QUESTIONS.some((question) => answers[question] !== fields.answers[question])) typed.answers = answers
  return typed
}
