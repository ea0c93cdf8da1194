import { getTranslations } from 'next-intl/server'

import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/TextField'
import { CAREER_SEARCH_MAX } from '@/domain/career'
import styles from './career.module.css'

/**
 * The vacancy search: a plain GET form (it works before and without the page's script), so the query is
 * in the URL (`/career?search=…`). It always searches the landing, across every category: spec §7, the
 * search replaces the category.
 */
export async function CareerSearch({ action, value }: { action: string; value: string }) {
  const t = await getTranslations()
  return (
    <form className={styles.search} action={action} method="get" role="search" aria-label={t('career-search-label')}>
      <TextField
        id="career-search"
        className={styles.searchField}
        type="search"
        name="search"
        label={t('career-search-label')}
        placeholder={t('career-search-placeholder')}
        defaultValue={value}
        maxLength={CAREER_SEARCH_MAX}
        enterKeyHint="search"
      />
      <Button type="submit">{t('career-search-submit')}</Button>
      <p className={styles.searchNote}>{t('career-search-scope')}</p>
    </form>
  )
}
