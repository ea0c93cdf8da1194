import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ArticleCard } from '@/components/contents/ArticleCard'
import { ShareLinks } from '@/components/contents/ShareLinks'
import styles from '@/components/contents/contents.module.css'
import { OptimizedImage } from '@/components/media/OptimizedImage'
import { JsonLd } from '@/components/seo/JsonLd'
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import page from '@/components/ui/page.module.css'
import { formatDay } from '@/domain/publication'
import { localizedPath } from '@/domain/routing-rules'
import { articlePath, PAGES, projectPath } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { Locale } from '@/i18n/locales'
import { absoluteUrl, siteOrigin } from '@/lib/site-origin'
import { getArticle, getArticleDraft } from '@/services/articles'
import { isPreview } from '@/app/(site)/preview'
import { pageMetadata, siteIdentity } from '@/app/(site)/seo'
import { mediaPicture } from '@/components/media/picture'
import { cardRows } from '@/components/ui/card-rows'
import frame from '@/components/ui/page.module.css'

type Props = { params: Promise<{ locale: Locale; slug: string }> }

// Rendered once, then served from the cache until a save, or the publication clock, expires it
// (an article scheduled for later is a 404 until its time: the proxy checks, src/services/catalogue-paths.ts).
export const dynamic = 'force-static'

/** The published article, or its latest draft in an editor's preview. */
const readArticle = async (locale: Locale, slug: string) => ((await isPreview()) ? getArticleDraft(locale, slug) : getArticle(locale, slug))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const article = await readArticle(locale, slug)
  if (!article) return {}
  const metadata = pageMetadata({
    locale,
    path: articlePath(article.slug),
    title: article.seo.title || article.title,
    description: article.seo.description || article.excerpt || undefined,
    image: article.image?.sizes.hero?.url ?? article.image?.url,
  })
  return { ...metadata, openGraph: { ...metadata.openGraph, type: 'article', publishedTime: article.published_at } }
}

/** /contents/news/{slug}: one article from the store, with its project, related news and share links. */
export default async function ArticlePage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const article = await readArticle(locale, slug)
  if (!article) notFound()
  const [t, identity] = await Promise.all([getTranslations(), siteIdentity(locale)])
  const url = absoluteUrl(localizedPath(locale, articlePath(article.slug)))
  const cover = article.image?.sizes.hero ?? article.image
  const picture = mediaPicture(article.image, 'hero', { width: 1600, height: 1000 })
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.excerpt || undefined,
    datePublished: article.published_at,
    inLanguage: locale,
    mainEntityOfPage: url,
    url,
    ...(cover ? { image: [absoluteUrl(cover.url)] } : {}),
    author: { '@type': 'Organization', name: identity.company, url: siteOrigin() },
    publisher: { '@type': 'Organization', name: identity.company, url: siteOrigin() },
    ...(article.complex ? { about: { '@type': 'Place', name: article.complex.name, url: absoluteUrl(localizedPath(locale, projectPath(article.complex.slug))) } } : {}),
  }
  return (
    <main id="main" className={page.page}>
      <PageBreadcrumbs
        locale={locale}
        crumbs={[
          { href: PAGES.contents, label: t('contents-title') },
          { href: PAGES.news, label: t('contents-news-title') },
          { href: articlePath(article.slug), label: article.title },
        ]}
      />
      <JsonLd data={structured} />
      <article className={styles.article}>
        <h1 className={page.title}>{article.title}</h1>
        <p className={styles.meta}>
          {t('contents-published')}: <time dateTime={article.published_at}>{formatDay(locale, article.published_at)}</time>
        </p>
        {article.complex && (
          <ul className={styles.links}>
            <li>
              <Link href={projectPath(article.complex.slug)} data-testid="article-project">
                {t('contents-project-link', { name: article.complex.name })}
              </Link>
            </li>
          </ul>
        )}
        {picture && <OptimizedImage className={styles.cover} {...picture} alt={article.image?.alt || ''} sizes="(max-width: 800px) 100vw, 48rem" preload />}
        {article.excerpt && <p className={page.lead}>{article.excerpt}</p>}
        <div className={styles.body} data-testid="article-body" dangerouslySetInnerHTML={{ __html: article.content_html }} />
        <ShareLinks url={url} title={article.title} />
      </article>

      {article.related.length > 0 && (
        <section className={styles.section} aria-labelledby="related-news">
          <div className={styles.sectionHead}>
            <h2 id="related-news">{t('contents-related-title')}</h2>
            <Link className={styles.more} href={PAGES.news}>
              {t('contents-all-news')}
            </Link>
          </div>
          <ul className={frame.cards} {...cardRows(article.related.length)} data-testid="related-news">
            {article.related.map((related) => (
              <li key={related.id}>
                <ArticleCard article={related} locale={locale} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  )
}
