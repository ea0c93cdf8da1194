'use client'

import { Button, FieldDescription, FieldError, FieldLabel, useConfig, useField, useFormFields, useTranslation } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'

import { formatPoints, labelPoint, MAX_POINTS, parsePoints, svgPoints, type Point } from '../../domain/plan-areas'
import { inEditorLanguage, w, type Words } from '../admin-words'
import { appendPoint, draftPoints, insertPoint, movePoint, nudgePoint, picturePathOf, pointIn, removePoint, rowsPathOf, siblingPointsPaths } from './polygon-editing'
import styles from './polygon-field.module.css'

const WORDS = {
  noPicture: w('Сначала загрузите картинку выше', 'Upload the picture above first'),
  loading: w('Загрузка картинки…', 'Loading the picture…'),
  notLoaded: w('Картинка не загрузилась: контур можно ввести числами ниже', 'The picture did not load: the outline can be typed as numbers below'),
  unreadable: w('Текст контура ниже не читается: исправьте его или нажмите «Очистить»', 'The outline text below cannot be read: fix it or press "Clear"'),
  picture: w('Картинка, на которой обводится область', 'The picture the area is outlined on'),
  hint: w(
    'Щелчок по картинке ставит точку в конец контура, Shift+щелчок — на ближайшую сторону. Точки перетаскиваются; двойной щелчок или Delete удаляет точку, стрелки сдвигают выбранную (с Shift — дальше).',
    'Click the picture to add a point at the end of the outline, Shift+click to add it on the nearest side. Drag a point to move it; double-click or Delete removes it, the arrow keys nudge the selected one (further with Shift).',
  ),
  full: w(`Больше точек нельзя: предел ${MAX_POINTS}`, `No more points: the limit is ${MAX_POINTS}`),
  legend: w('Цвета на сайте:', 'Colours on the site:'),
  undo: w('Отменить точку', 'Undo point'),
  clear: w('Очистить', 'Clear'),
  free: w('свободно', 'available'),
  reserved: w('забронировано', 'reserved'),
  sold: w('продано', 'sold'),
  coordinates: w('Координаты точек: «x,y» от 0 до 1 через пробел', 'Point coordinates: "x,y" from 0 to 1, separated by spaces'),
  count: w('Точек', 'Points'),
}

const pointLabel = (index: number, count: number, language: string) => (language === 'en' ? `Point ${index + 1} of ${count}` : `Точка ${index + 1} из ${count}`)

/** What the arrow keys do to a focused point: a nudge of half a percent of the picture, two with Shift. */
const STEP = 0.005
const LONG_STEP = 0.02
const ARROWS: Record<string, Point> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }

/** Without its own size (an SVG upload) the picture is drawn on a square of this many units, stretched to it. */
const FALLBACK_SIZE = 1000

type MediaDoc = { id?: unknown; url?: string | null; mimeType?: string | null; width?: number | null; height?: number | null; sizes?: { hero?: { url?: string | null } } }
type Picture = { url: string; width: number | null; height: number | null }

/** The picture of a media doc; the 1600-pixel size when there is one, since the editor shows it at most 720 wide (1440 on a dense screen). */
function pictureOf(doc: MediaDoc | null | undefined): Picture | null {
  if (!doc?.url || (doc.mimeType && !doc.mimeType.startsWith('image/'))) return null
  return { url: doc.sizes?.hero?.url || doc.url, width: doc.width ?? null, height: doc.height ?? null }
}

/**
 * The picture of the upload field's value: a populated doc as it is, an id read from the REST API (the form
 * state usually holds only the id). `loading` while that answer is on the way.
 */
function usePicture(value: unknown): { picture: Picture | null; id: unknown; loading: boolean } {
  const { config } = useConfig()
  const doc = value && typeof value === 'object' ? (value as MediaDoc) : null
  const populated = pictureOf(doc)
  const raw = doc ? doc.id : value
  const isId = typeof raw === 'number' || (typeof raw === 'string' && raw !== '')
  const id = populated || !isId ? undefined : raw
  const apiUrl = `${config.serverURL ?? ''}${config.routes.api}`
  const [loaded, setLoaded] = useState<{ id: unknown; picture: Picture | null }>()
  useEffect(() => {
    if (id === undefined) return
    const controller = new AbortController()
    fetch(`${apiUrl}/media/${encodeURIComponent(String(id))}?depth=0`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: MediaDoc | null) => setLoaded({ id, picture: pictureOf(body) }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ id, picture: null })
      })
    return () => controller.abort()
  }, [apiUrl, id])
  if (populated) return { picture: populated, id: doc?.id, loading: false }
  if (id === undefined) return { picture: null, id, loading: false }
  return loaded?.id === id ? { picture: loaded.picture, id, loading: false } : { picture: null, id, loading: true }
}

