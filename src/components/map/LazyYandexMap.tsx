'use client'

import dynamic from 'next/dynamic'

/**
 * YandexMap in a chunk of its own: the projects list imports LocationMap for its map view, and its list
 * view should not download the map code. Rendered on the server as usual.
 */
export const LazyYandexMap = dynamic(() => import('./YandexMap').then((module) => module.YandexMap))
