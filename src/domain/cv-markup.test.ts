import { describe, expect, it } from 'vitest'

import { hasActiveMarkup } from './cv-markup'

describe('hasActiveMarkup', () => {
  it('finds pages, scripts, frames, event handlers and script links', () => {
    for (const text of [
      '<!DOCTYPE html>',
      '<html lang="en">',
      '<SCRIPT>alert(1)</SCRIPT>',
      '<iframe src=//evil>',
      '<svg/onload=alert(1)>',
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" onload="alert(1)">',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">',
      '<?xml-stylesheet href="x.xsl"?>',
      '<foreignObject><body>',
    ])
      expect(hasActiveMarkup(`CV ${text} text`), text).toBe(true)
  })

  it('leaves a CV’s ordinary text alone', () => {
    for (const text of [
      'Experience <5 years>, salary > 300 000 ₸',
      'Contact: Aigul <aigul@mail.kz>',
      'Skills: HTML, JavaScript: React, onload handlers',
      '<w:body><w:p><w:t>&lt;script&gt;</w:t></w:p></w:body>',
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF>',
      '<< /Type /Page >> <48656c6c6f> Tj',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg>',
    ])
      expect(hasActiveMarkup(text), text).toBe(false)
  })
})
