import type { SVGProps } from 'react'

// Types only: a value import would bring every icon's path data into the client bundles that show icons.
import type { IconName } from './icon-paths'

export type { IconName } from './icon-paths'

/** The id of an icon's symbol in the page (IconSprite). */
export const iconSymbolId = (name: IconName): string => `icon-${name}`

/**
 * A line icon drawn with currentColor: a reference to its symbol in the page (IconSprite, rendered once by
 * the site document), so that a client component that shows icons ships their names, not their paths.
 * Decorative: the surrounding control carries the name.
 */
export function Icon({ name, size = 24, ...props }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  )
}
