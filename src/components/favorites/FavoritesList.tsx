'use client'

import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { useLocale } from '@/i18n/client'
import { useTranslations } from '@/i18n/translate'
import { useEffect, useState } from 'react'

import { FAVORITES_KEY, parseFavorites, removeFavorites, writeFavorites } from '@/client/favorites'
import { ESTATE_CATEGORY_CODES, type EstateCategoryCode } from '@/domain/estate-categories'
import { estatePath, PAGES, propertiesPath } from '@/domain/site-pages'
import { Link } from '@/i18n/navigation'
import type { EstateListItem } from '@/services/estates'
import { favoriteAreaLabel, favoriteFloorLabel, favoriteName, favoriteStatusLabel, layoutImage, priceLabel, roomsLabel } from '../properties/estate-format'
import { ButtonLink } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { Spinner } from '../ui/Spinner'
import { fetchEstatesByIds } from './fetch-estates'
import styles from './favorites.module.css'
import { useFavorites } from './useFavorites'
import { useHydrated } from './useHydrated'
import { cardRows } from '@/components/ui/card-rows'
import frame from '@/components/ui/page.module.css'

/**
 * The saved estates as cards (the /favorites page). The ids come from this browser's storage; the
 * estates from the public API. A corrupt stored value is repaired, and saved estates that were sold,
 * deleted or unpublished are dropped from the list, each time with a polite message.
 */
export function FavoritesList() {
  const t = useTranslations()
  const locale = useLocale()
  const ids = useFavorites()
  const mounted = useHydrated()
  const [known, setKnown] = useState<ReadonlyMap<number, EstateListItem>>(new Map())
  const [failed, setFailed] = useState(false)
  const [repaired, setRepaired] = useState(false)
  const [removed, setRemoved] = useState(0)
  const [category, setCategory] = useState<EstateCategoryCode | 'all'>('all')

  // Once: repair the stored text if it is not a clean list of ids.
  useEffect(() => {
    try {
      const { ids: clean, corrected } = parseFavorites(window.localStorage.getItem(FAVORITES_KEY))
      if (corrected) {
        writeFavorites(window.localStorage, clean)
        // Only the browser knows its storage: the message can only be set after hydration.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setRepaired(true)
      }
    } catch {
      // Storage switched off: nothing saved, nothing to repair.
    }
  }, [])

  const missing = mounted ? ids.filter((id) => !known.has(id)) : []
  const missingKey = missing.join(',')

  // Fetch the estates not loaded yet (first visit, or one added in another tab).
  useEffect(() => {
    if (!missingKey) return
    const wanted = missingKey.split(',').map(Number)
    const controller = new AbortController()
    fetchEstatesByIds(wanted, locale, controller.signal)
      .then((items) => {
        const available = items.filter((e) => e.status !== 'sold')
        const gone = wanted.filter((id) => !available.some((e) => e.id === id))
        setKnown((previous) => new Map([...previous, ...available.map((e) => [e.id, e] as const)]))
        setFailed(false)
        if (gone.length > 0) {
          removeFavorites(window.localStorage, gone)
          setRemoved((count) => count + gone.length)
        }
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true)
      })
    return () => controller.abort()
  }, [missingKey, locale])

  const saved = ids.flatMap((id) => known.get(id) ?? [])
  const loading = !mounted || (missing.length > 0 && !failed)
  const categories = ESTATE_CATEGORY_CODES.filter((code) => saved.some((e) => e.category === code))
  const shownCategory = category !== 'all' && categories.includes(category) ? category : 'all'
  const shown = shownCategory === 'all' ? saved : saved.filter((e) => e.category === shownCategory)

  return (
    <div className={styles.list}>
      <div role="status" className={styles.notices}>
        {repaired && <p className={styles.notice}>{t('favorites-repaired')}</p>}
        {removed > 0 && <p className={styles.notice}>{t('favorites-unavailable', { count: removed })}</p>}
      </div>
      {failed && (
        <p role="alert" className={styles.error}>
          {t('favorites-error')}
        </p>
      )}
      {loading && saved.length === 0 ? (
        <p className={styles.loading}>
          <Spinner /> {t('favorites-loading')}
        </p>
      ) : saved.length === 0 ? (
        !failed && <EmptyFavorites />
      ) : (
        <>
          <div className={styles.toolbar}>
            <p className={styles.count}>{t('favorites-saved-count', { count: saved.length })}</p>
            {categories.length > 1 && (
              <div role="group" aria-label={t('favorites-filter-label')} className={styles.filters}>
                {(['all', ...categories] as const).map((code) => (
                  <button key={code} type="button" className={styles.filter} aria-pressed={shownCategory === code} onClick={() => setCategory(code)}>
                    {code === 'all' ? t('favorites-filter-all') : t(`favorites-category-${code}`)}
                  </button>
                ))}
              </div>
            )}
            {saved.length > 1 && (
              <ButtonLink href={`${PAGES.compare}?ids=${saved.map((e) => e.id).join(',')}`} variant="outline" size="small">
                {t('favorites-compare-link')}
              </ButtonLink>
            )}
          </div>
          <ul className={`${frame.cards} ${styles.grid}`} {...cardRows(shown.length)}>
            {shown.map((estate) => (
              <li key={estate.id}>
                <FavoriteCard estate={estate} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

function FavoriteCard({ estate }: { estate: EstateListItem }) {
  const t = useTranslations()
  const name = favoriteName(t, estate)
  const image = layoutImage(estate)
  return (
    <article className={styles.card} data-testid="favorite-card">
      <div className={styles.cardImage}>
        {image ? (
          <ResponsiveImage
            src={image.src}
            alt={t('favorites-layout-alt', { name })}
            width={image.width}
            height={image.height}
            sizes="(max-width: 600px) 100vw, (max-width: 960px) 50vw, 25vw"
          />
        ) : (
          <span className={styles.noImage}>{t('favorites-no-layout')}</span>
        )}
      </div>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <Link href={estatePath(estate.category, estate.slug)}>{name}</Link>
        </h2>
        <p className={styles.project}>
          {estate.complex.name}
          {estate.house.name ? `, ${estate.house.name}` : ''}
        </p>
        <p className={styles.facts}>
          {estate.category === 'flat' && <span>{roomsLabel(t, estate.rooms) ?? '—'}</span>}
          <span>{favoriteAreaLabel(t, estate.area)}</span>
          {estate.floor !== null && <span>{favoriteFloorLabel(t, estate.floor)}</span>}
        </p>
        <p className={styles.price}>{priceLabel(t, estate.price)}</p>
        <p className={styles.status} data-status={estate.status}>
          {favoriteStatusLabel(t, estate.status)}
        </p>
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('favorites-remove-item', { name })}
        title={t('favorites-remove-item', { name })}
        onClick={() => removeFavorites(window.localStorage, [estate.id])}
      >
        <Icon name="close" size={18} />
      </button>
    </article>
  )
}

function EmptyFavorites() {
  const t = useTranslations()
  return (
    <div className={styles.empty}>
      <h2>{t('favorites-empty-title')}</h2>
      <p>{t('favorites-empty-text')}</p>
      <ButtonLink href={propertiesPath('flat')}>{t('favorites-empty-link')}</ButtonLink>
    </div>
  )
}
