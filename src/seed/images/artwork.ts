import type { Random } from '../random'
import { FONT, circle, darken, ellipse, esc, lighten, line, linear, polygon, radial, rect, svgDoc, text } from './svg'

/** Award medals, bank logos and promotion artwork. */

export function medal(o: { metal: 'gold' | 'silver' | 'bronze'; ribbon: string; year: number; background: string; symbol: 'star' | 'house' }): string {
  const S = 600
  const metals = { gold: ['#fbe7a1', '#d4a93c', '#a87a1c'], silver: ['#f4f6f8', '#c3c9cf', '#8b939b'], bronze: ['#f2c79b', '#c98a4b', '#8e5a2b'] }
  const [light, mid, dark] = metals[o.metal]
  let body = rect(0, 0, S, S, 'url(#bg)')
  body +=
    polygon(
      [
        [230, 40],
        [290, 40],
        [300, 250],
        [240, 250],
      ],
      o.ribbon,
    ) +
    polygon(
      [
        [370, 40],
        [310, 40],
        [300, 250],
        [360, 250],
      ],
      darken(o.ribbon, 0.15),
    )
  // Laurel: leaves along the lower two thirds of a circle around the medal, mirrored.
  for (let k = 0; k < 10; k++) {
    const phi = 95 + k * 17
    const rad = (phi * Math.PI) / 180
    const x = 300 + Math.cos(rad) * 168
    const y = 360 + Math.sin(rad) * 168
    const leaf = k % 2 ? '#5d8a4e' : '#6f9c5e'
    body += ellipse(x, y, 14, 32, leaf, `transform="rotate(${phi} ${Math.round(x)} ${Math.round(y)})"`)
    body += ellipse(600 - x, y, 14, 32, leaf, `transform="rotate(${-phi} ${Math.round(600 - x)} ${Math.round(y)})"`)
  }
  body += circle(300, 360, 140, dark) + circle(300, 360, 128, 'url(#metal)') + circle(300, 360, 100, 'none', `stroke="${dark}" stroke-width="4" opacity="0.6"`)
  if (o.symbol === 'star') {
    const pts: [number, number][] = []
    for (let i = 0; i < 10; i++) {
      const r = i % 2 ? 28 : 64
      const a = -Math.PI / 2 + (i * Math.PI) / 5
      pts.push([300 + Math.cos(a) * r, 335 + Math.sin(a) * r])
    }
    body += polygon(pts, dark, 'opacity="0.85"')
  } else {
    body +=
      polygon(
        [
          [245, 345],
          [300, 295],
          [355, 345],
          [355, 395],
          [245, 395],
        ],
        dark,
        'opacity="0.85"',
      ) + rect(288, 360, 24, 35, light)
  }
  body += text(300, 440, String(o.year), 40, dark, 'text-anchor="middle" font-weight="bold"')
  return svgDoc(
    S,
    S,
    body,
    linear('bg', [
      [0, lighten(o.background, 0.3)],
      [1, o.background],
    ]) +
      radial('metal', [
        [0, light],
        [0.7, mid],
        [1, darken(mid, 0.1)],
      ]),
  )
}

/** A bank's wordmark on its colour (drawn, not a real logo file). */
export function bankLogo(o: { name: string; color: string }): string {
  const W = 600
  const H = 300
  const body =
    rect(0, 0, W, H, '#ffffff') +
    rect(40, 70, 160, 160, o.color, 'rx="36"') +
    text(120, 178, o.name.slice(0, 1), 96, '#ffffff', 'text-anchor="middle" font-weight="bold"') +
    `<text x="230" y="170" font-family="${FONT}" font-size="54" font-weight="bold" fill="${darken(o.color, 0.2)}">${esc(o.name)}</text>` +
    text(232, 214, 'BANK', 26, '#7b8590', 'letter-spacing="8"')
  return svgDoc(W, H, body)
}

export type PromoMotif = 'percent' | 'key' | 'gift' | 'calendar'

