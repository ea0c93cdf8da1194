import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** docs/dependencies.md's "Dependencies" section: the runtime table, then (under `### `) the development tools named. */
function dependenciesSection(): { runtime: string; development: string } {
  const doc = read('docs/dependencies.md')
  const start = doc.indexOf('## Dependencies')
  const end = doc.indexOf('\n## ', start + 3)
  const section = doc.slice(start, end === -1 ? undefined : end)
  const split = section.indexOf('\n### ')
  return split === -1 ? { runtime: section, development: '' } : { runtime: section.slice(0, split), development: section.slice(split) }
}

/** A table's rows as package → version. */
function documentedVersions(table: string): Map<string, string> {
  const versions = new Map<string, string>()
  for (const [, names, version] of table.matchAll(/^\| (`[^|]+`) \| ([^ |]+) \|/gm)) {
    for (const [, name] of names.matchAll(/`([^`]+)`/g)) versions.set(name, version)
  }
  return versions
}

const lock = () => JSON.parse(read('package-lock.json')).packages

describe('the documented dependency list (docs/dependencies.md)', () => {
  it('names every runtime dependency with the version the lock installs, and nothing else', () => {
    const dependencies = Object.keys(JSON.parse(read('package.json')).dependencies)
    const packages = lock()
    const installed = new Map(dependencies.map((name) => [name, packages[`node_modules/${name}`]?.version as string]))
    expect(documentedVersions(dependenciesSection().runtime)).toEqual(installed)
  })

  it('names development tools that are development dependencies, with the version the lock installs', () => {
    const devDependencies = JSON.parse(read('package.json')).devDependencies as Record<string, string>
    const packages = lock()
    const documented = documentedVersions(dependenciesSection().development)
    expect(documented.size).toBeGreaterThan(0)
    for (const [name, version] of documented) {
      expect(Object.keys(devDependencies), `${name} is a development dependency`).toContain(name)
      expect(version, `${name}'s version`).toBe(packages[`node_modules/${name}`]?.version)
    }
  })
})
