/**
 * A stable hash of a form's answers, for the preview cache key (product-spec §3 "Preview cache record":
 * formStateHash). Equal answers give equal hashes whatever their key order; runs the same in
 * the browser and in Node (no crypto API needed).
 */
export function stateHash(answers: unknown): string {
  return fnv1a64(canonicalJson(answers))
}

/**
 * JSON with object keys sorted at every depth; `undefined` members are left out (as
 * JSON.stringify does) and non-finite numbers become null.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'null'
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined && typeof member !== 'function')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`
  }
  return 'null'
}

const encoder = new TextEncoder()

/** 64-bit FNV-1a over the UTF-8 bytes, as 16 hex digits; two 32-bit halves, no BigInt. */
export function fnv1a64(text: string): string {
  let high = 0xcbf29ce4
  let low = 0x84222325
  for (const byte of encoder.encode(text)) {
    low ^= byte
    // × 0x100000001b3 = × 0x1b3 plus the low half shifted up by 40 bits (8 into the high half).
    const lowProduct = (low >>> 0) * 0x1b3
    const highProduct = high * 0x1b3 + ((low << 8) >>> 0)
    high = (highProduct + Math.floor(lowProduct / 0x1_0000_0000)) >>> 0
    low = lowProduct >>> 0
  }
  return high.toString(16).padStart(8, '0') + (low >>> 0).toString(16).padStart(8, '0')
}
