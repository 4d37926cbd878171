import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useActionData, useLoaderData, useMatches, useParams } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import PropertyOverview, { loader as overviewLoader } from '~/routes/app/landlord/properties.$propertyId/_index'
import PropertyLayout, { loader as layoutLoader } from '~/routes/app/landlord/properties.$propertyId/_layout'
import { createProperty } from '@api/seed/factories'
import type { Organization } from '@api/payload-types'
import { testPayload } from '../support/payload'
import { account, ORIGIN, requestContext } from '../support/routes'
import { signedInLandlord, type SignedIn } from '../support/users'

/**
 * Stored XSS (product-spec §3 Properties): a property nickname (and address) holding markup
 * is stored as text and rendered escaped in the server-rendered page, never as markup.
 */

const SCRIPT = '<script>alert(1)</script>'
const IMG = '"><img src=x onerror=alert(2)>'

let landlord: SignedIn<{ organization: Organization }>
let propertyId: number

beforeAll(async () => {
  landlord = await signedInLandlord('xss-owner')
  const payload = await testPayload()
  const property = await createProperty(payload, { organization: landlord.organization.id, nickname: SCRIPT, address: { line1: `1 Main ${IMG}`, city: 'Austin', state: 'TX', postalCode: '78701' } })
  propertyId = property.id
})

async function renderPage(path: string) {
  const routes = [
    {
      id: 'routes/app/landlord/properties.$propertyId/_layout',
      path: '/app/landlord/properties/:propertyId',
      loader: layoutLoader as never,
      // As the framework renders a route module: its data as props.
      Component: () => createElement(PropertyLayout as never, { loaderData: useLoaderData(), actionData: useActionData(), params: useParams(), matches: useMatches() }),
      children: [
        {
          id: 'routes/app/landlord/properties.$propertyId/_index',
          index: true,
          loader: overviewLoader as never,
          Component: () => createElement(PropertyOverview as never, { loaderData: useLoaderData(), actionData: useActionData(), params: useParams(), matches: useMatches() }),
        },
      ],
    },
  ]
  const handler = createStaticHandler(routes)
  const { context } = await requestContext(`${ORIGIN}${path}`, account(landlord))
  const result = await handler.query(new Request(`${ORIGIN}${path}`), { requestContext: context as never })
  if (result instanceof Response) throw new Error(`expected a page, got ${result.status}`)
  expect(result.errors, JSON.stringify(result.errors)).toBeNull()
  return renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, result), context: result }))
}

describe('stored XSS', () => {
  it('V5.3.3 a nickname and address holding markup are escaped in the rendered property page', async () => {
    const html = await renderPage(`/app/landlord/properties/${propertyId}`)
    // The page really shows the property (escaped), so the check below is about this text.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain(SCRIPT)
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;')
    expect(html).not.toMatch(/<img[^>]*onerror/i)
    // The loader data the router hydrates from is serialised without a raw closing tag either.
    expect(html).not.toMatch(/<script>alert/i)
  })
})
