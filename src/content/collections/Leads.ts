import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook, CollectionConfig, Field, FieldAccess, Where } from 'payload'

import { hasRole, isAdmin, isLeadsStaff, type Role } from '../access'
import { LEAD_KINDS } from '../../domain/lead-forms'
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, LEAD_STATUSES, initialLeadStatus, leadSearchNeedle, leadSearchText } from '../../domain/lead-desk'
import { LOCALES } from '../../i18n/locales'
import { requestDrizzle, rowsOf, storeHandle } from '../../lib/store-handle'
import {
  CHANNEL_STATE_LABELS,
  CHANNEL_STATES,
  DELIVERY_STATE_LABELS,
  DELIVERY_STATES,
  exportLeadsEndpoint,
  overallDeliveryState,
  retryDeliveryEndpoint,
  retryFailedEndpoint,
  TARGET_LABELS,
  TARGETS,
} from '../../leads/admin-seam'

export { LEAD_KINDS }

/*
 * Who writes what, and why nobody's write clobbers another's (Payload writes whole rows: an update
 * reads the document, merges the change and writes every column back).
 *
 * - What the visitor sent (the submission fields below) is written once, by the leads pipeline's
 *   create (Local API). Field-level `access.update: () => false` refuses it to every role, admin
 *   included, in the admin and through REST (PATCH /cms-api/leads/:id with `name` leaves the name).
 * - The delivery state (delivery, delivery_state) belongs to the delivery job and the retry endpoint.
 *   They write its columns alone, in one statement (src/leads/delivery/record.ts), never the whole row.
 *   Staff cannot write it (field access), so a staff save holding a stale copy of the screen never sends it back.
 * - The work fields (status, assignee) belong to staff (admin and sales); nothing else writes them.
 * - Comments are documents of their own (lead-comments, append-only, joined here): two people commenting
 *   at once each insert a row and never rewrite the lead.
 * A staff save still writes the whole row Payload read when it began: `keepOtherWritersFields` takes the
 * delivery state as it is just before the write. On PostgreSQL it first locks the row in the save's
 * transaction, so a delivery write waits for the save and is never undone by it; on SQLite (one process,
 * no transactions) what remains is the few milliseconds between that read and the write.
 */

const never: FieldAccess = () => false
const SUBMISSION = { access: { update: never }, admin: { readOnly: true } } as const
const DELIVERY_FIELDS = ['delivery', 'delivery_state', 'spam'] as const

const keepOtherWritersFields: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc?.id) return data
  if (storeHandle(req.payload).name === 'postgres' && req.transactionID)
    await rowsOf(await requestDrizzle(req.payload, req), sql`SELECT id FROM leads WHERE id = ${originalDoc.id} FOR UPDATE`)
  const fresh = (await req.payload.db.findOne({ collection: 'leads', where: { id: { equals: originalDoc.id } }, req })) as Record<string, unknown> | null
  if (!fresh) return data
  for (const field of DELIVERY_FIELDS) if (fresh[field] !== undefined) data[field] = fresh[field]
  return data
}

/**
 * Every status change, with who made it and when (the lead's status history): appended here, on the
 * server, whoever changed the status and however (admin, REST, Local API). A write that does not send
 * the status never records one.
 */
const recordStatusChange: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !data.status || data.status === originalDoc?.status) return data
  const history = (originalDoc?.status_history ?? []) as Array<{ by?: unknown }>
  data.status_history = [
    ...history.map((row) => ({ ...row, by: row.by && typeof row.by === 'object' ? (row.by as { id: number }).id : row.by })),
    { at: new Date().toISOString(), by: req.user?.id ?? null, from: originalDoc?.status ?? null, to: data.status },
  ]
  return data
}

/** The overall state always follows every target's state, whoever changed them. */
const deriveDeliveryState: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const delivery = { ...originalDoc?.delivery, ...data.delivery }
  const spam = data.spam ?? originalDoc?.spam ?? false
  data.delivery_state = overallDeliveryState(
    TARGETS.map((target) => delivery[target]),
    spam,
  )
  return data
}

