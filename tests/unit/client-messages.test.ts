import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { isClientMessage, pickClientMessages, pickSectionMessages } from '../../src/i18n/client-messages'
import { DEFAULT_MESSAGES } from '../../src/i18n/messages'

const root = path.resolve(__dirname, '../..')
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
  })

/** Client components ('use client') and every module they import by a relative path, except type-only imports. */
function browserModules(): string[] {
  const seen = new Set<string>()
  const queue = sourceFiles(path.join(root, 'src')).filter((file) => /^['"]use client['"]/.test(readFileSync(file, 'utf8')))
  while (queue.length) {
    const file = queue.shift()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^import (?!type )[^'"]*from '(\.[^']+)'/gm)) {
      const base = path.resolve(path.dirname(file), specifier)
      const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate))
      if (found) queue.push(found)
    }
  }
  return [...seen]
}

/**
 * Keys given to a translator (`t(...)`, `t.has(...)`, `t.rich(...)`): literal keys, and the literal start
 * of template keys; and, in a module that types keys (`MessageKey`), any quoted text that is a key, such
 * as the values of a map of labels (`{ price: 'prop-sort-price' } satisfies Record<EstateSort, MessageKey>`,
 * then `t(SORT_LABELS[sort])`).
 */
function usedKeys(files: string[], keys: ReadonlySet<string>) {
  const literal = new Set<string>()
  const templatePrefixes = new Set<string>()
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    for (const [, quote, key, interpolation] of source.matchAll(/\bt(?:\.rich|\.has)?\(\s*(['`])([^'`$]*)(\$\{)?/g)) {
      if (quote === '`' && interpolation) templatePrefixes.add(key)
      else literal.add(key)
    }
    if (/\bMessageKey\b/.test(source)) for (const [, text] of source.matchAll(/'([a-z0-9_-]+)'/g)) if (keys.has(text)) literal.add(text)
  }
  return { literal, templatePrefixes }
}

describe('client messages', () => {
  const files = browserModules()
  const allKeys = Object.keys(DEFAULT_MESSAGES.ru)
  const { literal, templatePrefixes } = usedKeys(files, new Set(allKeys))

  it('find the client components and the keys they use', () => {
    expect(files.some((file) => file.endsWith('CallbackForm.tsx'))).toBe(true)
    expect(files.some((file) => file.endsWith('estate-format.ts'))).toBe(true)
    expect(literal.has('form-submit')).toBe(true)
    expect(literal.has('prop-sort-price-per-m2')).toBe(true)
    expect(templatePrefixes.has('favorites-status-')).toBe(true)
  })

  it('include every key a client component or its helpers use', () => {
    expect([...literal].filter((key) => !isClientMessage(key))).toEqual([])
    for (const prefix of templatePrefixes) {
      const keys = allKeys.filter((key) => key.startsWith(prefix))
      expect(keys.length, prefix).toBeGreaterThan(0)
      expect(
        keys.filter((key) => !isClientMessage(key)),
        prefix,
      ).toEqual([])
    }
  })

  it('leave out the strings only the server formats', () => {
    const picked = pickClientMessages(DEFAULT_MESSAGES.ru)
    expect(picked['form-submit']).toBe(DEFAULT_MESSAGES.ru['form-submit'])
    for (const key of ['site-description', 'home-hero-text', 'footer-copyright', 'project-description', 'prop-meta-description']) expect(picked).not.toHaveProperty(key)
    expect(Object.keys(picked).length).toBeLessThan(allKeys.length * 0.7)
  })

  it("give a section page only the section's own strings: the shell's are in the page once, from the layout", () => {
    const section = pickSectionMessages(DEFAULT_MESSAGES.ru, 'purchase-methods')
    expect(section['calc-result']).toBe(DEFAULT_MESSAGES.ru['calc-result'])
    expect(section).not.toHaveProperty('form-submit')
    expect(Object.keys(section).filter((key) => key in pickClientMessages(DEFAULT_MESSAGES.ru))).toEqual([])
  })
})
