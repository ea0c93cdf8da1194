import { useId } from 'react'

import { Icon } from '../ui/Icon'
import type { NavLink, PropertyTab } from '../shell/types'
import styles from './header.module.css'

/**
 * The properties mega-menu: one tab per category (tabs pattern: arrow keys move between tabs, Tab
 * enters the panel; pointing at a tab shows it; run by src/client/shell-controls.ts). Each panel links to
 * all listings of the category with its offer count, then to the listings per room count and per
 * finishing type with their 'price from'.
 */
export function PropertyTabs({ tabs, all, label }: { tabs: PropertyTab[]; all: NavLink; label: string }) {
  const baseId = useId()
  if (!tabs.length) {
    return (
      <a className={styles.panelAll} href={all.href}>
        {all.label}
      </a>
    )
  }

  return (
    <div className={styles.mega}>
      <div className={styles.tabList} role="tablist" aria-label={label} aria-orientation="vertical" data-tabs="">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={index === 0}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={index === 0 ? 0 : -1}
            className={styles.tab}
          >
            <span className={styles.tabTitle}>{tab.title}</span> <span className={styles.tabCount}>{tab.count}</span>
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.id} role="tabpanel" id={`${baseId}-panel-${tab.id}`} aria-labelledby={`${baseId}-tab-${tab.id}`} hidden={index !== 0} className={styles.tabPanel}>
          <a className={styles.panelAll} href={tab.all.href}>
            <span>{tab.all.label}</span> <span className={styles.panelAllCount}>{tab.count}</span>
            <Icon name="arrow-right" size={20} />
          </a>
          <div className={styles.groups}>
            {tab.groups.map((group) => (
              <div key={group.title} className={styles.group}>
                <p className={styles.groupTitle}>{group.title}</p>
                <ul className={styles.groupList}>
                  {group.items.map((item) => (
                    <li key={item.href}>
                      <a className={styles.itemLink} href={item.href}>
                        <span>{item.label}</span>
                        {item.note && (
                          <>
                            {' '}
                            <span className={styles.itemNote}>{item.note}</span>
                          </>
                        )}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}
