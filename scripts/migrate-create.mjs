// Creates a migration for each database adapter (SQLite and PostgreSQL): `npm run migrate:create -- name`.
// Migrations are per adapter, so both sets are committed and production picks its own.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const name = process.argv[2] ?? 'migration'
const postgresUrl = process.env.MIGRATE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const runs = [
  { dir: 'api/migrations/sqlite', env: { DATABASE_URL: 'file:./data/migrate-scratch.db' } },
  { dir: 'api/migrations/postgres', env: { DATABASE_URL: postgresUrl } },
]
for (const run of runs) {
  execFileSync('npx', ['payload', 'migrate:create', name, '--skip-empty'], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env, PAYLOAD_CONFIG_PATH: 'api/payload.config.ts', SEED_DEMO_DATA: 'false', NODE_ENV: 'development' },
  })
  // Generated files import types without `type`, which breaks under verbatimModuleSyntax.
  for (const file of fs.readdirSync(run.dir)) {
    if (!file.endsWith('.ts')) continue
    const full = path.join(run.dir, file)
    const source = fs.readFileSync(full, 'utf8')
    fs.writeFileSync(full, source.replace('import { MigrateUpArgs, MigrateDownArgs, sql }', 'import { type MigrateUpArgs, type MigrateDownArgs, sql }'))
  }
}
