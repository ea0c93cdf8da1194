'use client'

import { useSyncExternalStore } from 'react'

import { favoritesSnapshot, serverFavoritesSnapshot, subscribeFavorites } from '@/client/favorites'

/** The visitor's favorite estate ids, live across components and tabs (empty during server rendering). */
export const useFavorites = (): number[] => useSyncExternalStore(subscribeFavorites, favoritesSnapshot, serverFavoritesSnapshot)
