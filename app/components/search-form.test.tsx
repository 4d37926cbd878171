import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SearchForm, SearchResultsNote } from './search-form'

function render(url: string, element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: url.split('?')[0]!, Component: () => element }])
  return renderToString(<Stub initialEntries={[url]} />)
}

/** Each hidden input of the search form as [name, value], in document order. */
const hidden = (html: string) => [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)].map(([, name, value]) => [name, value])

describe('SearchForm (a GET search that keeps the list’s other parameters)', () => {
  it('posts q to the list itself with the named parameters kept, empty ones left out', () => {
    const html = render('/app/landlord/leases?status=active', <SearchForm label="Search leases" value="smith" keep={{ status: 'active', sort: undefined }} />)
    expect(html).toMatch(/<form role="search"[^>]*action="\/app\/landlord\/leases" method="get"/)
    expect(hidden(html)).toEqual([['status', 'active']])
    expect(html).toMatch(/<label for="list-search" class="sr-only">Search leases<\/label>/)
    expect(html).toMatch(/<input[^>]*id="list-search" type="search"[^>]*name="q" value="smith"/)
  })
})

describe('SearchResultsNote', () => {
  it("says what was searched for and links back without q or the page; nothing when there's no search", () => {
    const html = render('/app/landlord/people?q=ann&page=2&sort=name', <SearchResultsNote q="ann" />)
    expect(html.replaceAll('<!-- -->', '')).toContain('Results for “ann”')
    expect(html).toContain('href="/app/landlord/people?sort=name"')
    expect(render('/app/landlord/people', <SearchResultsNote q="" />)).toBe('')
  })
})
