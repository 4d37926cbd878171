import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A directory of this run; each worker keeps its data (SQLite file, outbox) in `w<N>/` below it. */
    testRunDir: string
  }
}

/** One scratch directory per run, removed at the end. */
export default function setup(project: TestProject) {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leasewell-tests-'))
  project.provide('testRunDir', runDir)
  return () => {
    fs.rmSync(runDir, { recursive: true, force: true })
  }
}
