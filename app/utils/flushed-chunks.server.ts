import { Readable } from 'node:stream'

/**
 * React's HTML, one chunk per flush (ADR 038, amendment): the destination `renderToPipeableStream`
 * pipes into, and the readable side the response streams from.
 *
 * React writes what it renders in views of at most 2 KB (more for a large string) and calls
 * `flush()` on its destination, when it has one, at the end of each flush: the shell, then each
 * Suspense boundary when it resolves, then the end. Through a PassThrough every view became a
 * web-stream chunk of its own, a zlib flush of the compression middleware (React Router's
 * `writeReadableStreamToWritable` flushes after each chunk) and a socket write. Here the views
 * written between two flushes are kept and pushed as one Buffer at the flush: the shell still
 * leaves when React flushes it, a boundary when it resolves, nothing waits for the end.
 *
 * Backpressure as a PassThrough: `write` answers false while the readable side holds its high
 * water mark or more, and 'drain' follows when the reader asks for more. React stops writing at
 * the next boundary, flushes what it wrote and waits for 'drain' to go on. Destroying the stream
 * (the response cancelled) emits 'close', on which React aborts the render.
 */
type WriteCallback = (error?: Error | null) => void
type EndCallback = () => void

export class FlushedChunks extends Readable implements NodeJS.WritableStream {
  #views: Uint8Array[] = []
  #bytes = 0
  #waitingForDrain = false
  #ended = false

  /** Whether writes are still taken (React's destination is a Node writable stream). */
  get writable(): boolean {
    return !this.#ended && !this.destroyed
  }

  /** Keeps a view (or a long string React writes as it is, UTF-8) until the next flush. */
  write(chunk: Uint8Array | string, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback): boolean {
    const view = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : chunk
    if (view.byteLength > 0) {
      this.#views.push(view)
      this.#bytes += view.byteLength
    }
    const done = typeof encoding === 'function' ? encoding : callback
    if (done) queueMicrotask(() => done())
    if (this.readableLength < this.readableHighWaterMark) return true
    this.#waitingForDrain = true
    return false
  }

  /** Sends the views written since the last flush as one chunk. */
  flush(): void {
    if (this.#bytes === 0 || this.destroyed) return
    const chunk = this.#views.length === 1 ? this.#views[0]! : Buffer.concat(this.#views, this.#bytes)
    this.#views = []
    this.#bytes = 0
    this.push(chunk)
  }

  /** The render is done: what is left, then the end of the stream. */
  end(chunk?: Uint8Array | string | EndCallback, encoding?: BufferEncoding | EndCallback, callback?: EndCallback): this {
    if (this.destroyed || this.#ended) return this
    if (chunk !== undefined && typeof chunk !== 'function') this.write(chunk, typeof encoding === 'string' ? encoding : undefined)
    const done = [chunk, encoding, callback].find((value): value is EndCallback => typeof value === 'function')
    if (done) this.once('end', done)
    this.#ended = true
    this.flush()
    this.push(null)
    return this
  }

  override _read(): void {
    if (!this.#waitingForDrain) return
    this.#waitingForDrain = false
    this.emit('drain')
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.#views = []
    this.#bytes = 0
    callback(error)
  }
}
