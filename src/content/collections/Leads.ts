import type { CollectionConfig } from 'payload'

import { isAdmin, isLeadsStaff } from '../access'

export const LEAD_KINDS = ['callback', 'meeting', 'question', 'reserve', 'vacancy', 'student_vacancy', 'subscription'] as const

/** Visitors' requests. The public creates them only through the /api/feedback endpoints (Local API). */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: { useAsTitle: 'name', group: 'Leads', defaultColumns: ['kind', 'name', 'phone', 'createdAt'] },
  access: { read: isLeadsStaff, create: () => false, update: isLeadsStaff, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'kind', type: 'select', options: [...LEAD_KINDS], required: true, index: true },
    { name: 'name', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'email', type: 'email' },
    { name: 'message', type: 'textarea' },
    { name: 'payload', type: 'json', admin: { description: 'Everything else the form sent.' } },
    { name: 'utm', type: 'json' },
    { name: 'locale', type: 'text' },
    { name: 'page', type: 'text' },
    { name: 'user_agent', type: 'text' },
  ],
}
