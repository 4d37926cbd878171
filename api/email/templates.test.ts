import { describe, expect, it } from 'vitest'
import { extractLinks } from './adapter'
import { appLink, layout, resetPasswordEmail, verificationEmail } from './templates'

const SERVER_URL = process.env.SERVER_URL ?? 'http://localhost:3000'

describe('e-mail templates', () => {
  it('link to the web app under /app on the configured server', () => {
    expect(appLink('/verify-email', { token: 'a b&c' })).toBe(`${SERVER_URL}/app/verify-email?token=a+b%26c`)
    expect(extractLinks(verificationEmail('tok').html)).toEqual([`${SERVER_URL}/app/verify-email?token=tok`])
    expect(extractLinks(resetPasswordEmail('tok').html)).toEqual([`${SERVER_URL}/app/reset-password?token=tok`])
    expect(verificationEmail('tok').text).toContain(`${SERVER_URL}/app/verify-email?token=tok`)
  })

  it('escape what they insert into HTML', () => {
    const mail = layout({ heading: '<b>Hi</b>', body: 'Tom & Jerry', action: { label: 'Go', href: 'https://example.com/?a=1&b="2"' } })
    expect(mail.html).toContain('&lt;b&gt;Hi&lt;/b&gt;')
    expect(mail.html).toContain('Tom &amp; Jerry')
    expect(mail.html).toContain('href="https://example.com/?a=1&amp;b=&quot;2&quot;"')
    expect(verificationEmail('tok', '<script>').html).not.toContain('<script>')
  })

  it('extractLinks reads each link once, with entities decoded', () => {
    expect(extractLinks('<a href="https://x.test/a?b=1&amp;c=2">https://x.test/a?b=1&amp;c=2</a> http://y.test')).toEqual([
      'https://x.test/a?b=1&c=2',
      'http://y.test',
    ])
  })
})
