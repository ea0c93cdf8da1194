import localFont from 'next/font/local'

/**
 * Inter from @fontsource (no network at build time), regular 400 and semibold 600, as one family split by
 * script: each subset declares its unicode-range, so a page downloads only the scripts it shows.
 * Kazakh letters (Ә Ғ Қ Ң Ө Ү Һ) live in cyrillic-ext; Ұ and І in cyrillic. Only the Cyrillic files are
 * preloaded. The font loader only reads literal values, hence the repetition.
 */
// The constant's name is the family name next/font writes into --font-inter: it must be 'Inter'.
const Inter = localFont({
  src: [
    { path: '../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  declarations: [
    { prop: 'font-family', value: 'Inter' },
    { prop: 'unicode-range', value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
  ],
  variable: '--font-inter',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
  // Russian pages (the default) need the Cyrillic files first; Latin glyphs swap in when they arrive.
  preload: false,
})

const cyrillic = localFont({
  src: [
    { path: '../../node_modules/@fontsource/inter/files/inter-cyrillic-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/inter/files/inter-cyrillic-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  declarations: [
    { prop: 'font-family', value: 'Inter' },
    { prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' },
  ],
  display: 'swap',
})

const cyrillicExt = localFont({
  src: [
    { path: '../../node_modules/@fontsource/inter/files/inter-cyrillic-ext-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/inter/files/inter-cyrillic-ext-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  declarations: [
    { prop: 'font-family', value: 'Inter' },
    { prop: 'unicode-range', value: 'U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F' },
  ],
  display: 'swap',
  preload: false,
})

/** Class names for <html>: the CSS variable --font-inter and the @font-face rules of every subset. */
export const fontClassNames = [Inter.variable, cyrillic.className, cyrillicExt.className].join(' ')
