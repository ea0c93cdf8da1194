/**
 * The header's and footer's controls, rendered on the server as plain HTML and run here by a few listeners
 * on the document (issue 35: no React island, and no hydration, for what is the same on every page):
 *
 * - a menu: `[data-menu]` holding a `[data-menu-button]` (aria-expanded, aria-controls) and the panel it
 *   controls. A click toggles it; Escape closes it and returns focus to the button; leaving it with Tab,
 *   a click outside it or on one of its links, and Back or Forward close it. `data-menu="hover"` (the main
 *   navigation, spec §2, §9) also opens on hover after 300 ms, closes 250 ms after the pointer leaves, and
 *   Arrow Down on the button opens it and moves into it;
 * - tabs: `[role="tablist"][data-tabs]` (the properties mega-menu): a click or pointing at a tab shows its
 *   panel; the arrow keys, Home and End move between tabs (roving tabindex);
 * - a language link: `a[data-language]` (the header's menu, the drawer) points at the page in view in its
 *   language whenever its menu opens and as it is followed, and stores the choice in the language cookie;
 * - a disclosure: `[data-disclosure]` holding a `[data-disclosure-button]` (aria-expanded, aria-controls)
 *   that toggles `data-open` on it (the footer's columns, an accordion on phones).
 *
 * Installed once, when the shell's script is evaluated (before hydration): the listeners read the document
 * as it is at each event, so they keep working when a client navigation or a refresh renders it again.
 */

import { samePageIn } from '@/domain/seo-links'
import { isLocale } from '@/domain/locales'
import { languageChoiceCookie } from './language-choice'

/** Hover delays of the interface library the spec follows (spec §9). */
const MENU_OPEN_DELAY_MS = 300
const MENU_CLOSE_DELAY_MS = 250

const MENU = '[data-menu]'
const MENU_BUTTON = '[data-menu-button]'
const FOCUSABLE_IN_MENU = 'a[href], [role="tab"]'

const closest = (target: EventTarget | null, selector: string): HTMLElement | null => (target instanceof Element ? (target.closest(selector) as HTMLElement | null) : null)
const menuButton = (menu: HTMLElement) => menu.querySelector<HTMLButtonElement>(MENU_BUTTON)
const menuPanel = (menu: HTMLElement) => {
  const id = menuButton(menu)?.getAttribute('aria-controls')
  return id ? document.getElementById(id) : null
}
const isOpen = (menu: HTMLElement) => menu.hasAttribute('data-open')

const timers = new WeakMap<HTMLElement, number>()

const LANGUAGE_LINK = 'a[data-language]'

function pointAtPageInView(link: HTMLAnchorElement) {
  const locale = link.dataset.language
  if (isLocale(locale)) link.setAttribute('href', samePageIn(locale, window.location.pathname))
}

function setMenu(menu: HTMLElement, open: boolean) {
  window.clearTimeout(timers.get(menu))
  const button = menuButton(menu)
  const panel = menuPanel(menu)
  if (!button || !panel || isOpen(menu) === open) return
  if (open) panel.querySelectorAll<HTMLAnchorElement>(LANGUAGE_LINK).forEach(pointAtPageInView)
  menu.toggleAttribute('data-open', open)
  button.setAttribute('aria-expanded', String(open))
  panel.hidden = !open
}

function setMenuLater(menu: HTMLElement, open: boolean, delay: number) {
  window.clearTimeout(timers.get(menu))
  timers.set(
    menu,
    window.setTimeout(() => setMenu(menu, open), delay),
  )
}

/** Closes every open menu but the one `keep` is in. */
function closeMenusOutside(keep: EventTarget | null) {
  for (const menu of document.querySelectorAll<HTMLElement>(`${MENU}[data-open]`)) {
    if (!(keep instanceof Node && menu.contains(keep))) setMenu(menu, false)
  }
}

function selectTab(tab: HTMLElement, focus: boolean) {
  const list = tab.closest('[role="tablist"]')
  if (!list) return
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = other === tab
    other.setAttribute('aria-selected', String(selected))
    other.tabIndex = selected ? 0 : -1
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '')
    if (panel) panel.hidden = !selected
  }
  if (focus) tab.focus()
}

