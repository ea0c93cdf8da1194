import type { ComplexDetail } from '@/services/complexes'

/** schema.org structured data of a project: a residential complex with its address and coordinates. */
export function projectJsonLd(complex: ComplexDetail, url: string, origin: string, description: string | null): Record<string, unknown> {
  const image = complex.cover?.sizes.hero?.url ?? complex.cover?.url
  return {
    '@context': 'https://schema.org',
    '@type': 'ApartmentComplex',
    name: complex.name,
    url,
    ...(description ? { description } : {}),
    ...(image ? { image: /^https?:/.test(image) ? image : `${origin}${image}` } : {}),
    address: {
      '@type': 'PostalAddress',
      addressCountry: 'KZ',
      ...(complex.city ? { addressLocality: complex.city.name } : {}),
      ...(complex.address ? { streetAddress: complex.address } : {}),
    },
    ...(complex.latitude !== null && complex.longitude !== null ? { geo: { '@type': 'GeoCoordinates', latitude: complex.latitude, longitude: complex.longitude } } : {}),
  }
}
