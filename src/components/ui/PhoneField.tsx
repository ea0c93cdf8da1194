'use client'

import { PHONE_PLACEHOLDER } from '@/domain/phone'
import { maskPhone } from '@/domain/phone-mask'
import { TextField, type TextFieldProps } from './TextField'

/** A phone input with the +7 (###) ###-##-## mask; `value` is the masked text. */
export function PhoneField({ value, onValueChange, ...props }: Omit<TextFieldProps, 'onChange' | 'value'> & { value: string; onValueChange: (masked: string) => void }) {
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_PLACEHOLDER}
      value={value}
      onChange={(event) => onValueChange(maskPhone(event.target.value))}
      {...props}
    />
  )
}
