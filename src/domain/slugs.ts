import slugify from '@sindresorhus/slugify'

/**
 * A URL slug from a name, for a document saved without one: Russian by the transliteration library's
 * own table, the Kazakh letters it does not know by the official Latin alphabet of 2021 simplified to
 * ASCII (ә→a, ғ→g, қ→q, ң→n, ө→o, ұ→u, ү→u, һ→h, і→i). "ЖК Нұрлы Жол" → "zhk-nurly-zhol".
 */
const KAZAKH: Array<[string, string]> = [
  ['ә', 'a'],
  ['ғ', 'g'],
  ['қ', 'q'],
  ['ң', 'n'],
  ['ө', 'o'],
  ['ұ', 'u'],
  ['ү', 'u'],
  ['һ', 'h'],
  ['і', 'i'],
].flatMap(([letter, latin]) => [
  [letter, latin],
  [letter.toUpperCase(), latin],
]) as Array<[string, string]>

export const MAX_SLUG_LENGTH = 80

export function slugFromName(name: string): string {
  const slug = slugify(name, { customReplacements: KAZAKH, decamelize: false })
  return slug.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '')
}

/** The slug with a number after it (`-2`, `-3`…): the next one to try when the slug is taken. */
export const numberedSlug = (slug: string, n: number): string => `${slug.slice(0, MAX_SLUG_LENGTH - String(n).length - 1).replace(/-+$/, '')}-${n}`
