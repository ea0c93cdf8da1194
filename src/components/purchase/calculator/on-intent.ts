'use client'

import { hydrateOnIntent } from '@/components/ui/hydrate-on-intent'

/** The mortgage or installment calculator: the server's HTML shows the first result; the code that recomputes it comes once the form is in view and the page is idle, or at once when a visitor reaches for it (what was typed meanwhile is taken over). */
export const LoanCalculatorWhenSeen = hydrateOnIntent(() => import('./LoanCalculator').then((module) => module.LoanCalculator), { whenSeen: true })