/**
 * The `points` field of the visual picker (fields.ts, pointsField): the row's polygon drawn over the picture
 * of its group or row, with the other rows' polygons in grey for reference. The text stays the stored value
 * (domain/plan-areas.ts) and can be typed or pasted under the picture.
 */
export function PolygonField({ field, path: pathFromProps, readOnly }: TextFieldClientProps) {
  const { label, localized, required, admin } = field
  const { path, value, setValue, showError, disabled } = useField<string>({ potentiallyStalePath: pathFromProps })
  const { i18n } = useTranslation()
  const say = (words: Words) => inEditorLanguage(words, i18n.language)
  const locked = Boolean(readOnly || disabled)

  const picturePath = picturePathOf(path)
  const rowsPath = rowsPathOf(path)
  const { picture, id: pictureId, loading } = usePicture(useFormFields(([fields]) => fields[picturePath]?.value))
  // A string, not a list: the form re-renders this field only when another outline really changed.
  const siblingTexts = useFormFields(([fields]) =>
    JSON.stringify(siblingPointsPaths(path, fields[rowsPath]?.value).map(({ index, path: siblingPath }) => [index, fields[siblingPath]?.value ?? ''])),
  )
  const siblings = useMemo(
    () => (JSON.parse(siblingTexts) as [number, unknown][]).map(([index, text]) => ({ index, points: parsePoints(text) })).filter((sibling) => sibling.points.length > 0),
    [siblingTexts],
  )

  const drafted = draftPoints(value)
  const unreadable = drafted === null
  const points = drafted ?? []
  const write = (next: Point[]) => setValue(formatPoints(next))

  // The picture's own size when it loads, for a media doc without one.
  const [natural, setNatural] = useState<{ url: string; width: number; height: number }>()
  const width = picture?.width || (natural?.url === picture?.url ? natural?.width : undefined) || FALLBACK_SIZE
  const height = picture?.height || (natural?.url === picture?.url ? natural?.height : undefined) || FALLBACK_SIZE

  const stage = useRef<HTMLDivElement>(null)
  const handles = useRef<(HTMLButtonElement | null)[]>([])
  const dragging = useRef<number | null>(null)
  // A drag that ends off its handle may send its click to the picture (browsers differ): it adds no point.
  const dragged = useRef(false)
  // After a point is deleted from the keyboard, its neighbour takes the focus (so Delete can go on).
  const focusNext = useRef<number | null>(null)
  useEffect(() => {
    if (focusNext.current === null) return
    handles.current[focusNext.current]?.focus()
    focusNext.current = null
  })

  const pointAt = (event: { clientX: number; clientY: number }) =>
    pointIn(stage.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: 0, height: 0 }, event.clientX, event.clientY)
  const editable = !locked && !unreadable

  const remove = (index: number, keepFocus: boolean) => {
    const next = removePoint(points, index)
    if (keepFocus && next.length) focusNext.current = Math.max(0, index - 1)
    write(next)
  }

  const onHandleKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault()
      remove(index, true)
      return
    }
    const arrow = ARROWS[event.key]
    if (!arrow) return
    // The page would scroll otherwise.
    event.preventDefault()
    const step = event.shiftKey ? LONG_STEP : STEP
    write(nudgePoint(points, index, arrow[0] * step, arrow[1] * step))
  }

  const onHandleDown = (index: number) => (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return
    // Capture keeps the drag going when a finger or the mouse runs ahead of the handle; no text selection meanwhile.
    event.preventDefault()
    event.stopPropagation()
    event.currentTarget.setPointerCapture(event.pointerId)
    event.currentTarget.focus()
    dragging.current = index
  }

  const onHandleMove = (index: number) => (event: PointerEvent<HTMLButtonElement>) => {
    if (dragging.current !== index) return
    dragged.current = true
    write(movePoint(points, index, pointAt(event)))
  }

  const endDrag = () => {
    dragging.current = null
  }

  const rawInput = (
    <input
      id={`field-${path.replace(/\./g, '__')}`}
      name={path}
      type="text"
      value={value ?? ''}
      disabled={locked}
      spellCheck={false}
      aria-label={say(WORDS.coordinates)}
      style={{ fontFamily: 'monospace', marginTop: 4 }}
      onChange={(event) => setValue(event.target.value)}
    />
  )

  const last = points.length - 1
  return (
    <div className={['field-type', 'text', showError && 'error', locked && 'read-only'].filter(Boolean).join(' ')}>
      <FieldLabel label={label} localized={localized} path={path} required={required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <div className={styles.editor}>
          {!picture ? (
            <>
              <p className={styles.note}>{say(loading ? WORDS.loading : pictureId === undefined ? WORDS.noPicture : WORDS.notLoaded)}</p>
              {rawInput}
            </>
          ) : (
            <>
              {unreadable && <p className={`${styles.note} ${styles.problem}`}>{say(WORDS.unreadable)}</p>}
              <div
                ref={stage}
                className={[styles.stage, editable && styles.editable].filter(Boolean).join(' ')}
                data-testid="polygon-stage"
                onPointerDown={() => {
                  dragged.current = false
                }}
                onClick={(event) => {
                  if (!editable || dragged.current) return
                  const point = pointAt(event)
                  write(event.shiftKey ? insertPoint(points, point, width / height) : appendPoint(points, point))
                }}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- an upload of any size and origin in the admin, traced at its own proportions */}
                <img
                  className={styles.picture}
                  src={picture.url}
                  alt={say(WORDS.picture)}
                  draggable={false}
                  onLoad={(event) => setNatural({ url: picture.url, width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
                />
                <svg className={styles.overlay} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true">
                  {siblings.map((sibling) => (
                    <polygon key={sibling.index} className={styles.other} points={svgPoints(sibling.points, width, height)} />
                  ))}
                  {points.length >= 3 ? (
                    <polygon className={styles.own} points={svgPoints(points, width, height)} />
                  ) : points.length === 2 ? (
                    <polyline className={styles.ownLine} points={svgPoints(points, width, height)} />
                  ) : null}
                </svg>
                {siblings.map((sibling) => {
                  const [x, y] = labelPoint(sibling.points)
                  return (
                    <span key={sibling.index} className={styles.otherLabel} style={{ left: `${x * 100}%`, top: `${y * 100}%` }} aria-hidden="true">
                      {sibling.index + 1}
                    </span>
                  )
                })}
                {points.map(([x, y], index) => (
                  <button
                    // By position: a point keeps its handle (and the focus) while it moves.
                    key={index}
                    ref={(element) => {
                      handles.current[index] = element
                    }}
                    type="button"
                    tabIndex={0}
                    disabled={!editable}
                    className={[styles.handle, index === last && styles.last].filter(Boolean).join(' ')}
                    style={{ left: `${x * 100}%`, top: `${y * 100}%` }}
                    aria-label={pointLabel(index, points.length, i18n.language)}
                    title={`${pointLabel(index, points.length, i18n.language)}: ${formatPoints([[x, y]])}`}
                    onPointerDown={onHandleDown(index)}
                    onPointerMove={onHandleMove(index)}
                    onPointerUp={endDrag}
                    onPointerCancel={endDrag}
                    onLostPointerCapture={endDrag}
                    onClick={(event) => event.stopPropagation()}
                    onDoubleClick={(event) => {
                      event.stopPropagation()
                      remove(index, false)
                    }}
                    onKeyDown={onHandleKey(index)}
                  />
                ))}
              </div>
              <p className={styles.hint}>
                {say(WORDS.hint)}
                {points.length >= MAX_POINTS && ` ${say(WORDS.full)}.`}
              </p>
              <div className={styles.toolbar}>
                <Button buttonStyle="secondary" size="small" margin={false} disabled={!editable || points.length === 0} onClick={() => write(points.slice(0, -1))}>
                  {say(WORDS.undo)}
                </Button>
                <Button buttonStyle="secondary" size="small" margin={false} disabled={locked || !value} onClick={() => setValue('')}>
                  {say(WORDS.clear)}
                </Button>
                <div className={styles.legend}>
                  <span>{say(WORDS.legend)}</span>
                  {(['free', 'reserved', 'sold'] as const).map((availability) => (
                    <span key={availability}>
                      <span className={`${styles.swatch} ${styles[availability]}`} aria-hidden="true" />
                      {say(WORDS[availability])}
                    </span>
                  ))}
                </div>
              </div>
              <details className={styles.raw} open={unreadable || undefined}>
                <summary>
                  {say(WORDS.coordinates)} · {say(WORDS.count)}: {points.length}
                </summary>
                {rawInput}
              </details>
            </>
          )}
        </div>
      </div>
      <FieldDescription description={admin?.description} path={path} />
    </div>
  )
}