/** A new lead starts as new (or spam: the honeypot); its search key follows what the visitor sent. */
const deskFields: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation === 'create' && !data.status) data.status = initialLeadStatus(data.spam)
  data.search_text = leadSearchText({ ...originalDoc, ...data })
  return data
}

/** The list's search box (and any where on search_text) in the key's own terms: folded, phones as digits. */
function foldSearch(where: Where | undefined): Where | undefined {
  if (!where || typeof where !== 'object') return where
  const out: Where = {}
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) out[key] = value.map((w) => foldSearch(w as Where) as Where)
    else if (key === 'search_text' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([op, v]) => [op, typeof v === 'string' ? leadSearchNeedle(v) : v]))
    } else out[key] = value
  }
  return out
}

const foldSearchQuery: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'read' || operation === 'count') {
    const withWhere = args as { where?: Where }
    if (withWhere.where) withWhere.where = foldSearch(withWhere.where)
  }
  return args
}

const label = (ru: string, en: string) => ({ ru, en })
const LANGUAGE_LABELS: Record<string, { ru: string; en: string }> = { ru: label('русский', 'Russian'), kk: label('казахский', 'Kazakh'), en: label('английский', 'English') }
const sidebar = { position: 'sidebar' as const }

const statusOptions = LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }))

const workFields: Field[] = [
  {
    name: 'status',
    label: label('Статус', 'Status'),
    type: 'select',
    required: true,
    index: true,
    defaultValue: 'new',
    options: statusOptions,
    access: { update: ({ req }) => hasRole(req.user as { role?: Role }, 'admin', 'sales') },
    admin: sidebar,
  },
  {
    name: 'assignee',
    label: label('Ответственный', 'Assignee'),
    type: 'relationship',
    relationTo: 'users',
    index: true,
    filterOptions: { role: { in: ['admin', 'sales'] } },
    access: { update: ({ req }) => hasRole(req.user as { role?: Role }, 'admin', 'sales') },
    admin: { ...sidebar, components: { Cell: '/leads/admin/LeadListCells#AssigneeCell' } },
  },
]

