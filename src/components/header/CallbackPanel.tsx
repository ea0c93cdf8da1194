'use client'

import { useState } from 'react'

import { onDemand } from '../ui/on-demand'

// The dialog and its form are about 3 KB of compressed script: they come when the visitor points at,
// focuses or touches the link, and the panel opens with them.
const useCallbackDialog = onDemand(() => import('./CallbackDialog').then((module) => module.default))

/**
 * The header's 'write us' link and the callback form panel it opens (a fresh form every time), headed with
 * the link's own words so the visitor lands where they clicked. Its classes and words come from the server, so that the
 * header's map of class names and the strings' formatter stay out of the page's script.
 */
export function CallbackPanel({
  label,
  text,
  loadError,
  policyHref,
  classes,
}: {
  label: string
  text: string
  loadError: string
  policyHref: string
  classes: { link: string; loadError: string }
}) {
  const [openings, setOpenings] = useState(0)
  const [open, setOpen] = useState(false)
  const { loaded: CallbackDialog, failed, intent, whenReady } = useCallbackDialog()
  return (
    <>
      <button
        type="button"
        className={classes.link}
        aria-haspopup="dialog"
        {...intent}
        onClick={() =>
          whenReady(() => {
            setOpenings(openings + 1)
            setOpen(true)
          })
        }
      >
        {label}
      </button>
      {CallbackDialog && openings > 0 && <CallbackDialog key={openings} label={label} text={text} policyHref={policyHref} open={open} onClose={() => setOpen(false)} />}
      {failed && (
        <span className={classes.loadError} role="alert">
          {loadError}
        </span>
      )}
    </>
  )
}
