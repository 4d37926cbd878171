/**
 * Rich-text labels and answers (product-spec §5: "Rich-text labels are sanitized to a small set of
 * safe tags"), without a DOM so it runs the same on the server and in the browser.
 *
 * Kept: p, br, strong, b, em, i, u, ul, ol, li, h3, h4, and a with an http, https or mailto
 * href (written back with rel="noopener noreferrer"). Every other attribute is dropped. Other
 * tags are dropped but their text is kept, except script, style and the like whose content is
 * dropped too; comments and declarations vanish. Text is escaped, tags are balanced (a stray
 * close tag is dropped, open ones are closed at the end), so the output can be placed inside
 * any element without leaking into the page around it.
 */
export function sanitizeRichText(html: string): string {
  const out: string[] = []
  const open: string[] = []
  let position = 0

  const closeTo = (depth: number) => {
    while (open.length > depth) out.push(`</${open.pop()}>`)
  }

  while (position < html.length) {
    const lt = html.indexOf('<', position)
    if (lt === -1) {
      out.push(escapeText(html.slice(position)))
      break
    }
    out.push(escapeText(html.slice(position, lt)))
    position = lt

    if (html.startsWith('<!--', position)) {
      const end = html.indexOf('-->', position + 4)
      position = end === -1 ? html.length : end + 3
      continue
    }
    if (/^<[!?]/.test(html.slice(position, position + 2)) || /^<\/[^A-Za-z]/.test(html.slice(position, position + 3))) {
      // Declarations, processing instructions and bogus close tags: dropped up to the next '>'.
      const end = html.indexOf('>', position)
      position = end === -1 ? html.length : end + 1
      continue
    }
    const tag = readTag(html, position)
    if (!tag) {
      out.push('&lt;')
      position += 1
      continue
    }
    position = tag.end

    if (!tag.closing && RAW_TEXT_TAGS.has(tag.name)) {
      // Skip the element's whole content: it is code or markup, never text for a label.
      const close = new RegExp(`</${tag.name}(?=[\\s/>])`, 'gi')
      close.lastIndex = position
      const found = close.exec(html)
      const end = found ? html.indexOf('>', found.index) : -1
      position = end === -1 ? html.length : end + 1
      continue
    }
    if (!ALLOWED_TAGS.has(tag.name)) continue

    if (tag.closing) {
      const depth = open.lastIndexOf(tag.name)
      if (depth !== -1) closeTo(depth)
      continue
    }
    if (tag.name === 'br') {
      out.push('<br>')
      continue
    }
    if (tag.name === 'a') {
      const href = safeHref(tag.attributes.get('href'))
      if (href === null) continue
      const nested = open.lastIndexOf('a')
      if (nested !== -1) closeTo(nested)
      out.push(`<a href="${escapeAttribute(href)}" rel="noopener noreferrer">`)
      open.push('a')
      continue
    }
    // As HTML parsers do: a new item closes the open item of the same list, a block closes an open paragraph.
    if (tag.name === 'li') {
      const item = open.lastIndexOf('li')
      if (item !== -1 && item > Math.max(open.lastIndexOf('ul'), open.lastIndexOf('ol'))) closeTo(item)
    } else if (BLOCK_TAGS.has(tag.name)) {
      const paragraph = open.lastIndexOf('p')
      if (paragraph !== -1) closeTo(paragraph)
    }
    out.push(`<${tag.name}>`)
    open.push(tag.name)
  }
  closeTo(0)
  return out.join('')
}

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4'])
const BLOCK_TAGS = new Set(['p', 'ul', 'ol', 'h3', 'h4'])
const RAW_TEXT_TAGS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'noembed', 'noframes', 'textarea', 'title', 'xmp', 'svg', 'math', 'select', 'plaintext'])

type Tag = { name: string; closing: boolean; attributes: Map<string, string>; end: number }

const TAG_HEAD = /<(\/?)([A-Za-z][A-Za-z0-9-]*)/y
const TAG_END = /[\s/]*>/y
const ATTRIBUTE = /[\s/]*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/y

/** A start or end tag at `start` (which holds '<'), or null when the '<' starts no tag. */
function readTag(html: string, start: number): Tag | null {
  TAG_HEAD.lastIndex = start
  const head = TAG_HEAD.exec(html)
  if (!head) return null
  const name = head[2].toLowerCase()
  const closing = head[1] === '/'
  const attributes = new Map<string, string>()
  let position = TAG_HEAD.lastIndex
  while (position < html.length) {
    TAG_END.lastIndex = position
    if (TAG_END.exec(html)) return { name, closing, attributes, end: TAG_END.lastIndex }
    ATTRIBUTE.lastIndex = position
    const match = ATTRIBUTE.exec(html)
    if (!match) {
      // A stray quote or '=': skip it and read on.
      position += 1
      continue
    }
    const attributeName = match[1].toLowerCase()
    if (!attributes.has(attributeName)) attributes.set(attributeName, match[2] ?? match[3] ?? match[4] ?? '')
    position = ATTRIBUTE.lastIndex
  }
  // No '>' before the end: the rest is an unfinished tag, dropped.
  return { name, closing, attributes: new Map(), end: html.length }
}

/** The href as the browser would read it, when its scheme is http, https or mailto; else null. */
function safeHref(raw: string | undefined): string | null {
  if (raw === undefined) return null
  // Decode character references first: 'jav&#x61;script:' and '&Tab;' must not slip past the check.
  // eslint-disable-next-line no-control-regex
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  return /^(https?:\/\/|mailto:)/i.test(url) ? url : null
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n', sol: '/', lpar: '(', rpar: ')', period: '.', comma: ',',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole
  })
}

/** Text: '<' and '>' escaped; '&' kept when it starts a character reference, escaped otherwise. */
function escapeText(text: string): string {
  return text.replace(/&(?!(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
