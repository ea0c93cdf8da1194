import { getTranslations } from 'next-intl/server'

import styles from './contents.module.css'

/** Links that share a page (absolute `url`) on the messengers and networks people use in Kazakhstan; no scripts. */
export async function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = await getTranslations()
  const u = encodeURIComponent(url)
  const text = encodeURIComponent(title)
  const links = [
    { key: 'telegram', href: `https://t.me/share/url?url=${u}&text=${text}`, name: 'Telegram', label: t('contents-share-telegram') },
    { key: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`, name: 'WhatsApp', label: t('contents-share-whatsapp') },
    { key: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, name: 'Facebook', label: t('contents-share-facebook') },
    { key: 'vk', href: `https://vk.com/share.php?url=${u}&title=${text}`, name: 'VK', label: t('contents-share-vk') },
  ]
  return (
    <ul className={styles.share} aria-label={t('contents-share-title')} data-testid="share-links">
      <li className={styles.shareTitle} aria-hidden="true">
        {t('contents-share-title')}
      </li>
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  )
}
