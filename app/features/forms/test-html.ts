/**
 * For the renderer's unit tests (no browser): read a server-rendered page the way a browser
 * without JavaScript would post it, and find its controls. Regular expressions over React's
 * own output, which is regular enough for that; not for other HTML.
 */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" }

export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity])
}

export function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  const body = tag.replace(/^<\w+/, '').replace(/\/?>$/, '')
  for (const match of body.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attributes[match[1]] = decodeEntities(match[2] ?? '')
  return attributes
}

/** The opening tags of the inputs, textareas and selects posting `name`. */
export function controls(html: string, name: string): Array<{ tag: string; attributes: Record<string, string> }> {
  return [...html.matchAll(/<(input|textarea|select)\b[^>]*>/g)]
    .map((match) => ({ tag: match[0], attributes: attributesOf(match[0]) }))
    .filter((control) => control.attributes.name === name)
}

/** What submitting the rendered form (no button pressed) posts. */
export function serializeForm(html: string): URLSearchParams {
  const data = new URLSearchParams()
  const pattern = /<input\b[^>]*>|<textarea\b([^>]*)>([\s\S]*?)<\/textarea>|<select\b([^>]*)>([\s\S]*?)<\/select>/g
  for (const match of html.matchAll(pattern)) {
    const [whole] = match
    if (whole.startsWith('<input')) {
      const attributes = attributesOf(whole)
      if (!attributes.name) continue
      const type = attributes.type ?? 'text'
      if (type === 'checkbox' || type === 'radio') {
        if ('checked' in attributes) data.append(attributes.name, attributes.value ?? 'on')
        continue
      }
      data.append(attributes.name, attributes.value ?? '')
    } else if (whole.startsWith('<textarea')) {
      const attributes = attributesOf(`<textarea${match[1]}>`)
      if (attributes.name) data.append(attributes.name, decodeEntities(match[2]).replace(/^\n/, ''))
    } else {
      const attributes = attributesOf(`<select${match[3]}>`)
      if (!attributes.name) continue
      const options = [...match[4].matchAll(/<option\b[^>]*>/g)].map((option) => attributesOf(option[0]))
      const chosen = options.find((option) => 'selected' in option) ?? options[0]
      data.append(attributes.name, chosen?.value ?? '')
    }
  }
  return data
}

/** The buttons of the page: their attributes and text. */
export function buttons(html: string): Array<{ attributes: Record<string, string>; text: string }> {
  return [...html.matchAll(/(<button\b[^>]*>)([\s\S]*?)<\/button>/g)].map((match) => ({
    attributes: attributesOf(match[1]),
    text: decodeEntities(match[2].replace(/<[^>]*>/g, '')).trim(),
  }))
}
