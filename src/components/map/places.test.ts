import { describe, expect, it } from 'vitest'

import { drawablePoints, externalMapLinks, locationForPoints } from './places'

const point = (id: number, latitude: number, longitude: number) => ({ id, title: `P${id}`, address: null, latitude, longitude })

describe('map places', () => {
  it('link to Yandex Maps, 2GIS and Google Maps with the right coordinate order', () => {
    expect(externalMapLinks({ latitude: 43.2, longitude: 76.9 })).toEqual({
      yandex: 'https://yandex.kz/maps/?pt=76.9,43.2&z=16&l=map',
      twogis: 'https://2gis.kz/geo/76.9,43.2',
      google: 'https://www.google.com/maps/search/?api=1&query=43.2,76.9',
    })
  })

  it('centre one place at street zoom', () => {
    expect(locationForPoints([point(1, 43.2, 76.9)])).toEqual({ center: [76.9, 43.2], zoom: 16 })
    expect(locationForPoints([point(1, 43.2, 76.9), point(2, 43.2, 76.9)])).toEqual({ center: [76.9, 43.2], zoom: 16 })
  })

  it('fit several places in a padded box (longitude first)', () => {
    const location = locationForPoints([point(1, 43, 76), point(2, 51, 71)])
    expect(location).toEqual({
      bounds: [
        [71 - 0.75, 43 - 1.2],
        [76 + 0.75, 51 + 1.2],
      ],
    })
  })

  it('skip places without usable coordinates', () => {
    expect(drawablePoints([point(1, NaN, 1), point(2, 91, 1), point(3, 43, 76)]).map((p) => p.id)).toEqual([3])
    expect(locationForPoints([point(1, NaN, 1)])).toBeNull()
  })
})
