import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Pagination } from './list'

/** The list's pagination on `/app/landlord/leases?…` (links keep the list's other parameters). */
function render(search: string, props: Parameters<typeof Pagination>[0]) {
  const Stub = createRoutesStub([{ path: '/app/landlord/leases', Component: () => <Pagination {...props} /> }])
  return renderToString(<Stub initialEntries={[`/app/landlord/leases${search}`]} />)
}

/** Each link's accessible name and href. */
const links = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<a ([^>]*)>/g)].map(([, attributes]) => [/aria-label="([^"]*)"/.exec(attributes!)?.[1], /href="([^"]*)"/.exec(attributes!)?.[1]?.replaceAll('&amp;', '&')]),
  )
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()

describe('Pagination (ADR 037: no total)', () => {
  it('on a full first page: the page number and a Next link, Previous disabled, no total', () => {
    const html = render('?sort=rent', { page: 1, hasNextPage: true })
    expect(html).toContain('aria-label="Pagination"')
    expect(links(html)).toEqual({ 'Next page': '/app/landlord/leases?sort=rent&page=2' })
    expect(html).toMatch(/<button[^>]*disabled[^>]*aria-label="Previous page"/)
    expect(text(html)).toMatch(/^Page 1 Previous Next$/)
  })

  it('on the last page: Previous only (back to the first page without ?page=)', () => {
    const html = render('?page=2&sort=rent', { page: 2, hasNextPage: false })
    expect(links(html)).toEqual({ 'Previous page': '/app/landlord/leases?sort=rent' })
    expect(html).toMatch(/<button[^>]*disabled[^>]*aria-label="Next page"/)
    expect(text(html)).toContain('Page 2')
    expect(text(html)).not.toMatch(/ of /)
  })

  it('between pages: both links', () => {
    expect(links(render('?page=3', { page: 3, hasNextPage: true }))).toEqual({ 'Previous page': '/app/landlord/leases?page=2', 'Next page': '/app/landlord/leases?page=4' })
  })

  it('nothing when the list fits on its first page', () => {
    expect(render('', { page: 1, hasNextPage: false })).toBe('')
  })

  it('a report that holds its rows whole says its total: "Page 2 of 50 · 5,000 units"', () => {
    const html = render('?page=2', { page: 2, hasNextPage: true, total: { pages: 50, docs: 5000, noun: ['unit', 'units'] } })
    expect(text(html)).toMatch(/^Page 2 of 50 · 5,000 units Previous Next$/)
    expect(text(render('?page=2', { page: 2, hasNextPage: false, total: { pages: 2, docs: 1, noun: ['unit', 'units'] } }))).toContain('Page 2 of 2 · 1 unit')
  })
})
