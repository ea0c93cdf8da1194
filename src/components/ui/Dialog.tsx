'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/**
 * A native <dialog>. By default a modal one: the browser traps focus, makes the page behind it inert,
 * closes it on Escape and gives the focus back where it was. `open` drives it; `onClose` reports every
 * way it closes (Escape, backdrop click, close button).
 *
 * `takeFocus={false}` (read when it opens; a function is called then) shows it without moving the focus: a dialog that opened by
 * itself while the visitor was somewhere on the page (the consultation modal) is shown non-modally, the
 * focus staying where it is. Escape closes it; the next Tab, or a click or focus anywhere inside it, makes
 * it the usual modal dialog (focus inside, the page behind inert); when it closes, the focus goes back to
 * where the visitor was.
 */
export function Dialog({
  open,
  onClose,
  label,
  className,
  children,
  takeFocus = true,
}: {
  open: boolean
  onClose: () => void
  label: string
  className?: string
  children: ReactNode
  takeFocus?: boolean | (() => boolean)
}) {
  const ref = useRef<HTMLDialogElement>(null)
  /** Where the focus goes back when a dialog shown without taking it closes. */
  const returnTo = useRef<HTMLElement | null>(null)
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      if (typeof takeFocus === 'function' ? takeFocus() : takeFocus) {
        returnTo.current = null
        dialog.showModal()
      } else {
        const active = document.activeElement
        returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null
        // Not show(): it runs the dialog focusing steps as showModal() does and would move the focus in.
        dialog.setAttribute('open', '')
      }
    }
    if (!open && dialog.open) dialog.close()
    // takeFocus is read when the dialog opens only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open || dialog.matches(':modal')) return
    const makeModal = (focus: HTMLElement | null) => {
      if (!dialog.open || dialog.matches(':modal')) return
      dialog.close()
      dialog.showModal()
      if (focus && dialog.contains(focus)) focus.focus()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (dialog.matches(':modal')) return
      if (event.key === 'Escape') {
        event.preventDefault()
        onCloseRef.current()
      } else if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey && !dialog.contains(document.activeElement)) {
        // The visitor moves on with the keyboard: the next stop is the dialog (its first field).
        event.preventDefault()
        makeModal(null)
      }
    }
    const onFocusIn = (event: FocusEvent) => {
      if (!dialog.matches(':modal')) makeModal(event.target instanceof HTMLElement ? event.target : null)
    }
    document.addEventListener('keydown', onKeyDown, true)
    dialog.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      dialog.removeEventListener('focusin', onFocusIn)
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      className={className}
      aria-label={label}
      onClose={() => {
        const dialog = ref.current
        // The close() of the switch to modal fires its close event later, the dialog open again by then.
        if (dialog?.open) return
        const target = returnTo.current
        returnTo.current = null
        const active = document.activeElement
        if (target?.isConnected && (!active || active === document.body || dialog?.contains(active))) target.focus()
        onClose()
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      {open && children}
    </dialog>
  )
}
