'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useState } from 'react'

import { CURRENCY_SYMBOL, formatMoney, readWholeAmount } from '../../domain/money'

const shown = (value: unknown) => (typeof value === 'number' ? formatMoney(value, 0) : '')

/**
 * A price as the site writes it (10,240,000 ₸) while the store keeps the number: grouped as the editor types,
 * the currency beside it. What is not a number stays in the box and fails the field's own validation.
 */
export const PriceField: NumberFieldClientComponent = ({ field, path: pathFromProps, readOnly, validate }) => {
  const { path, value, setValue, showError, disabled } = useField<number | string | null>({ potentiallyStalePath: pathFromProps, validate: validate as never })
  const [text, setText] = useState(shown(value))
  const [seen, setSeen] = useState<unknown>(value)
  // Another writer (a reset, the derived price per m² after a save) changed the value: show it. A string
  // value is the editor's own unreadable text, already in the box.
  if (value !== seen) {
    setSeen(value)
    if (typeof value !== 'string' && readWholeAmount(text) !== (value ?? null)) setText(shown(value))
  }
  const locked = readOnly || disabled
  return (
    <div className={['field-type', 'number', showError && 'error', locked && 'read-only'].filter(Boolean).join(' ')} style={{ flex: '1 1 auto' }}>
      <FieldLabel label={field.label} path={path} required={field.required} localized={field.localized} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <input
            id={`field-${path.replace(/\./g, '__')}`}
            name={path}
            type="text"
            inputMode="numeric"
            value={text}
            disabled={locked}
            onChange={(event) => {
              const typed = readWholeAmount(event.target.value)
              setText(typeof typed === 'number' && !Number.isNaN(typed) ? formatMoney(typed, 0) : event.target.value)
              setValue(Number.isNaN(typed) ? event.target.value : typed)
            }}
          />
          <span aria-hidden="true">{CURRENCY_SYMBOL}</span>
        </div>
        <FieldDescription description={field.admin?.description} path={path} />
      </div>
    </div>
  )
}
