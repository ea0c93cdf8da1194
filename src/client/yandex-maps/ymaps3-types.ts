/**
 * The subset of the Yandex Maps JS API v3 (`window.ymaps3`) this site uses. Longitude comes first in
 * every coordinate pair, as in the API.
 */
export type LngLat = [number, number]

export type YMapLocation = { center: LngLat; zoom: number; duration?: number } | { bounds: [LngLat, LngLat]; duration?: number }

export interface YMapEntity {
  update?(props: Record<string, unknown>): void
}

export interface YMapInstance extends YMapEntity {
  addChild(child: YMapEntity): YMapInstance
  removeChild?(child: YMapEntity): YMapInstance
  setLocation(location: YMapLocation): void
  destroy(): void
}

export interface Ymaps3 {
  ready: Promise<unknown>
  YMap: new (element: HTMLElement, props: { location: YMapLocation; mode?: 'vector' | 'raster' }) => YMapInstance
  YMapDefaultSchemeLayer: new (props?: Record<string, unknown>) => YMapEntity
  YMapDefaultFeaturesLayer: new (props?: Record<string, unknown>) => YMapEntity
  YMapMarker: new (props: { coordinates: LngLat; id?: string; zIndex?: number }, element?: HTMLElement) => YMapEntity
}
