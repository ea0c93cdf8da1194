import { OptimizedImage } from '@/components/media/OptimizedImage'
import { formatDay } from '@/domain/publication'
import { articlePath } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { ArticleSummary } from '@/services/articles'
import styles from './contents.module.css'
import { mediaPicture } from '@/components/media/picture'

/** A news card: cover, date, title (the link, stretched over the card), excerpt. */
export function ArticleCard({ article, locale, eager = false, headingLevel = 2 }: { article: ArticleSummary; locale: string; eager?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const image = mediaPicture(article.image, 'card', { width: 800, height: 500 })
  return (
    <article className={styles.card} data-testid="article-card">
      {image && <OptimizedImage {...image} alt="" sizes="(max-width: 600px) 100vw, (max-width: 1280px) 50vw, 33vw" preload={eager} />}
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <time dateTime={article.published_at}>{formatDay(locale, article.published_at)}</time>
          {article.complex ? ` · ${article.complex.name}` : ''}
        </p>
        <Heading className={styles.cardTitle}>
          <Link href={articlePath(article.slug)}>{article.title}</Link>
        </Heading>
        {article.excerpt && <p className={styles.excerpt}>{article.excerpt}</p>}
      </div>
    </article>
  )
}
