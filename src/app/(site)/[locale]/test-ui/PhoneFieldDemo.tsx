'use client'

import { useState } from 'react'

import { PhoneField } from '@/components/ui/PhoneField'

/** The phone input with its mask, live. */
export function PhoneFieldDemo({ id, label }: { id: string; label: string }) {
  const [value, setValue] = useState('')
  return <PhoneField id={id} name="phone" label={label} value={value} onValueChange={setValue} />
}
