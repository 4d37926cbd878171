import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Zero-configuration start: a secret that is not given is generated once and kept in
 * the data folder, so sessions survive restarts. Real deployments set it in the environment.
 */
export function localSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets.json')
  let secrets: Record<string, string> = {}
  try {
    secrets = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    /* first start */
  }
  if (!secrets[name]) {
    secrets[name] = randomBytes(32).toString('hex')
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  }
  return secrets[name]
}
