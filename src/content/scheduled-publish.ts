import type { JobsConfig } from 'payload'
import { withQueue } from '../lib/jobs-queue'

/**
 * Publish and unpublish at a set time: the admin's "Schedule" queues Payload's `schedulePublish` task on
 * the default queue with the chosen time (its `waitUntil`); this run picks the due ones up every second
 * inside the server, behind the same `shouldAutoRun` leader check as the lead deliveries (one instance
 * runs them). The task's save expires the cached pages as an editor's publish does, so a scheduled
 * change is live within 2 s of its time, as a publish is (one indexed query a second when none is due).
 */
export const SCHEDULED_PUBLISH_QUEUE = 'default'

export const withScheduledPublishing = (jobs: JobsConfig): JobsConfig => withQueue(jobs, SCHEDULED_PUBLISH_QUEUE, 20)