/** Promotion artwork: soft gradient, large shapes, a motif. No words, so it suits every language. */
export function promoArt(o: { width: number; height: number; colors: [string, string]; motif: PromoMotif; rng: Random }): string {
  const { width: W, height: H, rng } = o
  let body = rect(0, 0, W, H, 'url(#bg)')
  for (let i = 0; i < 7; i++) body += circle(W * rng.next(), H * rng.next(), H * rng.float(0.08, 0.3), '#ffffff', `opacity="${rng.float(0.06, 0.16).toFixed(2)}"`)
  const cx = W * 0.7
  const cy = H * 0.5
  const r = H * 0.3
  body += circle(cx, cy, r * 1.15, '#ffffff', 'opacity="0.2"') + circle(cx, cy, r, '#ffffff', 'opacity="0.95"')
  const ink = darken(o.colors[1], 0.25)
  if (o.motif === 'percent') {
    body += circle(cx - r * 0.35, cy - r * 0.35, r * 0.18, 'none', `stroke="${ink}" stroke-width="${r * 0.1}"`)
    body += circle(cx + r * 0.35, cy + r * 0.35, r * 0.18, 'none', `stroke="${ink}" stroke-width="${r * 0.1}"`)
    body += line(cx + r * 0.45, cy - r * 0.55, cx - r * 0.45, cy + r * 0.55, ink, r * 0.11, 'stroke-linecap="round"')
  } else if (o.motif === 'key') {
    body += circle(cx - r * 0.3, cy, r * 0.32, 'none', `stroke="${ink}" stroke-width="${r * 0.12}"`)
    body += line(cx, cy, cx + r * 0.6, cy, ink, r * 0.12, 'stroke-linecap="round"')
    body += line(cx + r * 0.45, cy, cx + r * 0.45, cy + r * 0.25, ink, r * 0.1) + line(cx + r * 0.28, cy, cx + r * 0.28, cy + r * 0.18, ink, r * 0.1)
  } else if (o.motif === 'gift') {
    body += rect(cx - r * 0.5, cy - r * 0.2, r, r * 0.7, ink, 'rx="8"') + rect(cx - r * 0.58, cy - r * 0.42, r * 1.16, r * 0.26, darken(ink, 0.1), 'rx="8"')
    body += rect(cx - r * 0.08, cy - r * 0.42, r * 0.16, r * 0.92, lighten(o.colors[0], 0.3))
    body +=
      ellipse(cx - r * 0.2, cy - r * 0.52, r * 0.2, r * 0.1, ink, `transform="rotate(-20 ${Math.round(cx)} ${Math.round(cy)})"`) +
      ellipse(cx + r * 0.2, cy - r * 0.52, r * 0.2, r * 0.1, ink, `transform="rotate(20 ${Math.round(cx)} ${Math.round(cy)})"`)
  } else {
    body +=
      rect(cx - r * 0.55, cy - r * 0.45, r * 1.1, r * 0.95, '#ffffff', `stroke="${ink}" stroke-width="${r * 0.06}" rx="14"`) +
      rect(cx - r * 0.55, cy - r * 0.45, r * 1.1, r * 0.25, ink, 'rx="14"')
    for (let row = 0; row < 3; row++)
      for (let col = 0; col < 4; col++)
        body += rect(cx - r * 0.45 + col * r * 0.25, cy - r * 0.1 + row * r * 0.18, r * 0.14, r * 0.1, row === 1 && col === 2 ? o.colors[0] : lighten(ink, 0.6), 'rx="3"')
  }
  // A little house silhouette at the lower left ties the artwork to the developer.
  body +=
    polygon(
      [
        [W * 0.12, H * 0.78],
        [W * 0.2, H * 0.62],
        [W * 0.28, H * 0.78],
      ],
      '#ffffff',
      'opacity="0.5"',
    ) + rect(W * 0.14, H * 0.78, W * 0.12, H * 0.12, '#ffffff', 'opacity="0.5"')
  return svgDoc(
    W,
    H,
    body,
    linear(
      'bg',
      [
        [0, o.colors[0]],
        [1, o.colors[1]],
      ],
      false,
    ),
  )
}
