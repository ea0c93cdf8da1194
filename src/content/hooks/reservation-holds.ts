import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { isHeld, type HoldState } from '../../domain/reservation-holds'
import { inEditorLanguage, w } from '../admin-words'
import { queueHoldEnd, releaseHeldEstate } from '../../services/reservation-holds'

type Hold = { id: number; estate: number | { id: number }; state: HoldState; ends_at: string }

const estateIdOf = (hold: Hold) => (typeof hold.estate === 'object' ? hold.estate.id : hold.estate)

const ENDED = w('Бронь уже закончилась: её нельзя изменить.', 'The hold has ended: it cannot be changed.')
const STAFF_STATES = w(
  'Бронь можно подтвердить или снять; истекает и закрывается продажей она сама.',
  'A hold can be confirmed or released; it expires and closes on a sale by itself.',
)

/**
 * Staff move a hold that still holds its unit: confirm it, release it, or move its end. An ended hold
 * stays as it ended; `expired` and `sold` are the system's (the expiry job, the CRM sync), which save
 * without a signed-in user.
 */
export const checkHoldChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const before = originalDoc as Hold
  const state = (data.state ?? before.state) as HoldState
  const changes = state !== before.state || (data.ends_at !== undefined && Date.parse(data.ends_at) !== Date.parse(before.ends_at))
  if (!changes) return data
  const language = req.i18n?.language
  if (!isHeld(before.state)) throw new APIError(inEditorLanguage(ENDED, language), 400, undefined, true)
  if (req.user && state !== before.state && state !== 'confirmed' && state !== 'released') throw new APIError(inEditorLanguage(STAFF_STATES, language), 400, undefined, true)
  return data
}

/** A hold that stopped holding frees its unit; an active hold with a new end is ended at that time. */
export const followHoldChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const hold = doc as Hold
  if (operation === 'update' && isHeld((previousDoc as Hold).state) && !isHeld(hold.state)) await releaseHeldEstate(req.payload, estateIdOf(hold), hold.id, req)
  const before = previousDoc as Hold | undefined
  if (hold.state === 'active' && (operation === 'create' || Date.parse(hold.ends_at) !== Date.parse(before?.ends_at ?? ''))) await queueHoldEnd(req.payload, hold.id, hold.ends_at)
  return doc
}
