'use client'

import { useEffect, useRef, useState } from 'react'

import styles from './picker.module.css'

type Tip = { text: string; x: number; y: number }

/**
 * The picker's tooltip: the name of the area under the mouse or in keyboard focus ("7 этаж, подъезд 1:
 * 5 свободных, от 25,4 млн ₸"). A tap on a phone opens the area at once (a buyer reaches a flat in a few
 * taps), and the floor or queue it opens heads with the same figures. The tooltip repeats the link's
 * accessible name, so screen readers skip it.
 */
export function PickerTips() {
  const layer = useRef<HTMLDivElement>(null)
  const [tip, setTip] = useState<Tip | null>(null)

  useEffect(() => {
    // The picker's box (not the parent: the tooltips may come in a box of their own, hydrate-on-intent.tsx).
    const root = layer.current?.closest<HTMLElement>(`.${styles.picker}`)
    if (!root) return
    const areaOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('[data-tip]') : null)
    const show = (area: Element) => {
      const box = root.getBoundingClientRect()
      const shape = area.getBoundingClientRect()
      const x = ((shape.left + shape.width / 2 - box.left) / box.width) * 100
      const y = ((shape.top - box.top) / box.height) * 100
      // Kept inside the picture: an area at its edge would push half the tooltip off it.
      setTip({ text: area.getAttribute('data-tip') ?? '', x: Math.min(85, Math.max(15, x)), y: Math.max(12, y) })
    }
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return
      const area = areaOf(event.target)
      if (area) show(area)
      else setTip(null)
    }
    const hide = () => setTip(null)
    const onFocusIn = (event: FocusEvent) => {
      const area = areaOf(event.target)
      if (area) show(area)
    }
    // Under the mouse or in focus already when this script came (it comes once the picture is in view).
    const already = root.querySelector('[data-tip]:hover') ?? (document.activeElement && areaOf(document.activeElement))
    if (already && root.contains(already)) show(already)
    root.addEventListener('pointerover', onPointerOver)
    root.addEventListener('pointerleave', hide)
    root.addEventListener('focusin', onFocusIn)
    root.addEventListener('focusout', hide)
    return () => {
      root.removeEventListener('pointerover', onPointerOver)
      root.removeEventListener('pointerleave', hide)
      root.removeEventListener('focusin', onFocusIn)
      root.removeEventListener('focusout', hide)
    }
  }, [])

  return (
    <div ref={layer} className={styles.tipLayer} aria-hidden="true">
      {tip && (
        <div className={styles.tip} style={{ left: `${tip.x}%`, top: `${tip.y}%` }} data-testid="picker-tip">
          {tip.text}
        </div>
      )}
    </div>
  )
}
