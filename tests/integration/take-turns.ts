// A set-up file of every integration test file (vitest.integration.config.ts): those that use the global
// set-up's servers take turns on them (tests/integration/shared-servers.ts).
import { afterAll, beforeAll, inject } from 'vitest'

import { takeTurn, usesSharedServers } from './shared-servers'

let giveBack: (() => void) | null = null

// The wait is at most one other file's run: the hook's own limit is the suite's guard, not this.
beforeAll(async ({}, suite) => {
  if (usesSharedServers(suite.file.filepath)) giveBack = await takeTurn(inject('sharedServersTurn'))
}, 30 * 60_000)

afterAll(() => {
  giveBack?.()
  giveBack = null
})
