'use client'

import type { ReactNode } from 'react'

import './almaty-clock'

/** Admin provider whose import sets Payload's printed times to Almaty in the browser (./almaty-clock.ts). */
export function AlmatyClock({ children }: { children: ReactNode }) {
  return children
}
