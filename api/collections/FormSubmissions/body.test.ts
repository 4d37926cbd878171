import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { BODY_MESSAGES, readJsonBody } from './body'

/** The parts of a PayloadRequest readJsonBody uses, from a real Request. */
function requestOf(body: BodyInit | null, headers: Record<string, string> = { 'Content-Type': 'application/json' }) {
  const request = new Request('http://localhost/api/form-submissions/preview', { method: 'POST', body, headers, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) } as RequestInit)
  return Object.assign(request, { data: undefined }) as unknown as PayloadRequest
}

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: { message: string; status: number }) => ({ message: error.message, status: error.status }))

describe('readJsonBody', () => {
  it('reads a JSON object into req.data', async () => {
    const req = requestOf(JSON.stringify({ template: 3, submission: { a: 1 } }))
    expect(await readJsonBody(req, 1000)).toEqual({ template: 3, submission: { a: 1 } })
    expect(req.data).toEqual({ template: 3, submission: { a: 1 } })
    expect(await readJsonBody(requestOf(''), 1000)).toEqual({})
    expect(await readJsonBody(requestOf(null, {}), 1000)).toEqual({})
  })

  it('caps the body as it streams, with or without Content-Length', async () => {
    expect(await refusal(readJsonBody(requestOf('{}', { 'Content-Type': 'application/json', 'Content-Length': '5000' }), 1000))).toEqual({ message: BODY_MESSAGES.tooLarge, status: 413 })
    const chunk = new TextEncoder().encode(`"${'x'.repeat(600)}",`)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent++
        if (sent > 100) controller.close()
        else controller.enqueue(chunk)
      },
    })
    expect(await refusal(readJsonBody(requestOf(stream), 1000))).toEqual({ message: BODY_MESSAGES.tooLarge, status: 413 })
    expect(sent).toBeLessThan(10)
  })

  it('refuses other content types and anything but an object', async () => {
    expect(await refusal(readJsonBody(requestOf('a=1', { 'Content-Type': 'application/x-www-form-urlencoded' }), 1000))).toEqual({ message: BODY_MESSAGES.unsupportedType, status: 415 })
    expect(await refusal(readJsonBody(requestOf('[1]'), 1000))).toEqual({ message: BODY_MESSAGES.invalidJson, status: 400 })
    expect(await refusal(readJsonBody(requestOf('{oops'), 1000))).toEqual({ message: BODY_MESSAGES.invalidJson, status: 400 })
  })
})
