import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Integration test files run two at a time (vitest.integration.config.ts). Those that test the global
 * set-up's servers (`inject('targets')`) change what the others read there (an editor's save, a rate
 * limit, the render count), so they take turns on them: each holds the turn from before its first hook to
 * after its last (tests/integration/take-turns.ts). A file with servers of its own runs beside them, which
 * is most of the gain: the long ones (lead delivery, the CRM sync, scale-out, the fuzz suite) mostly wait on
 * timers.
 */
const SHARED = /\binject\(\s*['"]targets['"]\s*\)/

/** Whether a test file uses the global set-up's servers (read from its source). */
export const usesSharedServers = (file: string): boolean => SHARED.test(fs.readFileSync(file, 'utf8'))

/** Whether a process still runs (a holder that crashed leaves its turn behind). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Waits for the turn (a folder made atomically, with the holder's pid inside) and takes it; resolves
 * with the function that gives it back.
 */
export async function takeTurn(lockDir: string): Promise<() => void> {
  const owner = path.join(lockDir, 'pid')
  for (;;) {
    try {
      fs.mkdirSync(lockDir)
      fs.writeFileSync(owner, String(process.pid))
      return () => fs.rmSync(lockDir, { recursive: true, force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    let holder = 0
    try {
      holder = Number(fs.readFileSync(owner, 'utf8')) || 0
    } catch {
      // no pid yet (the holder is between the two calls above), or the turn was given back meanwhile
    }
    // A dead holder's turn is taken over.
    if (holder && !alive(holder)) fs.rmSync(lockDir, { recursive: true, force: true })
    else await sleep(250)
  }
}
