/**
 * The design tokens that /test-ui's design-system section shows, by name, in the order of
 * src/components/tokens.css (design-tokens.test.ts keeps the two in step). The page draws each with
 * `var(name)`, so what it shows is the stylesheet's value, never a copy.
 */

/** The type scale: name and its value as written (fluid sizes are clamp()s). */
export const TYPE_SCALE = [
  { name: '--text-xs', value: '0.75rem' },
  { name: '--text-sm', value: '0.875rem' },
  { name: '--text-md', value: '1rem' },
  { name: '--text-lg', value: '1.125rem' },
  { name: '--text-xl', value: 'clamp(1.25rem, 1.1rem + 0.5vw, 1.5rem)' },
  { name: '--text-2xl', value: 'clamp(1.5rem, 1.2rem + 1vw, 2.125rem)' },
  { name: '--text-3xl', value: 'clamp(2rem, 1.4rem + 2.4vw, 3.5rem)' },
] as const

export const SPACING_SCALE = [
  { name: '--space-1', value: '0.25rem' },
  { name: '--space-2', value: '0.5rem' },
  { name: '--space-3', value: '0.75rem' },
  { name: '--space-4', value: '1rem' },
  { name: '--space-5', value: '1.5rem' },
  { name: '--space-6', value: '2rem' },
  { name: '--space-7', value: '2.5rem' },
  { name: '--space-8', value: '3rem' },
  { name: '--space-9', value: '4rem' },
  { name: '--space-10', value: '6rem' },
] as const

export const COLOURS = [
  { name: '--color-bg', value: '#ffffff' },
  { name: '--color-surface', value: '#f6f4ef' },
  { name: '--color-surface-strong', value: '#ebe6dc' },
  { name: '--color-line', value: '#ddd7cb' },
  { name: '--color-ink', value: '#16202a' },
  { name: '--color-ink-muted', value: '#525d69' },
  { name: '--color-accent', value: '#0b5d4b' },
  { name: '--color-accent-strong', value: '#07473a' },
  { name: '--color-accent-soft', value: '#e3efeb' },
  { name: '--color-on-accent', value: '#ffffff' },
  { name: '--color-gold', value: '#b08d57' },
  { name: '--color-danger', value: '#b42318' },
  { name: '--color-danger-soft', value: '#fdf0ee' },
  { name: '--color-success', value: '#0b5d4b' },
  { name: '--color-focus', value: '#1f6feb' },
  { name: '--color-project-bg', value: '#101c24' },
  { name: '--color-project-ink', value: '#f3f1ec' },
  { name: '--color-project-muted', value: '#c3c9cf' },
  { name: '--color-overlay', value: 'rgb(16 28 36 / 0.55)' },
] as const
