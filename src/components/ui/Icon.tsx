import type { SVGProps } from 'react'

import { iconSymbolId, type IconName } from './icon-paths'

export { isIconName, type IconName } from './icon-paths'

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
