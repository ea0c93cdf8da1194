/** A place on a map: a project (or an office) with its coordinates and where its card links to. */
export type MapPoint = {
  id: number | string
  title: string
  address: string | null
  latitude: number
  longitude: number
  /** The site page of the place (a project page), when there is one. */
  href?: string
  /** A short second line: price from, status... */
  caption?: string
}
