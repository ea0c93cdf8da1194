import { toSearchParams, type SearchParams } from './query-params'

/**
 * The queue page's floor view (the visual picker's third level, issue 33): `?floor=7&entrance=2` shows that
 * floor of that entrance (section) with its plan and units; without them, only the facade. Like the
 * chessboard's `section`, a value the page would not link to is redirected away, keeping other parameters.
 */

export const FLOOR_PARAM = 'floor'
export const ENTRANCE_PARAM = 'entrance'

export type FloorChoice = { floor: number; section: number | null }

/** The same floor of the same entrance. */
export const sameFloor = (a: FloorChoice, b: FloorChoice): boolean => a.floor === b.floor && a.section === b.section

export type FloorView = { kind: 'none' } | ({ kind: 'floor' } & FloorChoice) | { kind: 'redirect'; search: string }

const INTEGER = /^-?\d{1,3}$/

/** The query of a floor's link: `?floor=7&entrance=2`, or `?floor=7` for a house without entrances. */
export function floorSearch({ floor, section }: FloorChoice): string {
  const params = new URLSearchParams({ [FLOOR_PARAM]: String(floor) })
  if (section !== null) params.set(ENTRANCE_PARAM, String(section))
  return `?${params}`
}

/** `input` without the floor view's parameters: '' or '?...'. */
function withoutFloor(params: URLSearchParams): string {
  const rest = new URLSearchParams(params)
  rest.delete(FLOOR_PARAM)
  rest.delete(ENTRANCE_PARAM)
  const search = rest.toString()
  return search ? `?${search}` : ''
}

/**
 * Which floor this URL asks for, among the floors the house has (`exists`): none, one, or a redirect when
 * the parameters are malformed, repeated, or name a floor the house does not have.
 */
export function chooseFloorView(input: URLSearchParams | SearchParams | string, exists: (choice: FloorChoice) => boolean): FloorView {
  const params = toSearchParams(input)
  const floors = params.getAll(FLOOR_PARAM)
  const entrances = params.getAll(ENTRANCE_PARAM)
  if (!floors.length && !entrances.length) return { kind: 'none' }
  const redirect: FloorView = { kind: 'redirect', search: withoutFloor(params) }
  if (floors.length !== 1 || entrances.length > 1 || !INTEGER.test(floors[0]) || (entrances.length && !/^\d{1,3}$/.test(entrances[0]))) return redirect
  const choice = { floor: Number(floors[0]), section: entrances.length ? Number(entrances[0]) : null }
  return exists(choice) ? { kind: 'floor', ...choice } : redirect
}
