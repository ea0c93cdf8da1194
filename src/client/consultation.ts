/**
 * The consultation modal's session rules (spec §4), pure functions over sessionStorage.
 *
 * The first time in a browser session that a visitor opens a page of a section (/projects, /properties,
 * /purchase-methods, with or without a language prefix: each section's layout mounts
 * src/components/consultation/ConsultationTrigger.tsx with its section), the modal opens CONSULTATION_DELAY_MS later with
 * a feedback image not yet shown in this session (when all were shown, the list starts over). The
 * section is recorded when the modal opens, so each section triggers once per session.
 *
 * sessionStorage keys:
 *   consultation-sections   JSON array of the sections already shown, e.g. ["projects"]
 *   consultation-images     JSON array of the feedback image ids already shown
 *   consultation-off        "1" = never open in this session.
 *   consultation-delay      test-only delay in ms (0..60000) instead of 5000, e.g. '300' in the modal's tests
 * BROWSER TESTS: in an automated browser (navigator.webdriver, as under Playwright) the modal stays off
 * unless the test opts in by setting consultation-delay before the page loads, so the tests of other
 * pages never see it:
 *   await page.addInitScript(() => sessionStorage.setItem('consultation-delay', '300'))   // opt in
 * (consultation-off = '1' also switches it off explicitly.)
 * The modal never opens for page-speed audit tools (Lighthouse, PageSpeed...) nor for search bots.
 * When the delay is over it waits, if need be, until the visitor is not typing in a field and has left the
 * keyboard, pointer and scrolling alone for CONSULTATION_QUIET_MS (consultationMayOpen): it never takes the
 * focus from a field in use. Opening by itself, it moves the focus into the dialog only when the focus was
 * on nothing (the body; consultationTakesFocus); otherwise it shows without taking it (Escape closes it,
 * the next Tab leads into it).
 */
import { isAuditTool, isSearchBot } from '../domain/user-agents'

export const CONSULTATION_DELAY_MS = 5000
/** The pause in keyboard and pointer use after which the modal may open. */
export const CONSULTATION_QUIET_MS = 2000
export const CONSULTATION_SECTIONS = ['projects', 'properties', 'purchase-methods'] as const
export type ConsultationSection = (typeof CONSULTATION_SECTIONS)[number]

export const SECTIONS_KEY = 'consultation-sections'
export const IMAGES_KEY = 'consultation-images'
export const OFF_KEY = 'consultation-off'
export const DELAY_KEY = 'consultation-delay'

type SessionReader = Pick<Storage, 'getItem'>
type SessionWriter = Pick<Storage, 'getItem' | 'setItem'>

/** A stored JSON list of strings or numbers; anything unreadable counts as empty. */
function readList<T extends string | number>(storage: SessionReader, key: string, kind: 'string' | 'number'): T[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]')
    return Array.isArray(value) ? value.filter((item): item is T => typeof item === kind) : []
  } catch {
    return []
  }
}

/** Whether the modal should be scheduled on this page, and after how long. */
export function consultationPlan(
  storage: SessionReader,
  section: ConsultationSection,
  userAgent: string,
  automated = false,
): { section: ConsultationSection; delay: number } | null {
  if (isAuditTool(userAgent) || isSearchBot(userAgent)) return null
  if (storage.getItem(OFF_KEY) === '1') return null
  if (automated && storage.getItem(DELAY_KEY) === null) return null
  if (readList<string>(storage, SECTIONS_KEY, 'string').includes(section)) return null
  return { section, delay: consultationDelay(storage) }
}

/** What the modal needs to know of the focused element: whether the visitor may be typing in it. */
export type FocusedElement = Pick<HTMLElement, 'tagName' | 'isContentEditable'> & { type?: string }

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit'])

/** Whether the focused element takes typing: a text-like input, a text area, a select, an editable element. */
export function isTypingTarget(element: FocusedElement | null): boolean {
  if (!element) return false
  const tag = element.tagName.toLowerCase()
  if (tag === 'textarea' || tag === 'select' || element.isContentEditable) return true
  return tag === 'input' && !NON_TEXT_INPUTS.has((element.type ?? 'text').toLowerCase())
}

/**
 * Whether the modal may open now that its delay is over: not while a field that takes typing has the focus
 * (opening a modal dialog moves the focus into it), and not until the visitor has paused keyboard and
 * pointer for CONSULTATION_QUIET_MS.
 */
export function consultationMayOpen(focused: FocusedElement | null, lastActivityAt: number, now: number): boolean {
  return !isTypingTarget(focused) && now - lastActivityAt >= CONSULTATION_QUIET_MS
}

/**
 * Whether the modal, opening by itself, may move the focus into it: only when the focus is on nothing (the
 * body, or no element). A visitor whose focus is on a link, a button or a field keeps it there.
 */
export function consultationTakesFocus(active: unknown, body: unknown): boolean {
  return active === null || active === undefined || active === body
}

/** The delay: 5000 ms, unless a test set consultation-delay to a sane number. */
export function consultationDelay(storage: SessionReader): number {
  const raw = storage.getItem(DELAY_KEY)
  if (raw === null || !/^\d{1,5}$/.test(raw)) return CONSULTATION_DELAY_MS
  return Math.min(Number(raw), 60_000)
}

/**
 * The next image: a random one among those not shown yet in the session; when every image was shown,
 * the list starts over (avoiding the one just shown when there is a choice). Returns the id and the
 * new "shown" list to store.
 */
export function pickConsultationImage(imageIds: readonly number[], shown: readonly number[], random: () => number = Math.random): { id: number; shown: number[] } | null {
  if (imageIds.length === 0) return null
  const valid = shown.filter((id) => imageIds.includes(id))
  let remaining = imageIds.filter((id) => !valid.includes(id))
  let history = valid
  if (remaining.length === 0) {
    const last = valid[valid.length - 1]
    remaining = imageIds.length > 1 ? imageIds.filter((id) => id !== last) : [...imageIds]
    history = []
  }
  const id = remaining[Math.min(remaining.length - 1, Math.floor(random() * remaining.length))]
  return { id, shown: [...history, id] }
}

/** Records the opening: the section is done for the session, the image counts as shown. Returns the image id. */
export function recordConsultationOpening(storage: SessionWriter, section: ConsultationSection, imageIds: readonly number[], random: () => number = Math.random): number | null {
  const sections = readList<string>(storage, SECTIONS_KEY, 'string')
  storage.setItem(SECTIONS_KEY, JSON.stringify([...new Set([...sections, section])]))
  const next = pickConsultationImage(imageIds, readList<number>(storage, IMAGES_KEY, 'number'), random)
  if (!next) return null
  storage.setItem(IMAGES_KEY, JSON.stringify(next.shown))
  return next.id
}
