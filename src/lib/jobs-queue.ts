import type { JobsConfig } from 'payload'

/**
 * Adds a feature's tasks to Payload's jobs config and runs its queue every second on this instance (the
 * delivery leader's; at most `limit` jobs a tick). Every periodic feature (scheduled publishing, reservation
 * holds, the CRM sync, alerts) is one queue of its own, so one slow feature never delays another.
 */
export function withQueue(jobs: JobsConfig, queue: string, limit: number, tasks: NonNullable<JobsConfig['tasks']> = []): JobsConfig {
  const autoRun = Array.isArray(jobs.autoRun) ? jobs.autoRun : []
  return {
    ...jobs,
    tasks: [...(jobs.tasks ?? []), ...tasks],
    autoRun: [...autoRun, { cron: '* * * * * *', queue, limit, silent: { info: true } }],
  }
}
