// How long the production server keeps an idle connection open (server.mjs).
//
// Node closes an idle keep-alive connection after 5 s by default. A client that sends its next
// request on that connection at the moment the server closes it gets a reset (ECONNRESET) instead
// of an answer: a proxy in front of the server (a load balancer keeps idle connections 60 s)
// answers its user with a 502, and a client that does not retry a POST (a form's sign-in) fails.
// The side that closes an idle connection must be the client, so the server waits longer than
// the proxies and clients in front of it: 65 s. The headers of a request must be allowed longer
// still, or a connection that has just been reused could be cut by the headers timer.

/** Idle keep-alive connections are closed after this long (longer than a proxy's 60 s). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000
/** A request's headers may take this long; more than the keep-alive time, as Node requires. */
export const HEADERS_TIMEOUT_MS = 66_000

/** Applies the keep-alive and headers timeouts to a listening (or about to listen) http.Server. */
export function applyKeepAliveTimeouts(server) {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  server.headersTimeout = HEADERS_TIMEOUT_MS
  return server
}
