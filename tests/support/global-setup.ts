import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A directory of this run; each worker keeps its data (SQLite file, outbox) in `w<N>/` below it. */
    testRunDir: string
    /** The vitest project: its workers' PostgreSQL databases are named after it. */
    testProject: string
  }
}

/** One scratch directory per run of a project, removed at the end. */
export default function setup(project: TestProject) {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leasewell-tests-'))
  project.provide('testRunDir', runDir)
  project.provide('testProject', project.name)
  return () => {
    fs.rmSync(runDir, { recursive: true, force: true })
  }
}
