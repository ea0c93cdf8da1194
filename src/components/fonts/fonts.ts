import localFont from 'next/font/local'

/**
 * Inter, regular 400 and semibold 600, as one family in three parts by unicode-range, so that a page
 * downloads only the part it shows:
 * - the site's own subset (scripts/subset-fonts.mjs): Latin-1, Cyrillic with every Kazakh letter,
 *   punctuation, ₸ ₽ € №, arrows. Every page needs it (digits and spaces too), so it is preloaded: about
 *   20 KB per weight, where fontsource's per-script files cost a Russian page four downloads and 64 KB;
 * - fontsource's latin-ext and cyrillic-ext files for rarer letters (names, other languages), loaded
 *   only when such a letter is on the page. Their ranges leave out what the subset has: the three ranges
 *   are disjoint, so a browser never fetches two files for one character (tests/unit/fonts.test.ts).
 * The font loader only reads literal values, hence the repetition.
 */
// The constant's name is the family name next/font writes into --font-inter: it must be 'Inter'.
const Inter = localFont({
  src: [
    { path: './inter-400.woff2', weight: '400', style: 'normal' },
    { path: './inter-600.woff2', weight: '600', style: 'normal' },
  ],
  declarations: [
    { prop: 'font-family', value: 'Inter' },
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0300-0301,U+0304,U+0308,U+0329,U+0400-045F,U+0490-0493,U+049A-049B,U+04A2-04A3,U+04AE-04B1,U+04BA-04BB,U+04D8-04D9,U+04E8-04E9,U+2000-206F,U+20AC,U+20B8,U+20BD,U+2116,U+2122,U+2190-2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
  variable: '--font-inter',
  display: 'swap',
  // Until Inter arrives, text is set in 'Inter Fallback' (src/components/tokens.css): Arial's metrics scaled to
  // Inter's, found under more names than next/font's generated face, whose only source, local(Arial), exists
  // neither on Android nor on Linux (there the text fell back to a wider system-ui and moved when Inter came:
  // a layout shift of 0.25 on the home page under throttling).
  adjustFontFallback: false,
  fallback: ['Inter Fallback', 'system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
})

const latinExt = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/inter/files/inter-latin-ext-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../../node_modules/@fontsource/inter/files/inter-latin-ext-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  declarations: [
    { prop: 'font-family', value: 'Inter' },
    {
      prop: 'unicode-range',
      value:
        'U+0100-0130,U+0132-0151,U+0154-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+20A0-20AB,U+20AD-20B7,U+20B9-20BC,U+20BE-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
  display: 'swap',
  preload: false,
})

const cyrillicExt = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/inter/files/inter-cyrillic-ext-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../../node_modules/@fontsource/inter/files/inter-cyrillic-ext-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  declarations: [
    { prop: 'font-family', value: 'Inter' },
    {
      prop: 'unicode-range',
      value: 'U+0460-048F,U+0494-0499,U+049C-04A1,U+04A4-04AD,U+04B2-04B9,U+04BC-04D7,U+04DA-04E7,U+04EA-052F,U+1C80-1C8A,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F',
    },
  ],
  display: 'swap',
  preload: false,
})

/** Class names for <html>: the CSS variable --font-inter and the @font-face rules of every part. */
export const fontClassNames = [Inter.variable, latinExt.className, cyrillicExt.className].join(' ')
