/**
 * A strict little XML reader for the feeds we write (no DTD, comments or CDATA): it throws on
 * anything not well-formed — a tag closed out of order, a second root, a raw `&` or `<` in text
 * or attributes, a duplicated attribute — and returns the element tree with decoded text.
 */
export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string }

const ENTITY = /&(?:lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);/g
const NAME = /^[A-Za-z_][\w.-]*$/

function decode(raw: string, where: string): string {
  if (raw.replace(ENTITY, '').match(/[&<]/)) throw new Error(`Unescaped & or < in ${where}: ${raw}`)
  return raw.replace(ENTITY, (entity) => {
    const named: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&apos;': "'" }
    if (named[entity]) return named[entity]
    const code = entity.startsWith('&#x') ? parseInt(entity.slice(3, -1), 16) : parseInt(entity.slice(2, -1), 10)
    return String.fromCodePoint(code)
  })
}

function parseAttributes(source: string, tag: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  const rest = source.replace(/\s*([\w:.-]+)\s*=\s*"([^"]*)"/g, (_, name: string, value: string) => {
    if (name in attributes) throw new Error(`Duplicated attribute ${name} on <${tag}>`)
    attributes[name] = decode(value, `attribute ${name} of <${tag}>`)
    return ''
  })
  if (rest.trim()) throw new Error(`Malformed attributes on <${tag}>: ${rest}`)
  return attributes
}

export function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^\uFEFF?<\?xml[^?]*\?>/, '')
  const stack: XmlElement[] = []
  let root: XmlElement | null = null
  for (const [token] of body.matchAll(/<[^>]*>|[^<]+/g)) {
    if (!token.startsWith('<')) {
      if (!stack.length) {
        if (token.trim()) throw new Error(`Text outside the root: ${token.trim()}`)
        continue
      }
      stack.at(-1)!.text += decode(token, `<${stack.at(-1)!.name}>`)
      continue
    }
    if (token.startsWith('</')) {
      const name = token.slice(2, -1).trim()
      const open = stack.pop()
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}>`)
      continue
    }
    const selfClosing = token.endsWith('/>')
    const inner = token.slice(1, selfClosing ? -2 : -1)
    const name = inner.split(/\s/, 1)[0]!
    if (!NAME.test(name)) throw new Error(`Bad tag name: ${token}`)
    const element: XmlElement = { name, attributes: parseAttributes(inner.slice(name.length), name), children: [], text: '' }
    if (stack.length) stack.at(-1)!.children.push(element)
    else if (root) throw new Error(`A second root element <${name}>`)
    else root = element
    if (!selfClosing) stack.push(element)
  }
  if (stack.length) throw new Error(`<${stack.at(-1)!.name}> is never closed`)
  if (!root) throw new Error('No root element')
  return root
}

export const childrenNamed = (element: XmlElement, name: string) => element.children.filter((child) => child.name === name)
/** The text of the first child of that name (undefined when there is none). */
export const childText = (element: XmlElement, name: string) => childrenNamed(element, name)[0]?.text
