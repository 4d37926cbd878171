import type { CapacitorConfig } from '@capacitor/cli'

/**
 * Native shell (iOS/Android) around the hosted web app: the WebView loads
 * CAP_SERVER_URL (e.g. https://leasewell.example.com/app) instead of bundled files, so
 * the app keeps its server rendering, session cookie and progressive enhancement.
 * Set CAP_SERVER_URL when running `npx cap sync`; cleartext HTTP is allowed only when
 * the URL itself is http:// (a developer's machine on the LAN).
 */
const serverUrl = process.env.CAP_SERVER_URL

const config: CapacitorConfig = {
  appId: 'app.leasewell',
  appName: 'Leasewell',
  // Only a fallback: with server.url the WebView never loads local web assets.
  webDir: 'public',
  server: serverUrl
    ? {
        url: serverUrl,
        cleartext: serverUrl.startsWith('http://'),
        androidScheme: 'https',
      }
    : undefined,
}

export default config
