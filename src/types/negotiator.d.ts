/**
 * negotiator 1.1 ships no types (and @types/negotiator is not a dependency): the part
 * src/lib/response-cache.mjs uses, the languages of an Accept-Language header.
 */
declare module 'negotiator' {
  class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> })
    /** The languages the request accepts, most preferred first (among `available` when given). */
    languages(available?: string[]): string[]
    /** The most preferred language (among `available` when given). */
    language(available?: string[]): string | undefined
  }

  export = Negotiator
}
