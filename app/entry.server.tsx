import { randomBytes } from 'node:crypto'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router'
import { FlushedChunks } from './utils/flushed-chunks.server'
import { loadLazyComponents } from './utils/lazy-component'
import { captureServerError, initServerMonitoring } from './utils/monitoring.server'
import { NonceProvider } from './utils/nonce'
import { withPartialManifestBranches } from './utils/partial-manifest.server'
import { contentSecurityPolicy, cspNonceContext } from './utils/security.server'

export const streamTimeout = 5_000

initServerMonitoring()

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Components split into chunks of their own render at once on the server (ADR 027).
  await loadLazyComponents()
  const nonce = loadContext.get(cspNonceContext) ?? randomBytes(16).toString('base64')
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Bots and SPA-mode wait for the whole document; browsers get the shell streamed.
    const waitForAll = Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        {/* `<Scripts>`' partial manifest matches the page's parent paths against the branches that could match them only (ADR 041). */}
        <ServerRouter context={withPartialManifestBranches(routerContext)} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React outlines a completed Suspense boundary (sends it hidden, revealed by a script)
        // once the document passed 12.8 KB: without JavaScript it would stay hidden. Every
        // boundary that is complete when its part of the page is flushed is sent in place (ADR 027).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          if (!waitForAll) respond()
        },
        onAllReady() {
          // Every boundary is rendered (or was aborted): nothing is left for the timer to abort.
          clearTimeout(abortTimer)
          if (waitForAll) respond()
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    // Aborts what is still pending after the loaders' own timeout; cleared once the render is done
    // (React calls back no sooner than a microtask later), so that a request keeps no 6 s timer,
    // and the render it holds, after its page is sent.
    const abortTimer = setTimeout(abort, streamTimeout + 1000)

    function respond() {
      shellRendered = true
      // One chunk per React flush rather than one per 2 KB view React writes (ADR 038, amendment).
      const body = new FlushedChunks()
      const stream = createReadableStreamFromReadable(body)
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce))
      resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
      pipe(body)
    }
  })
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  captureServerError(error)
  console.error(error)
}

// Shared with server.mjs, which sets them per request and closes the database on shutdown.
export { clientIpContext, cspNonceContext } from './utils/security.server'
export { shutdownApi as shutdown } from './utils/api.server'
// Request bodies are limited before anything reads them (server.mjs puts it first).
export { continueWithinLimit, limitRequestBody } from './utils/body-limit.server'
// `npm run bench` counts the REST calls of a page request in the production build.
export { observeApiCalls } from './utils/api.server'
