/**
 * A value for every argument a message uses: `count` for plural and number arguments, functions that
 * return their chunks for tags, text for the rest.
 */
export function sampleValues(message: string, count = 3): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const [, name] of message.matchAll(/\{\s*(\w+)\s*\}/g)) values[name] = '1'
  for (const [, name] of message.matchAll(/\{\s*(\w+)\s*,\s*(?:plural|selectordinal|number)/g)) values[name] = count
  for (const [, name] of message.matchAll(/\{\s*(\w+)\s*,\s*select\s*,/g)) values[name] = 'other'
  for (const [, name] of message.matchAll(/<(\w+)>/g)) values[name] = (chunks: string[]) => chunks.join('')
  return values
}
