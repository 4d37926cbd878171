import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyLimitMessages, MAX_FORM_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from '@common/limits'
import { messages } from '@common/messages'
import { samplePdf } from '../support/files'
import { GOOD_PASSWORD, signedInLandlord } from '../support/users'
import { rawRequest, startTestServer, type TestServer } from './http'

/**
 * Request body limits (common/limits.ts, app/utils/body-limit.server.ts) on a real HTTP
 * server wired like server.mjs: bodies above 1 MB (forms, JSON, anything else) and uploads
 * above 20 MB plus framing are refused with 413 before anything reads them — announced by
 * Content-Length or counted while chunked — and the client reads the answer, never a reset
 * connection. Requests within the limits reach the app and the API as before.
 */
let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const formOf = (bytes: number) => Buffer.from(`email=a%40b.c&password=${'x'.repeat(bytes)}`)

function multipart(fileBytes: Buffer, fields: Record<string, string> = {}, boundary = '----leasewell-test-boundary') {
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lease.pdf"\r\nContent-Type: application/pdf\r\n\r\n`))
  parts.push(fileBytes, Buffer.from(`\r\n--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}

const json = (value: string) => JSON.parse(value) as { errors?: Array<{ message: string }> }

describe('request body limits', () => {
  it('V12.1.1 a form post above 1 MB to /app is refused with 413 and a clear message, Connection: close, and no reset', async () => {
    const response = await rawRequest(`${server.url}/app/login`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: formOf(MAX_FORM_BODY_BYTES + 10),
    })
    expect(response.error).toBeUndefined()
    expect(response.status).toBe(413)
    expect(response.headers.connection).toBe('close')
    expect(response.headers['content-type']).toMatch(/^text\/plain/)
    expect(response.text).toBe(bodyLimitMessages.tooLarge)
  })

  it('V12.1.1 a JSON body above 1 MB to /api is refused with 413 JSON before Payload reads it', async () => {
    const response = await rawRequest(`${server.url}/api/users/login`, {
      headers: { 'Content-Type': 'application/json' },
      body: Buffer.from(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(MAX_FORM_BODY_BYTES) })),
    })
    expect(response.error).toBeUndefined()
    expect(response.status).toBe(413)
    expect(json(response.text)).toEqual({ errors: [{ message: bodyLimitMessages.tooLarge }] })
  })

  it('V12.1.1 a chunked body (no Content-Length) is counted as it streams and refused past 1 MB', async () => {
    for (const path of ['/app/login', '/api/users/login']) {
      const response = await rawRequest(`${server.url}${path}`, {
        headers: { 'Content-Type': path.startsWith('/api') ? 'application/json' : 'application/x-www-form-urlencoded' },
        body: formOf(3 * MAX_FORM_BODY_BYTES),
        chunked: true,
      })
      expect(response.error, path).toBeUndefined()
      expect(response.status, path).toBe(413)
      expect(response.headers.connection, path).toBe('close')
    }
  })

  it('V12.1.1 a body of another type above 1 MB is refused too', async () => {
    const response = await rawRequest(`${server.url}/app/login`, { headers: { 'Content-Type': 'application/octet-stream' }, body: Buffer.alloc(MAX_FORM_BODY_BYTES + 1) })
    expect(response.status).toBe(413)
    expect(response.text).toBe(bodyLimitMessages.tooLarge)
  })

  it("V12.1.1 an upload above 20 MB over REST answers 413 JSON 'File size should be less than 20MB', never a reset", async () => {
    const { token } = await signedInLandlord('big-upload')
    const { body, contentType } = multipart(Buffer.alloc(MAX_UPLOAD_BODY_BYTES, 0x25), { _payload: JSON.stringify({ kind: 'personal', nickname: 'Big' }) })
    for (const chunked of [false, true]) {
      const response = await rawRequest(`${server.url}/api/files`, { headers: { 'Content-Type': contentType, Authorization: `JWT ${token}` }, body, chunked })
      expect(response.error, `chunked: ${chunked}`).toBeUndefined()
      expect(response.status, `chunked: ${chunked}`).toBe(413)
      expect(response.headers.connection).toBe('close')
      expect(json(response.text)).toEqual({ errors: [{ message: messages.fileTooLarge }] })
    }
  })

  it('V12.1.1 a client that sends Expect: 100-continue is refused before it sends a body too large', async () => {
    const response = await rawRequest(`${server.url}/app/login`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: formOf(2 * MAX_FORM_BODY_BYTES),
      expectContinue: true,
    })
    expect(response.status).toBe(413)
    expect(response.continued).toBe(false)
    expect(response.sent).toBe(0)
  })

  it('V12.1.1 requests within the limits are unaffected: forms, JSON (declared or chunked) and uploads', async () => {
    const form = await rawRequest(`${server.url}/app/login`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: formOf(MAX_FORM_BODY_BYTES - 100),
    })
    expect(form.status).toBe(200)
    expect(JSON.parse(form.text)).toMatchObject({ fields: 2 })

    const chunkedForm = await rawRequest(`${server.url}/app/login`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: formOf(200_000),
      chunked: true,
    })
    expect(chunkedForm.status).toBe(200)
    expect(JSON.parse(chunkedForm.text)).toEqual({ fields: 2, bytes: 'a@b.c'.length + 200_000 })

    const { user, token } = await signedInLandlord('small-requests')
    for (const chunked of [false, true]) {
      const login = await rawRequest(`${server.url}/api/users/login`, {
        headers: { 'Content-Type': 'application/json' },
        body: Buffer.from(JSON.stringify({ email: user.email, password: GOOD_PASSWORD })),
        chunked,
      })
      expect(login.status, `chunked: ${chunked}`).toBe(200)
      expect(JSON.parse(login.text).user.email).toBe(user.email)
    }

    // An upload well above the form limit but within the file rule reaches Payload and is stored.
    const pdf = samplePdf()
    const padded = Buffer.concat([pdf, Buffer.alloc(3 * MAX_FORM_BODY_BYTES, 0x20)])
    const { body, contentType } = multipart(padded, { _payload: JSON.stringify({ kind: 'personal', nickname: 'Padded lease' }) })
    const upload = await rawRequest(`${server.url}/api/files`, { headers: { 'Content-Type': contentType, Authorization: `JWT ${token}` }, body })
    expect(upload.status, upload.text).toBe(201)
    expect(JSON.parse(upload.text).doc).toMatchObject({ nickname: 'Padded lease', filesize: padded.length })
  })
})
