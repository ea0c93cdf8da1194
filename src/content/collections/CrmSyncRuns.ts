import type { CollectionConfig } from 'payload'

import { hasRole, type Role } from '../access'
import { crmSyncEndpoint } from '../crm-sync-endpoint'

const DATE_CELL = '/content/admin/AlmatyDateCell#AlmatyDateCell'
const contentStaff = ({ req }: { req: { user?: unknown } }) => hasRole(req.user as { role?: Role } | null, 'admin', 'editor')

const count = (name: string) => ({ name, type: 'number' as const, defaultValue: 0, admin: { readOnly: true } })

/**
 * The CRM sync's log (issue 36, item 1): one row per run (scheduled or started from the admin), written
 * by services/inventory-sync.ts only. Administrators and editors read it; the list's panel
 * (admin/CrmSyncPanel.tsx) starts a run or a dry run; the dashboard warns when the last run failed or is
 * older than three intervals (admin/CrmSyncWarning.tsx).
 */
export const CrmSyncRuns: CollectionConfig = {
  slug: 'crm-sync-runs',
  admin: {
    group: 'Projects',
    useAsTitle: 'id',
    defaultColumns: ['started_at', 'status', 'trigger', 'source', 'new_count', 'linked_count', 'price_changed_count', 'status_changed_count', 'taken_off_count', 'problem_count'],
    listSearchableFields: [],
    components: { beforeListTable: ['/content/admin/CrmSyncPanel#CrmSyncPanel'] },
  },
  access: { read: contentStaff, create: () => false, update: () => false, delete: () => false },
  endpoints: [crmSyncEndpoint],
  defaultSort: '-started_at',
  fields: [
    { name: 'started_at', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, components: { Cell: DATE_CELL } } },
    { name: 'ended_at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, components: { Cell: DATE_CELL } } },
    { name: 'status', type: 'select', options: ['running', 'done', 'failed'], required: true, index: true, enumName: 'enum_crm_sync_runs_status', admin: { readOnly: true } },
    { name: 'trigger', type: 'select', options: ['schedule', 'manual'], required: true, admin: { readOnly: true } },
    { name: 'source', type: 'select', options: ['profitbase', 'macrocrm'], required: true, admin: { readOnly: true } },
    { type: 'row', fields: [count('new_count'), count('linked_count'), count('price_changed_count'), count('status_changed_count')] },
    { type: 'row', fields: [count('other_changed_count'), count('taken_off_count'), count('problem_count')] },
    { name: 'problem_rows', type: 'json', admin: { readOnly: true } },
    { name: 'error', type: 'textarea', admin: { readOnly: true } },
  ],
}
