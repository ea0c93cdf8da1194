import { TZDateMini } from '@date-fns/tz/date/mini'

/**
 * Every time Payload's admin prints in Almaty (issue 31, item 3), whatever the zone of the browser or of
 * the server. Payload formats times (`formatDate` of @payloadcms/ui: lists, versions, the version's
 * breadcrumb and restore dialog, "last modified") as `new TZDate(date)` without a zone, that is in the zone
 * of whichever process renders: the server's (often UTC) for some and the browser's for others, so one
 * version read 06:17 in its breadcrumb and 11:17 in the list. A TZDate without a zone reads its zone from
 * its own `timeZone` property; giving the class that default makes those dates Almaty's, while every
 * TZDate made with an explicit zone keeps it. Imported by the admin's root layout (the server's render)
 * and by an admin provider (the browser's), before anything is formatted. Remove if Payload gains a
 * display zone setting.
 */
export const ADMIN_TIME_ZONE = 'Asia/Almaty'

const prototype = TZDateMini.prototype as { timeZone?: string }
if (!Object.prototype.hasOwnProperty.call(prototype, 'timeZone')) prototype.timeZone = ADMIN_TIME_ZONE
