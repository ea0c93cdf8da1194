/**
 * Every time Payload's admin prints in Almaty (issue 31, item 3), whatever the zone of the browser or of
 * the server. Payload formats times (`formatDate` of @payloadcms/ui: the versions list, a version's
 * breadcrumb and restore dialog, "last modified") as a TZDate of @date-fns/tz made without a zone, that is
 * in the zone of whichever process renders: the server's (often UTC) for some and the browser's for
 * others, so one version read 06:17 in its breadcrumb and 11:17 in the list. Such a TZDate reads its zone
 * from its `timeZone` property, which it then inherits; Payload bundles its own copies of the class (one
 * per export of @payloadcms/ui), so the default is given where they all inherit from, Date's prototype,
 * hidden from enumeration. A TZDate made with a zone sets its own and keeps it; nothing else reads the
 * property. Imported by the admin's root layout (the server's render) and by an admin provider (the
 * browser's), before anything is formatted. Remove if Payload gains a display zone setting.
 */
export const ADMIN_TIME_ZONE = 'Asia/Almaty'

if (!Object.prototype.hasOwnProperty.call(Date.prototype, 'timeZone')) {
  Object.defineProperty(Date.prototype, 'timeZone', { value: ADMIN_TIME_ZONE, writable: true, configurable: true, enumerable: false })
}
