'use client'

import { createElement, Suspense, use, useEffect, useId, useRef, useState, type ComponentType } from 'react'

import { fieldsChanged } from './fields-changed'

/** A visitor is about to use an island: pointing at it, focusing into it (keyboard, screen reader), touching it, or a field changed without either (autofill, a file chosen). */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart', 'input', 'change', 'island-held'] as const

/** Whether a visitor was at it before the page's script ran: focus or pointer inside, or a field changed. */
const usedAlready = (box: HTMLElement): boolean => box.contains(document.activeElement) || Boolean(box.querySelector(':hover')) || fieldsChanged(box)

type Gate<T> = { promise: Promise<T>; open: () => void; renders: number }
/** What a visitor did to an island before it ran: a click (on a button, a link, a box), a tick, or a form's submission. */
type HeldAction = { kind: 'click'; target: HTMLElement } | { kind: 'toggle'; input: HTMLInputElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }

const isToggle = (element: unknown): element is HTMLInputElement => element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')

/** The islands' boxes whose island runs, and the last action held for each of the others until theirs does. */
const running = new WeakSet<Element>()
const held = new WeakMap<Element, HeldAction>()

/** The box of an island that does not run yet, around an event's target. */
const waitingBox = (target: EventTarget | null): Element | null => {
  const box = target instanceof Element ? target.closest('[data-on-intent]') : null
  return box && !running.has(box) ? box : null
}

// From the moment this script runs, before React hydrates the page: a click or a submission in an island that
// does not run yet is held (React would drop the click; a plain submission would reload the page with the
// fields in the address) and done again once the island runs. A tick in a checkbox or a radio shows at once
// (its label's click, which clicks it, is left alone) and is ticked again through the island once it runs.
if (typeof document !== 'undefined') {
  const hold = (event: Event, action: HeldAction) => {
    const box = waitingBox(event.target)
    if (!box) return
    if (action.kind !== 'toggle') event.preventDefault()
    held.set(box, action)
    box.dispatchEvent(new Event('island-held'))
  }
  document.addEventListener(
    'click',
    (event) => {
      // A click on an icon is a click on the button around it (an SVG element has no click() to do it again).
      let target = event.target instanceof Element ? event.target : null
      while (target && !(target instanceof HTMLElement)) target = target.parentElement
      if (!(target instanceof HTMLElement) || (target instanceof HTMLLabelElement && isToggle(target.control))) return
      hold(event, isToggle(target) ? { kind: 'toggle', input: target } : { kind: 'click', target })
    },
    true,
  )
  document.addEventListener(
    'submit',
    (event) => event.target instanceof HTMLFormElement && hold(event, { kind: 'submit', form: event.target, submitter: (event as SubmitEvent).submitter }),
    true,
  )
}

/**
 * A server-rendered island (a form) whose script is not in the page's first load: the server's HTML is
 * shown and usable at once, and the island's code is downloaded and hydrated when a visitor is about to
 * use it. Rendered later by a client navigation, it loads at once.
 *
 * How: the island sits in a Suspense boundary whose content waits for a promise resolved on intent;
 * React leaves a suspended boundary's server HTML in place during hydration and hydrates it when the
 * promise resolves, keeping what was typed meanwhile in the inputs (the island adopts it on mount). A click
 * or a form sent before that is held and done again once the island runs. When React needs the boundary earlier (a
 * client navigation or refresh renders it again), the code is loaded then, so nothing waits for a visitor.
 * `whenSeen`: an island that acts by itself (a carousel that turns, a favorite's mark read from this
 * browser) also comes once it is in view and the browser is idle after the page's own script. `around`: the
 * island acts on the server HTML around it (its parent element, e.g. a grid it explains), where intent and
 * view are watched.
 */
export function hydrateOnIntent<Props extends object>(load: () => Promise<ComponentType<Props>>, { whenSeen = false, around = false } = {}): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined
  let download: Promise<ComponentType<Props>> | undefined
  const get = () =>
    (download ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        download = undefined // offline: the next intent tries again
        throw error
      },
    ))
  // On the server the code is loaded from the start: the HTML is complete.
  if (typeof window === 'undefined') get().catch(() => undefined)

  const createGate = (): Gate<ComponentType<Props>> => {
    let resolve: (component: ComponentType<Props>) => void = () => undefined
    let opening = false
    const gate = {
      promise: new Promise<ComponentType<Props>>((done) => (resolve = done)),
      renders: 0,
      open: () => {
        if (opening) return
        opening = true
        get().then(resolve, () => (opening = false))
      },
    }
    return gate
  }

  function Island({ gate, props }: { gate: Gate<ComponentType<Props>> | null; props: Props }) {
    if (loaded) return createElement(loaded, props)
    if (!gate) return createElement(use(get()), props)
    // Rendered again while waiting: React may need the boundary now (a navigation within the page renders it
    // again, and would wait for it). Also happens in the page's own hydration now and then: the code then comes
    // at once, as it did before; holding it instead could hold a navigation up until the visitor points at the form.
    if (++gate.renders > 1) gate.open()
    return createElement(use(gate.promise), props)
  }

  function OnIntent(props: Props) {
    // On the server, the island's code is waited for before its boundary: a boundary still waiting when the
    // page's first HTML goes out would come later, at the end of the body, hidden until a script moves it.
    if (typeof window === 'undefined' && !loaded) use(get())
    const id = useId()
    const box = useRef<HTMLDivElement>(null)
    // The server's HTML for this island is in the document only while the page hydrates.
    const [gate] = useState(() => (typeof document !== 'undefined' && !loaded && document.getElementById(id) ? createGate() : null))

    useEffect(() => {
      const element = box.current
      if (!gate || !element) return
      const area = around ? (element.parentElement ?? element) : element
      const onIntent = () => gate.open()
      for (const type of INTENT_EVENTS) area.addEventListener(type, onIntent, { passive: true })
      if (held.has(element) || usedAlready(area)) gate.open()
      const seen = whenSeen ? watchSeen(area, onIntent) : undefined
      return () => {
        for (const type of INTENT_EVENTS) area.removeEventListener(type, onIntent)
        seen?.()
      }
    }, [gate])

    // After the island's own effects (it has taken over the inputs' values): do again what was held.
    const [onHydrated] = useState(() => () => {
      if (!box.current) return
      running.add(box.current)
      const action = held.get(box.current)
      held.delete(box.current)
      if (action?.kind === 'click' && action.target.isConnected) action.target.click()
      if (action?.kind === 'toggle' && action.input.isConnected) {
        // Back to how it was before the visitor's click, then the click again, for the island to see it.
        action.input.checked = action.input.type === 'checkbox' ? !action.input.checked : false
        action.input.click()
      }
      if (action?.kind === 'submit' && action.form.isConnected) action.form.requestSubmit(action.submitter)
    })

    return (
      <div id={id} ref={box} data-on-intent="" style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Island gate={gate} props={props} />
          <Hydrated onHydrated={onHydrated} />
        </Suspense>
      </div>
    )
  }

  return OnIntent
}

/** Calls `seen` once the box's content (an area's children) is within 200 px of the viewport and the browser is idle; returns the stop. */
function watchSeen(box: HTMLElement, seen: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      // After the page's own work (Safari has no idle callback). Opening a gate after its island left is harmless.
      if (typeof requestIdleCallback === 'function') requestIdleCallback(seen, { timeout: 2000 })
      else setTimeout(seen, 200)
    },
    { rootMargin: '200px 0px' },
  )
  // The box itself has no layout box (display: contents): its children are what is seen.
  for (const child of box.children) observer.observe(child)
  return () => observer.disconnect()
}

function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return null
}
