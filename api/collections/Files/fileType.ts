import { AVATAR_FILE_TYPES, avatarTypeOfName, DOCUMENT_FILE_TYPES, documentTypeOfName, type AvatarFileType, type DocumentFileType } from '@common/files'

/**
 * What the bytes of an upload are, among the document types we take (product-spec §5: jpeg, png,
 * doc, docx, pdf), by their magic numbers — never by the name or the declared type alone.
 */
const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte)

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] // OLE compound file (.doc)
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04]
const GIF87 = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] // GIF87a
const GIF89 = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] // GIF89a

/** Word's main stream of a .doc (UTF-16LE, in the compound file's directory). */
const WORD_DOCUMENT_STREAM = Buffer.from('WordDocument', 'utf16le')

/** The entry names of a ZIP archive, read from its central directory (null when it is not a readable ZIP). */
export function zipEntryNames(buffer: Buffer): string[] | null {
  const END_OF_CENTRAL_DIRECTORY = 0x06054b50
  const CENTRAL_FILE_HEADER = 0x02014b50
  // The end record is the last 22 bytes plus a comment of up to 65,535 bytes.
  const searchFrom = Math.max(0, buffer.length - 22 - 0xffff)
  let end = -1
  for (let index = buffer.length - 22; index >= searchFrom; index--) {
    if (buffer.readUInt32LE(index) === END_OF_CENTRAL_DIRECTORY) {
      end = index
      break
    }
  }
  if (end < 0) return null
  const entries = buffer.readUInt16LE(end + 10)
  let offset = buffer.readUInt32LE(end + 16)
  const names: string[] = []
  for (let entry = 0; entry < entries; entry++) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== CENTRAL_FILE_HEADER) return null
    const nameLength = buffer.readUInt16LE(offset + 28)
    const extraLength = buffer.readUInt16LE(offset + 30)
    const commentLength = buffer.readUInt16LE(offset + 32)
    if (offset + 46 + nameLength > buffer.length) return null
    names.push(buffer.toString('utf8', offset + 46, offset + 46 + nameLength))
    offset += 46 + nameLength + extraLength + commentLength
  }
  return names
}

/** The document type of these bytes, or null for anything else (HTML, executables, other archives…). */
export function detectDocumentType(buffer: Buffer): DocumentFileType | null {
  if (startsWith(buffer, PDF)) return 'pdf'
  if (startsWith(buffer, PNG)) return 'png'
  if (startsWith(buffer, JPEG)) return 'jpeg'
  // Any compound file starts so (.xls, .msi too): a Word document has a WordDocument stream.
  if (startsWith(buffer, CFB)) return buffer.includes(WORD_DOCUMENT_STREAM) ? 'doc' : null
  if (startsWith(buffer, ZIP_LOCAL)) {
    const names = zipEntryNames(buffer)
    return names?.some((name) => name.startsWith('word/')) && names.includes('[Content_Types].xml') ? 'docx' : null
  }
  return null
}

/**
 * The accepted type of an upload: its bytes are one of the document types and its name
 * claims that same type (an HTML page named .png, an executable named .pdf, a PDF named
 * .docx are all refused). Null when refused.
 */
export function acceptedDocumentType(buffer: Buffer, name: string) {
  const claimed = documentTypeOfName(name)
  const detected = detectDocumentType(buffer)
  if (!claimed || !detected || claimed.type !== detected) return null
  return DOCUMENT_FILE_TYPES.find((entry) => entry.type === detected)!
}

/** The avatar type of these bytes (PNG, JPEG, GIF), or null for anything else — SVG and HTML included. */
export function detectAvatarType(buffer: Buffer): AvatarFileType | null {
  if (startsWith(buffer, PNG)) return 'png'
  if (startsWith(buffer, JPEG)) return 'jpeg'
  if (startsWith(buffer, GIF87) || startsWith(buffer, GIF89)) return 'gif'
  return null
}

/** The accepted type of an avatar upload: its bytes and its name agree on PNG, JPEG or GIF. Null when refused. */
export function acceptedAvatarType(buffer: Buffer, name: string) {
  const claimed = avatarTypeOfName(name)
  const detected = detectAvatarType(buffer)
  if (!claimed || !detected || claimed.type !== detected) return null
  return AVATAR_FILE_TYPES.find((entry) => entry.type === detected)!
}
