import type { CollectionAfterErrorHook } from 'payload'

/**
 * Validation errors keep their field-level reasons in REST answers: `{errors: [{name, message, data:
 * {errors: [{path, message}]}}]}`. Payload's error formatter recognizes its ValidationError by class,
 * and the class the server bundle throws is not always the one the formatter checks, so answers came
 * with the summary only ("The following field is invalid: Area").
 */
export const keepFieldErrors: CollectionAfterErrorHook = ({ error, result }) => {
  const data = (error as { data?: { errors?: unknown } }).data
  if (!data || !Array.isArray(data.errors) || !data.errors.length) return
  return { response: { ...(result ?? {}), errors: [{ name: error.name, message: error.message, data }] } }
}
