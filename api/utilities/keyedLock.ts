/**
 * An in-process lock per key (e.g. per account). A holder that never releases (an error
 * path no hook sees) is released by a timer, so one stuck request cannot block the key.
 */
export class KeyedLock {
  private tails = new Map<string, Promise<void>>()

  constructor(private readonly maxHoldMs = 15_000) {}

  async acquire(key: string): Promise<() => void> {
    const previous = this.tails.get(key) ?? Promise.resolve()
    let releaseTurn!: () => void
    const turn = new Promise<void>((resolve) => {
      releaseTurn = resolve
    })
    const tail = previous.then(() => turn)
    this.tails.set(key, tail)
    await previous
    let released = false
    const timer = setTimeout(() => release(), this.maxHoldMs)
    timer.unref?.()
    const release = () => {
      if (released) return
      released = true
      clearTimeout(timer)
      releaseTurn()
      // The last holder leaves no entry behind.
      if (this.tails.get(key) === tail) this.tails.delete(key)
    }
    return release
  }

  get size() {
    return this.tails.size
  }
}
