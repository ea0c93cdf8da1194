/** A calm line drawing of an unfinished house for error pages (at most 471x327, spec §9). */
export function ErrorIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 471 327" width="471" height="327" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="471" height="327" rx="24" fill="var(--color-surface)" />
      <circle cx="372" cy="84" r="34" fill="var(--color-accent-soft)" />
      <path d="M40 283h391" stroke="var(--color-line)" strokeWidth="4" strokeLinecap="round" />
      <path d="M110 283V150l96-64 96 64v133" fill="var(--color-bg)" stroke="var(--color-ink)" strokeWidth="4" strokeLinejoin="round" />
      <path d="M302 150 206 86l-96 64" fill="none" stroke="var(--color-accent)" strokeWidth="6" strokeLinejoin="round" strokeLinecap="round" />
      <path d="M186 283v-62h40v62" fill="var(--color-accent-soft)" stroke="var(--color-ink)" strokeWidth="4" strokeLinejoin="round" />
      <rect x="138" y="168" width="30" height="30" rx="4" fill="none" stroke="var(--color-ink)" strokeWidth="4" />
      <rect x="244" y="168" width="30" height="30" rx="4" fill="none" stroke="var(--color-ink)" strokeWidth="4" strokeDasharray="8 7" />
      <path d="M330 283V120M330 120h70M330 140l40-20M392 120v36" stroke="var(--color-gold)" strokeWidth="4" strokeLinecap="round" fill="none" />
      <path d="M384 166h16v18h-16z" fill="var(--color-gold)" />
    </svg>
  )
}
