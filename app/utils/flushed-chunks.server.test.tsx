import { createReadableStreamFromReadable } from '@react-router/node'
import { Suspense, use } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FlushedChunks } from './flushed-chunks.server'

const bytes = (text: string) => new TextEncoder().encode(text)
const text = (chunks: Uint8Array[]) => Buffer.concat(chunks).toString('utf8')

/** The chunks a web-stream reader receives, as each arrives. */
function reader(body: FlushedChunks) {
  const chunks: Uint8Array[] = []
  const stream = createReadableStreamFromReadable(body)
  const done = (async () => {
    const streamReader = stream.getReader()
    for (let next = await streamReader.read(); !next.done; next = await streamReader.read()) chunks.push(next.value)
  })()
  return { chunks, done }
}

/** Lets the stream machinery pass on what was pushed. */
const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('FlushedChunks', () => {
  it('sends the writes between two flushes as one chunk, in order', async () => {
    const body = new FlushedChunks()
    const { chunks, done } = reader(body)
    for (let index = 0; index < 50; index++) expect(body.write(bytes(`<p>${index}</p>`))).toBe(true)
    await settle()
    // Nothing leaves before React says its flush is over.
    expect(chunks).toHaveLength(0)
    body.flush()
    await settle()
    expect(chunks).toHaveLength(1)
    expect(text(chunks)).toBe(Array.from({ length: 50 }, (_, index) => `<p>${index}</p>`).join(''))
    body.write(bytes('<p>later</p>'))
    body.write('<p>a long string React writes as it is</p>')
    body.flush()
    body.end()
    await done
    expect(chunks).toHaveLength(2)
    expect(text(chunks.slice(1))).toBe('<p>later</p><p>a long string React writes as it is</p>')
  })

  it('sends what was written after the last flush at the end, and an empty flush sends nothing', async () => {
    const body = new FlushedChunks()
    const { chunks, done } = reader(body)
    body.flush()
    body.write(bytes('a'))
    body.write(bytes('b'))
    body.end()
    body.end()
    await done
    expect(chunks.map((chunk) => Buffer.from(chunk).toString())).toEqual(['ab'])
  })

  it('answers false to a write while the reader is behind, and drains when it reads', async () => {
    const body = new FlushedChunks({ highWaterMark: 8 })
    const drained = new Promise<void>((resolve) => body.once('drain', resolve))
    body.write(bytes('0123456789'))
    body.flush()
    expect(body.write(bytes('more'))).toBe(false)
    const { chunks, done } = reader(body)
    await drained
    body.flush()
    body.end()
    await done
    expect(text(chunks)).toBe('0123456789more')
  })

  it('carries a React render: the shell in one chunk, a Suspense boundary that resolves later in another', async () => {
    let resolveLater!: (value: string) => void
    const later = new Promise<string>((resolve) => (resolveLater = resolve))
    function Later() {
      return <p>{use(later)}</p>
    }
    const rows = Array.from({ length: 400 }, (_, index) => (
      <li key={index}>{`Row ${index} of a long list, long enough for React to write many 2 KB views`}</li>
    ))
    const body = new FlushedChunks()
    let writes = 0
    const write = body.write.bind(body)
    body.write = (chunk) => {
      writes++
      return write(chunk)
    }
    const { chunks, done } = reader(body)
    await new Promise<void>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(
        <html>
          <body>
            <ul>{rows}</ul>
            <Suspense fallback={<p>Loading</p>}>
              <Later />
            </Suspense>
          </body>
        </html>,
        {
          onShellReady() {
            pipe(body)
            resolve()
          },
          onShellError: reject,
        },
      )
    })
    await settle()
    // The shell has left (the fallback in place) before the boundary resolves, as one chunk.
    expect(writes).toBeGreaterThan(10)
    expect(chunks).toHaveLength(1)
    const shell = text(chunks)
    expect(shell.includes('Row 399 of a long list') && shell.includes('Loading')).toBe(true)
    resolveLater('Resolved later')
    await done
    expect(chunks).toHaveLength(2)
    // The boundary's HTML (and React's script that puts it in place) after the whole shell.
    const html = text(chunks)
    expect(text(chunks.slice(1)).includes('Resolved later')).toBe(true)
    expect(html.startsWith(shell) && html.endsWith('</html>')).toBe(true)
  })

  it('ends with what React wrote when the render is aborted', async () => {
    const never = new Promise<string>(() => {})
    function Never() {
      return <p>{use(never)}</p>
    }
    const body = new FlushedChunks()
    const { chunks, done } = reader(body)
    const errors: unknown[] = []
    const { abort } = await new Promise<{ abort: () => void }>((resolve, reject) => {
      const render = renderToPipeableStream(
        <div>
          <p>Before</p>
          <Suspense fallback={<p>Waiting</p>}>
            <Never />
          </Suspense>
        </div>,
        {
          onShellReady() {
            render.pipe(body)
            resolve(render)
          },
          onShellError: reject,
          onError: (error) => void errors.push(error),
        },
      )
    })
    abort()
    await done
    const html = text(chunks)
    expect(html).toContain('<p>Before</p>')
    expect(html).toContain('<p>Waiting</p>')
    expect(errors).toHaveLength(1)
  })

  it('aborts the render when the response is cancelled', async () => {
    const never = new Promise<string>(() => {})
    function Never() {
      return <p>{use(never)}</p>
    }
    const body = new FlushedChunks()
    const stream = createReadableStreamFromReadable(body)
    const aborted = new Promise<unknown>((resolve, reject) => {
      const render = renderToPipeableStream(
        <div>
          <Suspense fallback={<p>Waiting</p>}>
            <Never />
          </Suspense>
        </div>,
        { onShellReady: () => render.pipe(body), onShellError: reject, onError: resolve },
      )
    })
    const streamReader = stream.getReader()
    await streamReader.read()
    await streamReader.cancel()
    expect(String(await aborted)).toContain('The destination stream closed early.')
  })
})
