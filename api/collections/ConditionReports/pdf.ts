import { toWinAnsi } from '@api/documents/pdf/format'
import { conditionRatingLabel, conditionReportTypeLabel, type ConditionReportType, type ConditionRoom, type ConditionSignature } from '@common/condition-reports'

/** A photo of the report: the picture to embed (JPEG or PNG: its display size, complete.ts) and the SHA-256 of its stored original. */
export type ConditionReportPhoto = { item: string; nickname: string; sha256: string | null; bytes: Buffer | null }

export type ConditionReportPdfInput = {
  id: number
  type: ConditionReportType
  address: string | null
  organizationName: string | null
  rooms: ConditionRoom[]
  photos: ConditionReportPhoto[]
  signatures: ConditionSignature[]
  completedAt: string
}

const dateTime = (iso: string) => new Date(iso).toISOString().replace('T', ' ').slice(0, 19) + ' UTC'

/**
 * A completed condition report as a PDF (ADR 014's engine, pdfkit; ADR 031): every room and
 * item with its rating, the landlord's and the tenants' notes, the item's photos (small) with
 * each photo's SHA-256, and the signatures (typed name, time, IP). The photos' hashes are in
 * the PDF, so the PDF's own hash covers them too.
 */
export async function renderConditionReportPdf(input: ConditionReportPdfInput): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const title = `${conditionReportTypeLabel[input.type]} condition report #${input.id}`
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, font: 'Helvetica', lang: 'en-US', info: { Title: toWinAnsi(title), Creator: 'Leasewell', CreationDate: new Date(input.completedAt) } })
  const chunks: Buffer[] = []
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const width = doc.page.width - 108
  const bottom = () => doc.page.height - doc.page.margins.bottom
  const keep = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage()
  }
  const line = (value: string, options: { font?: string; size?: number; gap?: number } = {}) => {
    doc.font(options.font ?? 'Helvetica').fontSize(options.size ?? 10)
    doc.text(toWinAnsi(value), 54, doc.y, { width })
    if (options.gap) doc.moveDown(options.gap)
  }

  line(title, { font: 'Helvetica-Bold', size: 18, gap: 0.3 })
  if (input.address) line(input.address, { size: 11 })
  if (input.organizationName) line(`Landlord: ${input.organizationName}`, { size: 11 })
  line(`Completed: ${dateTime(input.completedAt)}`, { size: 11, gap: 1 })

  const photosByItem = new Map<string, ConditionReportPhoto[]>()
  for (const photo of input.photos) photosByItem.set(photo.item, [...(photosByItem.get(photo.item) ?? []), photo])

  for (const room of input.rooms) {
    keep(60)
    line(room.name, { font: 'Helvetica-Bold', size: 14, gap: 0.3 })
    for (const item of room.items) {
      keep(40)
      line(`${item.name}: ${item.rating ? conditionRatingLabel[item.rating] : 'Not rated'}`, { font: 'Helvetica-Bold', size: 10 })
      if (item.notes) line(`Landlord: ${item.notes}`)
      for (const note of item.tenantNotes ?? []) line(`${note.name}: ${note.notes}`)
      for (const photo of photosByItem.get(item.id) ?? []) {
        if (photo.bytes) {
          keep(100)
          try {
            doc.image(photo.bytes, 54, doc.y, { fit: [120, 90] })
            doc.y += 94
          } catch {
            // A picture pdfkit cannot read is listed by its hash only.
          }
        }
        // The hash is the stored original's (the picture above is its display size).
        line(`Photo "${photo.nickname}" SHA-256 ${photo.sha256 ?? 'unknown'}`, { size: 7 })
      }
      doc.moveDown(0.4)
    }
    doc.moveDown(0.6)
  }

  keep(80)
  line('Signatures', { font: 'Helvetica-Bold', size: 14, gap: 0.3 })
  if (!input.signatures.length) line('Completed by the landlord without tenant signatures.')
  for (const signature of input.signatures) line(`Signed by "${signature.name}" on ${dateTime(signature.signedAt)} from IP ${signature.ip}${signature.via === 'link' ? ' (through a signing link, no account)' : ''}`)
  doc.end()
  return finished
}
