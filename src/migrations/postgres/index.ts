import * as migration_20261122_010829_initial from './20261122_010829_initial';
import * as migration_20261123_004113_storage_fields from './20261123_004113_storage_fields';
import * as migration_20261123_055202_purchase_guide from './20261123_055202_purchase_guide';
import * as migration_20261123_091757_kebab_message_keys from './20261123_091757_kebab_message_keys';
import * as migration_20261123_161915_company_pages from './20261123_161915_company_pages';
import * as migration_20261123_192536_home_page from './20261123_192536_home_page';
import * as migration_20261123_203749_closed_vacancies from './20261123_203749_closed_vacancies';
import * as migration_20261124_022300_drafts from './20261124_022300_drafts';
import * as migration_20261124_030500_count_messages from './20261124_030500_count_messages';
import * as migration_20261124_051449_leads_desk from './20261124_051449_leads_desk';
import * as migration_20261124_115007_global_drafts from './20261124_115007_global_drafts';
import * as migration_20261127_130000_purchase_faq_methods_whatsapp from './20261127_130000_purchase_faq_methods_whatsapp';
import * as migration_20261126_090000_latest_versions from './20261126_090000_latest_versions';
import * as migration_20261126_100000_staff_names_status_history from './20261126_100000_staff_names_status_history';
import * as migration_20261126_120000_publication_moments from './20261126_120000_publication_moments';
import * as migration_20261127_100000_price_history_crm_ids from './20261127_100000_price_history_crm_ids';
import * as migration_20261127_110000_lead_targets from './20261127_110000_lead_targets';
import * as migration_20261127_120000_crm_sync_runs from './20261127_120000_crm_sync_runs';
import * as migration_20261127_140000_reservation_holds from './20261127_140000_reservation_holds';
import * as migration_20261127_203000_picker_areas from './20261127_203000_picker_areas';
import * as migration_20261127_235400_alert_subscriptions from './20261127_235400_alert_subscriptions';
import * as migration_20261128_002000_project_documents from './20261128_002000_project_documents';
import * as migration_20261128_003500_sales_telegram from './20261128_003500_sales_telegram';
import * as migration_20261128_032500_program_effective_rates from './20261128_032500_program_effective_rates';

export const migrations = [
  {
    up: migration_20261122_010829_initial.up,
    down: migration_20261122_010829_initial.down,
    name: '20261122_010829_initial',
  },
  {
    up: migration_20261123_004113_storage_fields.up,
    down: migration_20261123_004113_storage_fields.down,
    name: '20261123_004113_storage_fields',
  },
  {
    up: migration_20261123_055202_purchase_guide.up,
    down: migration_20261123_055202_purchase_guide.down,
    name: '20261123_055202_purchase_guide',
  },
  {
    up: migration_20261123_091757_kebab_message_keys.up,
    down: migration_20261123_091757_kebab_message_keys.down,
    name: '20261123_091757_kebab_message_keys',
  },
  {
    up: migration_20261123_161915_company_pages.up,
    down: migration_20261123_161915_company_pages.down,
    name: '20261123_161915_company_pages',
  },
  {
    up: migration_20261123_192536_home_page.up,
    down: migration_20261123_192536_home_page.down,
    name: '20261123_192536_home_page',
  },
  {
    up: migration_20261123_203749_closed_vacancies.up,
    down: migration_20261123_203749_closed_vacancies.down,
    name: '20261123_203749_closed_vacancies',
  },
  {
    up: migration_20261124_022300_drafts.up,
    down: migration_20261124_022300_drafts.down,
    name: '20261124_022300_drafts',
  },
  {
    up: migration_20261124_030500_count_messages.up,
    down: migration_20261124_030500_count_messages.down,
    name: '20261124_030500_count_messages',
  },
  {
    up: migration_20261124_051449_leads_desk.up,
    down: migration_20261124_051449_leads_desk.down,
    name: '20261124_051449_leads_desk',
  },
  {
    up: migration_20261124_115007_global_drafts.up,
    down: migration_20261124_115007_global_drafts.down,
    name: '20261124_115007_global_drafts',
  },
  {
    up: migration_20261127_130000_purchase_faq_methods_whatsapp.up,
    down: migration_20261127_130000_purchase_faq_methods_whatsapp.down,
    name: '20261127_130000_purchase_faq_methods_whatsapp',
  },
  {
    up: migration_20261126_090000_latest_versions.up,
    down: migration_20261126_090000_latest_versions.down,
    name: '20261126_090000_latest_versions',
  },
  {
    up: migration_20261126_100000_staff_names_status_history.up,
    down: migration_20261126_100000_staff_names_status_history.down,
    name: '20261126_100000_staff_names_status_history',
  },
  {
    up: migration_20261126_120000_publication_moments.up,
    down: migration_20261126_120000_publication_moments.down,
    name: '20261126_120000_publication_moments',
  },
  {
    up: migration_20261127_100000_price_history_crm_ids.up,
    down: migration_20261127_100000_price_history_crm_ids.down,
    name: '20261127_100000_price_history_crm_ids',
  },
  {
    up: migration_20261127_110000_lead_targets.up,
    down: migration_20261127_110000_lead_targets.down,
    name: '20261127_110000_lead_targets',
  },
  {
    up: migration_20261127_120000_crm_sync_runs.up,
    down: migration_20261127_120000_crm_sync_runs.down,
    name: '20261127_120000_crm_sync_runs',
  },
  {
    up: migration_20261127_140000_reservation_holds.up,
    down: migration_20261127_140000_reservation_holds.down,
    name: '20261127_140000_reservation_holds',
  },
  {
    up: migration_20261127_203000_picker_areas.up,
    down: migration_20261127_203000_picker_areas.down,
    name: '20261127_203000_picker_areas',
  },
  {
    up: migration_20261127_235400_alert_subscriptions.up,
    down: migration_20261127_235400_alert_subscriptions.down,
    name: '20261127_235400_alert_subscriptions',
  },
  {
    up: migration_20261128_002000_project_documents.up,
    down: migration_20261128_002000_project_documents.down,
    name: '20261128_002000_project_documents',
  },
  {
    up: migration_20261128_003500_sales_telegram.up,
    down: migration_20261128_003500_sales_telegram.down,
    name: '20261128_003500_sales_telegram',
  },
  {
    up: migration_20261128_032500_program_effective_rates.up,
    down: migration_20261128_032500_program_effective_rates.down,
    name: '20261128_032500_program_effective_rates',
  },
];