const TAB_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i) => i + 1,
  ArrowRight: (i) => i + 1,
  ArrowUp: (i) => i - 1,
  ArrowLeft: (i) => i - 1,
  Home: () => 0,
  End: (_, count) => count - 1,
}

function onClick(event: MouseEvent) {
  const button = closest(event.target, MENU_BUTTON)
  const menu = button && closest(button, MENU)
  if (menu) {
    setMenu(menu, !isOpen(menu))
    return
  }
  const tab = closest(event.target, '[data-tabs] [role="tab"]')
  if (tab) selectTab(tab, false)
  const language = closest(event.target, LANGUAGE_LINK)
  if (language instanceof HTMLAnchorElement && isLocale(language.dataset.language)) {
    pointAtPageInView(language)
    document.cookie = languageChoiceCookie(language.dataset.language)
  }
  const link = closest(event.target, 'a[href]')
  const linkMenu = link && closest(link, `${MENU}[data-open]`)
  if (linkMenu) setMenu(linkMenu, false)
  const disclosure = closest(event.target, '[data-disclosure-button]')
  const section = disclosure && closest(disclosure, '[data-disclosure]')
  if (disclosure && section) {
    const open = disclosure.getAttribute('aria-expanded') !== 'true'
    disclosure.setAttribute('aria-expanded', String(open))
    section.toggleAttribute('data-open', open)
  }
}

function onKeyDown(event: KeyboardEvent) {
  const menu = closest(event.target, MENU)
  if (!menu) return
  if (event.key === 'Escape' && isOpen(menu)) {
    setMenu(menu, false)
    menuButton(menu)?.focus()
    return
  }
  const tab = closest(event.target, '[data-tabs] [role="tab"]')
  if (tab && event.key in TAB_MOVES) {
    const tabs = [...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])]
    const next = (TAB_MOVES[event.key](tabs.indexOf(tab), tabs.length) + tabs.length) % tabs.length
    event.preventDefault()
    selectTab(tabs[next], true)
    return
  }
  if (event.key === 'ArrowDown' && menu.dataset.menu === 'hover' && closest(event.target, MENU_BUTTON)) {
    event.preventDefault()
    setMenu(menu, true)
    window.requestAnimationFrame(() => menuPanel(menu)?.querySelector<HTMLElement>(FOCUSABLE_IN_MENU)?.focus())
  }
}

/** Leaving a menu with Tab (or focus going nowhere) closes it. */
function onFocusOut(event: FocusEvent) {
  const menu = closest(event.target, `${MENU}[data-open]`)
  if (menu && !(event.relatedTarget instanceof Node && menu.contains(event.relatedTarget))) setMenu(menu, false)
}

/** The mouse entering or leaving a hover menu (pointerover/out bubble, unlike pointerenter/leave). */
function onPointerCrossing(event: PointerEvent) {
  if (event.pointerType !== 'mouse') return
  const menu = closest(event.target, `${MENU}[data-menu="hover"]`)
  if (!menu || (event.relatedTarget instanceof Node && menu.contains(event.relatedTarget))) return
  if (event.type === 'pointerover') setMenuLater(menu, true, MENU_OPEN_DELAY_MS)
  else setMenuLater(menu, false, MENU_CLOSE_DELAY_MS)
}

function onPointerOverTab(event: PointerEvent) {
  const tab = event.pointerType === 'mouse' ? closest(event.target, '[data-tabs] [role="tab"]') : null
  if (tab && tab.getAttribute('aria-selected') !== 'true') selectTab(tab, false)
}

let installed = false

export function installShellControls() {
  if (installed) return
  installed = true
  document.addEventListener('click', onClick)
  document.addEventListener('keydown', onKeyDown)
  document.addEventListener('focusout', onFocusOut)
  document.addEventListener('pointerover', onPointerCrossing)
  document.addEventListener('pointerout', onPointerCrossing)
  document.addEventListener('pointerover', onPointerOverTab)
  document.addEventListener('pointerdown', (event) => {
    closeMenusOutside(event.target)
    // Before a middle click or a long press opens it elsewhere.
    const language = closest(event.target, LANGUAGE_LINK)
    if (language instanceof HTMLAnchorElement) pointAtPageInView(language)
  })
  window.addEventListener('popstate', () => closeMenusOutside(null))
}
