import { DEFAULT_SCRIPT_URL } from '@/client/yandex-maps/options'
import { mapsConfig } from '@/lib/config'

export type YandexMapsConfig = { apikey: string; scriptUrl: string }

/**
 * The maps key and script URL, read from the environment when the page is rendered (not at build time),
 * so setting YANDEX_MAPS_API_KEY needs a restart, not a rebuild. The key is a browser key: it is meant
 * to reach the page.
 */
export function yandexMapsConfig(): YandexMapsConfig {
  return {
    apikey: mapsConfig.yandexApiKey(),
    scriptUrl: mapsConfig.yandexScriptUrl() ?? DEFAULT_SCRIPT_URL,
  }
}
