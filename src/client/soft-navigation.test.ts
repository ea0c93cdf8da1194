import { describe, expect, it } from 'vitest'

import { softNavigation, type LinkClick } from './soft-navigation'

const current = new URL('https://qazaqstroy.kz/projects?view=map')
const click = (href: string, more: Partial<LinkClick> = {}): LinkClick => ({
  href,
  target: '',
  download: false,
  keepScroll: false,
  button: 0,
  modified: false,
  defaultPrevented: false,
  ...more,
})

describe('softNavigation', () => {
  it('takes a plain click on a link to one of the site’s pages, in the page’s language', () => {
    expect(softNavigation(click('/properties/apartments?rooms=2'), current)).toEqual({ href: '/properties/apartments?rooms=2', scroll: true })
    expect(softNavigation(click('https://qazaqstroy.kz/about'), current)).toEqual({ href: '/about', scroll: true })
    expect(softNavigation(click('/'), current)).toEqual({ href: '/', scroll: true })
    expect(softNavigation(click('/kk'), new URL('https://qazaqstroy.kz/kk/contacts'))).toEqual({ href: '/kk', scroll: true })
  })

  it('keeps the scroll position where the link asks it to', () => {
    expect(softNavigation(click('/projects?view=list', { keepScroll: true }), current)).toEqual({ href: '/projects?view=list', scroll: false })
  })

  it('leaves new tabs, downloads, other buttons and handled clicks to the browser', () => {
    expect(softNavigation(click('/about', { modified: true }), current)).toBeNull()
    expect(softNavigation(click('/about', { button: 1 }), current)).toBeNull()
    expect(softNavigation(click('/about', { target: '_blank' }), current)).toBeNull()
    expect(softNavigation(click('/about', { download: true }), current)).toBeNull()
    expect(softNavigation(click('/about', { defaultPrevented: true }), current)).toBeNull()
  })

  it('leaves a change of language to the browser: another document', () => {
    expect(softNavigation(click('/en/projects'), current)).toBeNull()
    expect(softNavigation(click('/projects'), new URL('https://qazaqstroy.kz/kk/projects'))).toBeNull()
  })

  it('leaves files, the API, the admin, other sites and a fragment of this page to the browser', () => {
    for (const href of [
      '/policy.pdf',
      '/en/policy.pdf',
      '/api/estates',
      '/cms-api/media/file/plan.pdf',
      '/admin',
      '/img/640/a.webp',
      'https://wa.me/77010000000',
      'tel:+77010000000',
      'mailto:sales@example.com',
      '#content',
      '/projects?view=map#map',
    ])
      expect(softNavigation(click(href), current), href).toBeNull()
  })
})
