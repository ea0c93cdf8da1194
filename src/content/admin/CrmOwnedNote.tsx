import type { UIFieldServerProps } from 'payload'

import { crmConfig } from '../../lib/config.js'
import { inEditorLanguage, w } from '../admin-words'

const NOTE = w(
  'Номер, тип, комнаты, площадь, этаж, подъезд, цена и статус — из CRM: меняйте их в CRM, синхронизация перенесёт их сюда. Тексты, фото и планировка — на сайте.',
  'Number, type, rooms, area, floor, section, price and status come from the CRM: change them there, the sync brings them here. Texts, photos and the layout belong to the site.',
)

/** The estate sidebar's note that its CRM-owned fields are read-only (Estates.ts), for an estate linked to a configured CRM. */
export function CrmOwnedNote({ data, i18n }: UIFieldServerProps) {
  const source = crmConfig.inventorySource()
  if (!source || !(data as { crm_id?: string | null } | undefined)?.crm_id) return null
  return (
    <p className="field-description" data-testid="crm-owned-note">
      <strong>
        {inEditorLanguage(
          w(`Из CRM (${source === 'profitbase' ? 'Profitbase' : 'MacroCRM'})`, `From the CRM (${source === 'profitbase' ? 'Profitbase' : 'MacroCRM'})`),
          i18n.language,
        )}
        .
      </strong>{' '}
      {inEditorLanguage(NOTE, i18n.language)}
    </p>
  )
}
