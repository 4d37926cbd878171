import { describe, expect, it } from 'vitest'
import { hiddenInputs, renderAt } from '~/utils/render-at'
import { SearchForm, SearchResultsNote } from './search-form'

describe('SearchForm (a GET search that keeps the list’s other parameters)', () => {
  it('posts q to the list itself with the named parameters kept, empty ones left out', () => {
    const html = renderAt('/app/landlord/leases?status=active', <SearchForm label="Search leases" value="smith" keep={{ status: 'active', sort: undefined }} />)
    expect(html).toMatch(/<form role="search"[^>]*action="\/app\/landlord\/leases" method="get"/)
    expect(hiddenInputs(html)).toEqual([['status', 'active']])
    expect(html).toMatch(/<label for="list-search" class="sr-only">Search leases<\/label>/)
    expect(html).toMatch(/<input[^>]*id="list-search" type="search"[^>]*name="q" value="smith"/)
  })
})

describe('SearchResultsNote', () => {
  it("says what was searched for and links back without q or the page; nothing when there's no search", () => {
    const html = renderAt('/app/landlord/people?q=ann&page=2&sort=name', <SearchResultsNote q="ann" />)
    expect(html.replaceAll('<!-- -->', '')).toContain('Results for “ann”')
    expect(html).toContain('href="/app/landlord/people?sort=name"')
    expect(renderAt('/app/landlord/people', <SearchResultsNote q="" />)).toBe('')
  })
})
