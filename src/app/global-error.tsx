'use client'

import { useEffect } from 'react'

/**
 * Last resort when the site layout itself fails: no header, translations or fonts can be trusted here,
 * so a self-contained page in the three languages.
 */
export default function GlobalError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('[global error]', error)
  }, [error])
  return (
    <html lang="ru">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', color: '#16202a', display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <main style={{ padding: 24, maxWidth: 560 }}>
          <title>Что-то пошло не так</title>
          <h1>Что-то пошло не так</h1>
          <p lang="kk">Бірдеңе дұрыс болмады.</p>
          <p lang="en">Something went wrong.</p>
          <p>
            {/* A full page load: the broken client state must not be kept. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={{ color: '#0b5d4b' }}>
              Qazaq Stroy
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
