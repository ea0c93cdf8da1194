import styles from './spinner.module.css'

/** A spinning ring; the surrounding control announces the busy state. */
export function Spinner({ size = 18 }: { size?: number }) {
  return <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
}
