import { describe, expect, it } from 'vitest'
import { backButtonAction, statusBarStyle, systemBrowserUrl } from './native-shell'

const ORIGIN = 'https://leasewell.example'
const link = (href: string, download = false) => ({ href, download, target: null })

describe('the Android back button', () => {
  it('goes back in the history on an inner page', () => {
    expect(backButtonAction('/app/landlord/properties/4', true)).toBe('back')
    expect(backButtonAction('/app/tenant/invoices/9/', true)).toBe('back')
  })

  it('exits at a root page, or with nothing to go back to', () => {
    for (const root of ['/app', '/app/', '/app/landlord', '/app/tenant', '/app/login']) expect(backButtonAction(root, true)).toBe('exit')
    expect(backButtonAction('/app/landlord/properties/4', false)).toBe('exit')
  })
})

describe('links in the system browser', () => {
  it('opens other sites there', () => {
    expect(systemBrowserUrl(link('https://stripe.com/legal'), ORIGIN)).toBe('https://stripe.com/legal')
    expect(systemBrowserUrl(link('http://example.org/a?b=1'), ORIGIN)).toBe('http://example.org/a?b=1')
  })

  it('opens downloads there: a download link or a file URL with ?download=1', () => {
    expect(systemBrowserUrl(link('/app/assets/files/lease.pdf', true), ORIGIN)).toBe(`${ORIGIN}/app/assets/files/lease.pdf`)
    expect(systemBrowserUrl(link(`${ORIGIN}/app/assets/files/r.pdf?download=1`), ORIGIN)).toBe(`${ORIGIN}/app/assets/files/r.pdf?download=1`)
  })

  it('keeps the app’s own pages, mailto: and tel: in the WebView', () => {
    expect(systemBrowserUrl(link('/app/landlord'), ORIGIN)).toBeNull()
    expect(systemBrowserUrl(link(`${ORIGIN}/app/assets/files/photo.jpg`), ORIGIN)).toBeNull()
    expect(systemBrowserUrl(link('mailto:a@b.example'), ORIGIN)).toBeNull()
    expect(systemBrowserUrl(link('tel:+15125550100'), ORIGIN)).toBeNull()
  })
})

describe('the status bar', () => {
  it('follows the colour scheme', () => {
    expect(statusBarStyle(true)).toBe('DARK')
    expect(statusBarStyle(false)).toBe('LIGHT')
  })
})
