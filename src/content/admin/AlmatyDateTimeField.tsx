'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { DateFieldClientProps } from 'payload'

import { AlmatyDateTimeInput } from './AlmatyDateTimeInput'

/**
 * A date field set as a day and minute in Almaty (the publication moments: an article's `published_at`,
 * a promotion's `starts_at`), in place of Payload's own, which shows the browser's zone.
 */
export function AlmatyDateTimeField({ field, path: pathFromProps, readOnly }: DateFieldClientProps) {
  const { label, localized, required, admin } = field
  const { path, value, setValue, showError, disabled } = useField<string>({ potentiallyStalePath: pathFromProps })
  return (
    <div className={['field-type', 'date-time-field', showError && 'date-time-field--has-error', (readOnly || disabled) && 'read-only'].filter(Boolean).join(' ')}>
      <FieldLabel label={label} localized={localized} path={path} required={required} />
      <div className="field-type__wrap" id={`field-${path.replace(/\./g, '__')}`}>
        <FieldError path={path} showError={showError} />
        <AlmatyDateTimeInput value={value} onChange={(iso) => setValue(iso)} readOnly={readOnly || disabled} />
      </div>
      <FieldDescription description={admin?.description} path={path} />
    </div>
  )
}
