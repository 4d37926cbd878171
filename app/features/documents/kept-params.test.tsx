import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SearchForm } from '~/components/search-form'
import { KeptParams } from './kept-params'

function render(url: string, element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: url.split('?')[0]!, Component: () => element }])
  return renderToString(<Stub initialEntries={[url]} />)
}

/** Each hidden input of the form as [name, value], in document order. */
const hidden = (html: string) => [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)].map(([, name, value]) => [name, value])

describe("the documents list's search", () => {
  it("keeps a list's repeated parameters through its children (the documents list's filters), never the page or the old q", () => {
    const html = render(
      '/app/landlord/documents?leases=1&leases=2&category=lease&q=old&page=3',
      <SearchForm label="Search documents" placeholder="Search by name" value="old">
        <KeptParams omit={['q']} />
      </SearchForm>,
    )
    expect(hidden(html)).toEqual([
      ['leases', '1'],
      ['leases', '2'],
      ['category', 'lease'],
    ])
  })
})
