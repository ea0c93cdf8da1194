/**
 * The codes the public API answers with (DESIGN §4): a refusal's `message` and each entry of a 422's
 * `errors[field]`. They are part of the API's contract, and each is also the key of its UI string
 * (src/i18n/messages/ru.json), which the site and apps (GET /api/localizations/{lang}) translate by that
 * very key. That is why they keep the contract's snake_case, the one exception to the kebab-case of
 * every other UI string key (tests/unit/messages.test.ts holds both).
 */
export const API_MESSAGE_CODES = [
  'validation_error',
  'validation_required',
  'validation_invalid',
  'validation_name',
  'validation_phone',
  'validation_email',
  'validation_integer',
  'validation_number',
  'validation_boolean',
  'validation_min',
  'validation_max',
  'validation_date',
  'validation_time',
  'validation_exists',
  'validation_slot',
  'validation_closed',
  'validation_file_type',
  'validation_file_size',
  'validation_file_small',
  'validation_file_damaged',
  'validation_file_unsafe',
  'validation_file_protected',
  'bad_request',
  'not_found',
  'payload_too_large',
  'too_many_requests',
  'reserve_unavailable',
  'reserve_limit',
  'service_unavailable',
  'server_error',
] as const

export type ApiMessageCode = (typeof API_MESSAGE_CODES)[number]

/** Why one field was refused (an entry of `errors[field]`). */
export type ValidationCode = Exclude<Extract<ApiMessageCode, `validation_${string}`>, 'validation_error'>

export const isApiMessageCode = (value: unknown): value is ApiMessageCode => (API_MESSAGE_CODES as readonly unknown[]).includes(value)
