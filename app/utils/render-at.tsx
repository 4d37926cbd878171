import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'

/** For unit tests: the server's HTML of `element` rendered at `url` (its path a route of its own), with React Router's location. */
export function renderAt(url: string, element: ReactNode) {
  const Stub = createRoutesStub([{ path: url.split('?')[0]!, Component: () => element }])
  return renderToString(<Stub initialEntries={[url]} />)
}

/** Each hidden input of `html` as [name, value], in document order. */
export const hiddenInputs = (html: string) => [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)].map(([, name, value]) => [name, value])
