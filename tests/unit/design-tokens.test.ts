import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { COLOURS, SPACING_SCALE, TYPE_SCALE } from '../../src/app/(site)/[locale]/test-ui/design-tokens'

/** The custom properties declared in the stylesheet's first :root block (the defaults, before the breakpoints). */
function declared(prefix: string): Array<{ name: string; value: string }> {
  const css = readFileSync(fileURLToPath(new URL('../../src/components/tokens.css', import.meta.url)), 'utf8')
  const root = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')))
  return [...root.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)].map(([, name, value]) => ({ name, value: value.trim() })).filter((token) => token.name.startsWith(prefix))
}

describe("/test-ui's design tokens", () => {
  it('are those of src/components/tokens.css, with their values, in its order', () => {
    expect(TYPE_SCALE).toEqual(declared('--text-'))
    expect(SPACING_SCALE).toEqual(declared('--space-'))
    expect(COLOURS).toEqual(declared('--color-'))
  })
})