/** Who changed the status, when, from what to what: written by recordStatusChange only, shown as a list. */
const statusHistoryField: Field = {
  name: 'status_history',
  label: label('История статусов', 'Status history'),
  labels: { singular: label('Смена статуса', 'Status change'), plural: label('Смены статуса', 'Status changes') },
  type: 'array',
  access: { create: never, update: never },
  admin: { readOnly: true, components: { Field: '/leads/admin/LeadStatusHistory#LeadStatusHistory' } },
  fields: [
    { name: 'at', label: label('Когда', 'When'), type: 'date', admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' } } },
    { name: 'by', label: label('Кто', 'Who'), type: 'relationship', relationTo: 'users' },
    { name: 'from', label: label('Было', 'From'), type: 'select', options: statusOptions },
    { name: 'to', label: label('Стало', 'To'), type: 'select', options: statusOptions },
  ],
}

/**
 * Visitors' requests (the site's forms). The public creates them only through the /api endpoints
 * (src/leads, Local API); staff with the admin or sales role read, work (status, assignee, comments)
 * and export them; editors (content) and anonymous visitors cannot read them.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: label('Заявка', 'Lead'), plural: label('Заявки', 'Leads') },
  admin: {
    useAsTitle: 'name',
    group: label('Заявки', 'Leads'),
    defaultColumns: ['createdAt', 'kind', 'name', 'phone', 'status', 'assignee', 'meeting_at', 'complex', 'delivery_state'],
    listSearchableFields: ['search_text'],
    description: label(
      'Заявки с сайта. Фильтры по типу, дате, проекту, статусу и доставке; поиск по имени, телефону (в любом формате) или e-mail; выгрузка в CSV над списком.',
      'Requests from the site. Filter by kind, date, project, status or delivery; search by name, phone (any format) or e-mail; export to CSV above the list.',
    ),
    components: { beforeListTable: ['/leads/admin/LeadsListActions#LeadsListActions'] },
  },
  // Staff may update a lead, but only its work fields: every other field refuses updates (field access).
  access: { read: isLeadsStaff, create: () => false, update: isLeadsStaff, delete: isAdmin },
  defaultSort: '-createdAt',
  endpoints: [exportLeadsEndpoint, retryFailedEndpoint, retryDeliveryEndpoint],
  hooks: {
    beforeOperation: [foldSearchQuery],
    beforeChange: [recordStatusChange, keepOtherWritersFields, deskFields, deriveDeliveryState],
    // A deleted lead takes its comments along (their lead is required).
    beforeDelete: [async ({ id, req }) => void (await req.payload.delete({ collection: 'lead-comments', where: { lead: { equals: id } }, overrideAccess: true, req }))],
  },
  fields: [
    ...workFields,
    {
      name: 'kind',
      label: label('Тип', 'Kind'),
      type: 'select',
      options: LEAD_KINDS.map((value) => ({ value, label: LEAD_KIND_LABELS[value] })),
      required: true,
      index: true,
      ...SUBMISSION,
    },
    {
      type: 'row',
      fields: [
        { name: 'name', label: label('Имя', 'Name'), type: 'text', ...SUBMISSION },
        {
          name: 'phone',
          label: label('Телефон', 'Phone'),
          type: 'text',
          index: true,
          ...SUBMISSION,
          admin: { readOnly: true, components: { Field: '/leads/admin/LeadPhone#LeadPhone', Cell: '/leads/admin/LeadListCells#PhoneCell' } },
        },
        { name: 'email', label: label('E-mail', 'E-mail'), type: 'text', index: true, ...SUBMISSION },
      ],
    },
    { name: 'message', label: label('Сообщение', 'Message'), type: 'textarea', ...SUBMISSION },
    {
      type: 'row',
      fields: [
        {
          name: 'meeting_at',
          label: label('Дата и время встречи', 'Meeting date and time'),
          type: 'date',
          index: true,
          ...SUBMISSION,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' }, condition: (data) => Boolean(data?.meeting_at) },
        },
        {
          name: 'meeting_office',
          label: label('Офис встречи', 'Meeting office'),
          type: 'relationship',
          relationTo: 'contacts',
          ...SUBMISSION,
          admin: { readOnly: true, condition: (data) => Boolean(data?.meeting_office) },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'complex',
          label: label('Проект', 'Project'),
          type: 'relationship',
          relationTo: 'complexes',
          index: true,
          ...SUBMISSION,
          admin: { readOnly: true, components: { Cell: '/leads/admin/LeadListCells#ProjectCell' } },
        },
        { name: 'estate', label: label('Объект', 'Property'), type: 'relationship', relationTo: 'estates', ...SUBMISSION },
        { name: 'vacancy', label: label('Вакансия', 'Vacancy'), type: 'relationship', relationTo: 'vacancies', ...SUBMISSION },
      ],
    },
    { name: 'cv', label: label('Резюме', 'CV'), type: 'upload', relationTo: 'lead-files', ...SUBMISSION },
    {
      // Our own read-only list, not Payload's JSON editor (Monaco, loaded from a public CDN: blank offline).
      name: 'details',
      label: label('Другие поля формы', 'Other fields of the form'),
      type: 'json',
      ...SUBMISSION,
      admin: { readOnly: true, components: { Field: '/leads/admin/LeadDetails#LeadDetails' } },
    },
    {
      name: 'comments',
      label: label('Комментарии', 'Comments'),
      type: 'join',
      collection: 'lead-comments',
      on: 'lead',
      defaultSort: 'createdAt',
      defaultLimit: 50,
      // The author cell shows the time too, in Almaty (CommentAuthorCell).
      admin: { defaultColumns: ['author', 'text'], allowCreate: true },
    },
    statusHistoryField,
    {
      name: 'utm',
      label: label('UTM-метки', 'UTM tags'),
      type: 'group',
      ...SUBMISSION,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'source', label: label('utm_source', 'utm_source'), type: 'text' },
            { name: 'medium', label: label('utm_medium', 'utm_medium'), type: 'text' },
            { name: 'campaign', label: label('utm_campaign', 'utm_campaign'), type: 'text' },
            { name: 'term', label: label('utm_term', 'utm_term'), type: 'text' },
          ],
        },
      ],
    },
    { name: 'page', label: label('Страница', 'Page'), type: 'text', ...SUBMISSION },
    {
      name: 'locale',
      label: label('Язык сайта', 'Site language'),
      type: 'select',
      options: LOCALES.map((value) => ({ value, label: LANGUAGE_LABELS[value] })),
      ...SUBMISSION,
      admin: { readOnly: true, ...sidebar },
    },
    { name: 'user_agent', label: label('Браузер (User-Agent)', 'User agent'), type: 'text', ...SUBMISSION, admin: { readOnly: true, ...sidebar } },
    {
      name: 'delivery_state',
      label: label('Доставка', 'Delivery'),
      type: 'select',
      index: true,
      defaultValue: 'pending',
      options: DELIVERY_STATES.map((value) => ({ value, label: DELIVERY_STATE_LABELS[value] })),
      ...SUBMISSION,
      admin: { readOnly: true, ...sidebar, components: { Cell: '/leads/admin/LeadListCells#DeliveryCell' } },
    },
    {
      name: 'delivery_panel',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/leads/admin/LeadDeliveryPanel#LeadDeliveryPanel' } },
    },
    {
      name: 'delivery',
      label: label('Доставка по адресатам', 'Delivery by target'),
      type: 'group',
      ...SUBMISSION,
      admin: { readOnly: true, ...sidebar },
      fields: [
        // Per target (TARGETS, src/leads/delivery-state.ts): its state, when it got the lead, its last error.
        ...TARGETS.flatMap((target): Field[] => {
          const name = TARGET_LABELS[target]
          return [
            { name: target, label: name, type: 'select', options: CHANNEL_STATES.map((value) => ({ value, label: CHANNEL_STATE_LABELS[value] })) },
            {
              name: `${target}_sent_at`,
              label: label(`${name.ru}: отправлено`, `${name.en}: sent at`),
              type: 'date',
              admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' } },
            },
            { name: `${target}_error`, label: label(`${name.ru}: ошибка`, `${name.en}: error`), type: 'text' },
          ]
        }),
        { name: 'attempts', label: label('Попыток', 'Attempts'), type: 'number', defaultValue: 0 },
        { name: 'last_error', label: label('Последняя ошибка', 'Last error'), type: 'text' },
      ],
    },
    {
      name: 'spam',
      label: label('Ловушка для ботов', 'Honeypot'),
      type: 'checkbox',
      defaultValue: false,
      index: true,
      ...SUBMISSION,
      admin: { readOnly: true, ...sidebar, description: label('Скрытое поле формы было заполнено (вероятно, бот).', 'The honeypot field was filled.') },
    },
    // Idempotency key sent to the CRM; the delivery job finds its lead by it.
    {
      name: 'uid',
      label: label('Ключ идемпотентности', 'Idempotency key'),
      type: 'text',
      required: true,
      unique: true,
      index: true,
      ...SUBMISSION,
      admin: { readOnly: true, ...sidebar },
    },
    // The same request again within the duplicate window has the same slot: merged, not stored twice.
    { name: 'dedupe_slot', label: label('Слот дубликатов', 'Duplicate slot'), type: 'text', unique: true, index: true, ...SUBMISSION, admin: { hidden: true } },
    // The search key (src/domain/lead-desk.ts): folded name, phone digits in E.164, e-mail.
    { name: 'search_text', label: label('имя, телефон или e-mail', 'name, phone or e-mail'), type: 'text', index: true, access: { update: never }, admin: { hidden: true } },
  ],
}
