import type { LngLat, YMapLocation } from '@/client/yandex-maps/ymaps3-types'
import type { MapPoint } from './types'

/** Links that open a place in the map services visitors in Kazakhstan use (new tab). */
export function externalMapLinks(point: Pick<MapPoint, 'latitude' | 'longitude'>) {
  const { latitude: lat, longitude: lng } = point
  return {
    yandex: `https://yandex.kz/maps/?pt=${lng},${lat}&z=16&l=map`,
    twogis: `https://2gis.kz/geo/${lng},${lat}`,
    google: `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`,
  }
}

/** Points that can be drawn: finite coordinates inside the globe's bounds. */
export const drawablePoints = (points: MapPoint[]): MapPoint[] =>
  points.filter((p) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180)

export const SINGLE_POINT_ZOOM = 16

/**
 * Where the map opens so that every point is visible: one place (or places at the same spot) centred at
 * street zoom; several places in their bounding box, widened by a margin so markers are not on the edge.
 */
export function locationForPoints(points: MapPoint[]): YMapLocation | null {
  const drawable = drawablePoints(points)
  if (!drawable.length) return null
  const lngs = drawable.map((p) => p.longitude)
  const lats = drawable.map((p) => p.latitude)
  const [minLng, maxLng, minLat, maxLat] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)]
  if (maxLng - minLng < 1e-6 && maxLat - minLat < 1e-6) return { center: [minLng, minLat], zoom: SINGLE_POINT_ZOOM }
  const padLng = Math.max((maxLng - minLng) * 0.15, 0.005)
  const padLat = Math.max((maxLat - minLat) * 0.15, 0.005)
  const southWest: LngLat = [minLng - padLng, minLat - padLat]
  const northEast: LngLat = [maxLng + padLng, maxLat + padLat]
  return { bounds: [southWest, northEast] }
}
