/**
 * At most `max` jobs at a time, the next `queue` waiting their turn in order, any more refused at once
 * with a ConcurrencyLimitReached: for CPU-heavy work in a request (a PDF), so a burst cannot pile up
 * unbounded work and memory in the process, and the site's pages keep the processor between jobs.
 */
export class ConcurrencyLimitReached extends Error {
  constructor() {
    super('too many jobs waiting')
  }
}

export function concurrencyLimit(max: number, queue: number): <T>(job: () => Promise<T>) => Promise<T> {
  let running = 0
  const waiting: Array<() => void> = []
  const release = () => {
    running -= 1
    const next = waiting.shift()
    if (next) {
      running += 1
      next()
    }
  }
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (running >= max) {
      if (waiting.length >= queue) throw new ConcurrencyLimitReached()
      await new Promise<void>((resolve) => waiting.push(resolve))
    } else running += 1
    try {
      return await job()
    } finally {
      release()
    }
  }
}
