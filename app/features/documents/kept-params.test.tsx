import { describe, expect, it } from 'vitest'
import { hiddenInputs, renderAt } from '~/utils/render-at'
import { SearchForm } from '~/components/search-form'
import { KeptParams } from './kept-params'

describe("the documents list's search", () => {
  it("keeps a list's repeated parameters through its children (the documents list's filters), never the page or the old q", () => {
    const html = renderAt(
      '/app/landlord/documents?leases=1&leases=2&category=lease&q=old&page=3',
      <SearchForm label="Search documents" placeholder="Search by name" value="old">
        <KeptParams omit={['q']} />
      </SearchForm>,
    )
    expect(hiddenInputs(html)).toEqual([
      ['leases', '1'],
      ['leases', '2'],
      ['category', 'lease'],
    ])
  })
})
