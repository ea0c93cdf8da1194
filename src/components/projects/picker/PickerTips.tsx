'use client'

import { useEffect, useRef, useState } from 'react'

import styles from './picker.module.css'

type Tip = { text: string; x: number; y: number; armed: boolean }

/**
 * The picker's tooltip: the name of the area under the mouse, in focus, or tapped. On a touch screen the
 * first tap on an area shows its name and the second opens it, so a buyer reads "от … ₸, 5 свободных"
 * before leaving the picture. The tooltip repeats the link's accessible name, so screen readers skip it.
 */
export function PickerTips({ tapAgain }: { tapAgain: string }) {
  const layer = useRef<HTMLDivElement>(null)
  const [tip, setTip] = useState<Tip | null>(null)

  useEffect(() => {
    const root = layer.current?.parentElement
    if (!root) return
    let touch = false
    let armed: Element | null = null
    const areaOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('[data-tip]') : null)
    const show = (area: Element, isArmed = false) => {
      const box = root.getBoundingClientRect()
      const shape = area.getBoundingClientRect()
      const x = ((shape.left + shape.width / 2 - box.left) / box.width) * 100
      const y = ((shape.top - box.top) / box.height) * 100
      setTip({ text: area.getAttribute('data-tip') ?? '', x: Math.min(85, Math.max(15, x)), y: Math.max(12, y), armed: isArmed })
    }
    const onPointerDown = (event: PointerEvent) => {
      touch = event.pointerType !== 'mouse'
    }
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return
      const area = areaOf(event.target)
      if (area) show(area)
      else setTip(null)
    }
    const onPointerLeave = () => {
      if (!touch) setTip(null)
    }
    const onFocusIn = (event: FocusEvent) => {
      const area = areaOf(event.target)
      if (area) show(area)
    }
    const onFocusOut = () => setTip(null)
    const onClick = (event: MouseEvent) => {
      const area = areaOf(event.target)
      if (!touch || !area || area === armed || !area.hasAttribute('href')) return
      event.preventDefault()
      armed = area
      show(area, true)
    }
    root.addEventListener('pointerdown', onPointerDown)
    root.addEventListener('pointerover', onPointerOver)
    root.addEventListener('pointerleave', onPointerLeave)
    root.addEventListener('focusin', onFocusIn)
    root.addEventListener('focusout', onFocusOut)
    root.addEventListener('click', onClick)
    return () => {
      root.removeEventListener('pointerdown', onPointerDown)
      root.removeEventListener('pointerover', onPointerOver)
      root.removeEventListener('pointerleave', onPointerLeave)
      root.removeEventListener('focusin', onFocusIn)
      root.removeEventListener('focusout', onFocusOut)
      root.removeEventListener('click', onClick)
    }
  }, [])

  return (
    <div ref={layer} className={styles.tipLayer} aria-hidden="true">
      {tip && (
        <div className={styles.tip} style={{ left: `${tip.x}%`, top: `${tip.y}%` }} data-testid="picker-tip">
          {tip.text}
          {tip.armed && <span className={styles.tipAgain}>{tapAgain}</span>}
        </div>
      )}
    </div>
  )
}
