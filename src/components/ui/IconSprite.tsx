import { iconSymbolId } from './Icon'
import { ICON_PATHS, type IconName } from './icon-paths'

/**
 * Every icon's path once per page, as symbols the Icon elements use (the site document renders it first in
 * the body). Out of the layout and of the accessibility tree; not `display: none`, under which some
 * browsers draw no referenced symbol.
 */
export function IconSprite() {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: 'absolute', overflow: 'hidden' }}>
      {(Object.keys(ICON_PATHS) as IconName[]).map((name) => (
        <symbol key={name} id={iconSymbolId(name)} viewBox="0 0 24 24">
          <path d={ICON_PATHS[name]} />
        </symbol>
      ))}
    </svg>
  )
}
