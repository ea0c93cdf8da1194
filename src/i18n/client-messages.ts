/**
 * The UI strings that client components format in the browser: exact keys, or prefixes ending in `*`.
 * The client components' provider (ClientStrings, src/i18n/client.tsx) puts the messages it is given into every page's HTML; given all of them (372
 * strings, about 18 KB, a third of a page's compressed HTML) it shipped mostly strings that only server
 * components use. tests/unit/client-messages.test.ts reads the client components, and the helpers they
 * import, and fails when one of them uses a key this list leaves out.
 */
const CLIENT_MESSAGES = [
  // Header: menus, mobile drawer, language switcher, favorites count.
  'nav-*',
  'menu-*',
  'language-*',
  'social-links',
  'order-call',
  'favorites-count',
  // The callback form (header, drawer, consultation modal) and the errors the leads API answers with.
  'callback-*',
  'form-*',
  'dialog-close',
  'validation_*',
  'bad_request',
  'payload_too_large',
  'too_many_requests',
  'reserve_*',
  'reserve-*',
  'service_unavailable',
  'server_error',
  'not_found',
  // The error boundary (app/(site)/[locale]/error.tsx).
  'error-*',
  'some-page-error',
  // Catalogue: filters, chessboard, gallery, map, consultation modal, favorites and comparison.
  'projects-list-*',
  'prop-filter*',
  'prop-sort-*',
  'prop-updating',
  'prop-compare',
  'chessboard-*',
  'gallery-*',
  'map-*',
  'consultation-*',
  'favorite-*',
  'favorites-*',
  'compare-*',
  // Estate wording shared with the server (components/properties/estate-format.ts).
  'prop-kind-*',
  'prop-number',
  'prop-area',
  'rooms-*',
  'currency',
  'price-on-request',
]

/**
 * Strings that only one section's client components use: given to the browser on that section's pages
 * only (a nested provider in the section's layout, components/shell/SectionMessages), not on every page.
 */
export const SECTION_CLIENT_MESSAGES = {
  // The mortgage and installment calculators.
  'purchase-methods': ['calc-*'],
  // The career pages' application forms.
  career: ['career-form-*'],
  // News and promotions: the subscription form and the promotions' countdown.
  contents: ['contents-subscribe-*', 'contents-countdown*'],
  // /about and the construction progress pages: the awards' dialog, the videos, the news subscription.
  about: ['award-*', 'video-*', 'subscribe-*'],
  // The home page: the videos' players and the promotions' countdown.
  home: ['video-*', 'contents-countdown*'],
  // /contacts: the meeting and question forms.
  contacts: ['meet-*', 'question-*'],
} as const satisfies Record<string, readonly string[]>

export type MessageSection = keyof typeof SECTION_CLIENT_MESSAGES

const matcher = (entries: readonly string[]) => {
  const exact = new Set(entries.filter((entry) => !entry.endsWith('*')))
  const prefixes = entries.filter((entry) => entry.endsWith('*')).map((entry) => entry.slice(0, -1))
  return (key: string): boolean => exact.has(key) || prefixes.some((prefix) => key.startsWith(prefix))
}

const isShellMessage = matcher(CLIENT_MESSAGES)
const sectionMatchers = Object.fromEntries(Object.entries(SECTION_CLIENT_MESSAGES).map(([section, entries]) => [section, matcher(entries)])) as Record<
  MessageSection,
  (key: string) => boolean
>

/** Whether a client component may format the key: a shell string, or one of some section's. */
export const isClientMessage = (key: string): boolean => isShellMessage(key) || Object.values(sectionMatchers).some((matches) => matches(key))

/** The shell's part of a language's (flat) messages: what the client components of every page format. */
export const pickClientMessages = <T>(messages: Record<string, T>): Record<string, T> => Object.fromEntries(Object.entries(messages).filter(([key]) => isShellMessage(key)))

/** One section's own client strings, added to the shell's on that section's pages (SectionMessages). */
export const pickSectionMessages = <T>(messages: Record<string, T>, section: MessageSection): Record<string, T> =>
  Object.fromEntries(Object.entries(messages).filter(([key]) => sectionMatchers[section](key) && !isShellMessage(key)))
