'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/**
 * A modal native <dialog>: the browser traps focus, makes the page behind it inert and closes it on
 * Escape. `open` drives it; `onClose` reports every way it closes (Escape, backdrop click, close button).
 */
export function Dialog({
  open,
  onClose,
  label,
  className,
  children,
}: {
  open: boolean
  onClose: () => void
  label: string
  className?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className={className}
      aria-label={label}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      {open && children}
    </dialog>
  )
}
