// `npm start`: the production server on the embedded database, ready on a fresh machine.
// Builds first when build/ is missing or older than the sources; the server then applies
// migrations, seeds the demo data on first start and generates local secrets into
// data/secrets.json when PAYLOAD_SECRET / SESSION_SECRET are not set. Reads ./.env if present.
import process from 'node:process'
import { ensureBuild, projectRoot } from './lib/build.mjs'

process.chdir(projectRoot)
// A local .env fills in what the environment does not set (see .env.example).
try {
  process.loadEnvFile('.env')
} catch (error) {
  if (error.code !== 'ENOENT') throw error
}
process.env.NODE_ENV = 'production'
process.env.BUILD_DIR ??= 'build'

process.env.SERVER_URL ??= `http://localhost:${process.env.PORT ?? 3000}`
// A plain-HTTP local start cannot keep a Secure cookie in every browser; real deployments set an https SERVER_URL.
if (process.env.COOKIE_SECURE === undefined && /^http:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(process.env.SERVER_URL)) {
  process.env.COOKIE_SECURE = 'false'
}

ensureBuild(process.env.BUILD_DIR)
// The server runs in this process: signals reach its own shutdown handler directly.
await import('../server.mjs')
