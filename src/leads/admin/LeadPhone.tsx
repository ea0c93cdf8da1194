'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

import { formatPhone, telHref } from '../../domain/phone'

/** The visitor's phone on the lead's screen: a call link, written as the site writes phones (read-only anyway). */
export const LeadPhone: TextFieldClientComponent = ({ path, field }) => {
  const { value } = useField<string>({ path: path ?? field.name })
  const phone = value ? formatPhone(value) : ''
  return (
    <div className="field-type lead-phone" style={{ flex: '1 1 auto', marginBottom: 24 }}>
      <FieldLabel label={field.label} path={path} />
      {phone ? (
        <a href={telHref(phone)} data-testid="lead-phone-link" style={{ display: 'block', padding: '10px 0', fontSize: '1rem' }}>
          {phone}
        </a>
      ) : (
        <div style={{ padding: '10px 0' }}>—</div>
      )}
    </div>
  )
}
