import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isAdmin, isLeadsStaff } from '../access'
import { LEAD_KINDS } from '../../domain/lead-forms'
import { LOCALES } from '../../i18n/locales'
import {
  CHANNEL_STATES,
  DELIVERY_STATE_LABELS,
  DELIVERY_STATES,
  exportLeadsEndpoint,
  overallDeliveryState,
  retryDeliveryEndpoint,
  retryFailedEndpoint,
} from '../../leads/admin-seam'

export { LEAD_KINDS }

/** The overall state always follows the channels' states, whoever changed them. */
const deriveDeliveryState: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const delivery = { ...originalDoc?.delivery, ...data.delivery }
  const spam = data.spam ?? originalDoc?.spam ?? false
  data.delivery_state = overallDeliveryState([delivery.email, delivery.crm], spam)
  return data
}

const readOnly = { readOnly: true }

/**
 * Visitors' requests (the site's forms). The public creates them only through the /api endpoints
 * (src/leads, Local API); staff with the admin or sales role read, export and retry them; editors
 * (content) and anonymous visitors cannot read them.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    useAsTitle: 'name',
    group: 'Leads',
    defaultColumns: ['createdAt', 'kind', 'name', 'phone', 'complex', 'delivery_state'],
    listSearchableFields: ['name', 'phone', 'email'],
    description: 'Requests from the site. Filter by kind, date, project or delivery state; export to CSV above the list.',
    components: { beforeListTable: ['/leads/admin/LeadsListActions#LeadsListActions'] },
  },
  // Only the delivery job (Local API) changes a lead: staff edits would race with it (Payload writes whole rows).
  access: { read: isLeadsStaff, create: () => false, update: () => false, delete: isAdmin },
  defaultSort: '-createdAt',
  endpoints: [exportLeadsEndpoint, retryFailedEndpoint, retryDeliveryEndpoint],
  hooks: { beforeChange: [deriveDeliveryState] },
  fields: [
    { name: 'kind', type: 'select', options: [...LEAD_KINDS], required: true, index: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', admin: readOnly },
        { name: 'phone', type: 'text', index: true, admin: readOnly },
        { name: 'email', type: 'text', index: true, admin: readOnly },
      ],
    },
    { name: 'message', type: 'textarea', admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'complex', label: 'Project', type: 'relationship', relationTo: 'complexes', index: true, admin: readOnly },
        { name: 'estate', type: 'relationship', relationTo: 'estates', admin: readOnly },
        { name: 'vacancy', type: 'relationship', relationTo: 'vacancies', admin: readOnly },
      ],
    },
    { name: 'cv', label: 'CV', type: 'upload', relationTo: 'lead-files', admin: readOnly },
    { name: 'details', type: 'json', admin: { ...readOnly, description: 'Other fields of the form (meeting day and time, education…).' } },
    {
      name: 'utm',
      label: 'UTM',
      type: 'group',
      admin: readOnly,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'source', type: 'text' },
            { name: 'medium', type: 'text' },
            { name: 'campaign', type: 'text' },
            { name: 'term', type: 'text' },
          ],
        },
      ],
    },
    { name: 'page', type: 'text', admin: readOnly },
    { name: 'locale', type: 'select', options: [...LOCALES], admin: { ...readOnly, position: 'sidebar' } },
    { name: 'user_agent', label: 'User agent', type: 'text', admin: { ...readOnly, position: 'sidebar' } },
    {
      name: 'delivery_state',
      label: 'Delivery',
      type: 'select',
      index: true,
      defaultValue: 'pending',
      options: DELIVERY_STATES.map((value) => ({ value, label: DELIVERY_STATE_LABELS[value] })),
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'delivery_panel',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/leads/admin/LeadDeliveryPanel#LeadDeliveryPanel' } },
    },
    {
      name: 'delivery',
      type: 'group',
      admin: { ...readOnly, position: 'sidebar' },
      fields: [
        { name: 'email', label: 'E-mail', type: 'select', options: [...CHANNEL_STATES] },
        { name: 'email_sent_at', label: 'E-mail sent at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'crm', label: 'CRM', type: 'select', options: [...CHANNEL_STATES] },
        { name: 'crm_sent_at', label: 'CRM sent at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'attempts', type: 'number', defaultValue: 0 },
        { name: 'last_error', label: 'Last error', type: 'text' },
      ],
    },
    { name: 'spam', type: 'checkbox', defaultValue: false, index: true, admin: { ...readOnly, position: 'sidebar', description: 'The honeypot field was filled.' } },
    // Idempotency key sent to the CRM; the delivery job finds its lead by it.
    { name: 'uid', type: 'text', required: true, unique: true, index: true, admin: { ...readOnly, position: 'sidebar' } },
    // The same request again within the duplicate window has the same slot: merged, not stored twice.
    { name: 'dedupe_slot', type: 'text', unique: true, index: true, admin: { hidden: true } },
  ],
}
