/** Small helpers to write SVG by hand. */

export const FONT = 'DejaVu Sans, Noto Sans, Arial, Helvetica, sans-serif'

const hex = (value: string): [number, number, number] => {
  const v = value.replace('#', '')
  return [0, 2, 4].map((i) => parseInt(v.slice(i, i + 2), 16)) as [number, number, number]
}

const toHex = (rgb: number[]): string =>
  `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

/** Mixes two colours: amount 0 gives a, 1 gives b. */
export const mix = (a: string, b: string, amount: number): string => {
  const [x, y] = [hex(a), hex(b)]
  return toHex(x.map((c, i) => c + (y[i] - c) * amount))
}

export const lighten = (color: string, amount: number) => mix(color, '#ffffff', amount)
export const darken = (color: string, amount: number) => mix(color, '#000000', amount)

/** Rounds coordinates so the SVG stays short and the output is identical everywhere. */
export const n = (value: number): string => String(Math.round(value * 10) / 10)

export const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export const svgDoc = (width: number, height: number, body: string, defs = ''): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`

export const linear = (id: string, stops: [number, string, number?][], vertical = true): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity == null ? '' : ` stop-opacity="${opacity}"`}/>`)
    .join('')}</linearGradient>`

export const radial = (id: string, stops: [number, string, number?][]): string =>
  `<radialGradient id="${id}">${stops
    .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity == null ? '' : ` stop-opacity="${opacity}"`}/>`)
    .join('')}</radialGradient>`

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`

export const polygon = (points: [number, number][], fill: string, extra = ''): string =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): string =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ` ${extra}` : ''}/>`

export const text = (x: number, y: number, value: string, size: number, fill: string, extra = ''): string =>
  `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-size="${n(size)}" fill="${fill}"${extra ? ` ${extra}` : ''}>${esc(value)}</text>`
