import type { PayloadRequest, TaskConfig, TaskHandlerResult } from 'payload'

/**
 * A money job's Payload task (api/jobs/index.ts lists them): no retries (the next scheduled
 * run picks up what is left), no input, and as output the run's counts, each a number.
 */
export function countingTask<Run extends Record<string, number>>(
  slug: string,
  counts: ReadonlyArray<keyof Run & string>,
  run: (req: PayloadRequest) => Promise<Run>,
): TaskConfig<{ input: object; output: Run }> {
  return {
    slug,
    retries: 0,
    outputSchema: counts.map((name) => ({ name, type: 'number', required: true })),
    // TypeScript cannot resolve payload's conditional output type for a generic Run: the cast only names it.
    handler: async ({ req }) => ({ output: await run(req) }) as TaskHandlerResult<{ input: object; output: Run }>,
  }
}
