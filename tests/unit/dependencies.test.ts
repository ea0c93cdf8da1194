import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** The README's "Dependencies" table as package → version. */
function documentedVersions(): Map<string, string> {
  const readme = read('README.md')
  const section = readme.slice(readme.indexOf('## Dependencies'), readme.indexOf('\n## ', readme.indexOf('## Dependencies') + 3))
  const versions = new Map<string, string>()
  for (const [, names, version] of section.matchAll(/^\| (`[^|]+`) \| ([^ |]+) \|/gm)) {
    for (const [, name] of names.matchAll(/`([^`]+)`/g)) versions.set(name, version)
  }
  return versions
}

describe('the README’s dependency list', () => {
  it('names every runtime dependency with the version the lock installs, and nothing else', () => {
    const dependencies = Object.keys(JSON.parse(read('package.json')).dependencies)
    const lock = JSON.parse(read('package-lock.json')).packages
    const installed = new Map(dependencies.map((name) => [name, lock[`node_modules/${name}`]?.version as string]))
    expect(documentedVersions()).toEqual(installed)
  })
})
