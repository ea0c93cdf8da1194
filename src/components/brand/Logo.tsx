import styles from './logo.module.css'

/** The mark alone: a rounded square with a house (the admin's icon uses it too). */
function Mark() {
  return (
    <>
      <rect x="0" y="2" width="36" height="36" rx="9" className={styles.mark} />
      <path d="M9 29V17l9-6 9 6v12M14 29v-7h8v7" className={styles.markLines} />
    </>
  )
}

/** The Qazaq Stroy mark and wordmark: 142x40 on desktop, 124x31 on mobile (spec §9). */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <svg className={styles.logo} data-tone={tone} viewBox="0 0 142 40" role="img" aria-label="Qazaq Stroy">
      <Mark />
      <text x="44" y="19" className={styles.word}>
        QAZAQ
      </text>
      <text x="44" y="34" className={styles.wordLight}>
        STROY
      </text>
    </svg>
  )
}

/** The mark without the wordmark, square, sized by its container. */
export function LogoMark() {
  return (
    <svg viewBox="0 2 36 36" width="100%" height="100%" role="img" aria-label="Qazaq Stroy">
      <Mark />
    </svg>
  )
}
