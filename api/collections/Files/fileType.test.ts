import { describe, expect, it } from 'vitest'
import { sampleDoc, sampleDocx, sampleJpeg, samplePdf, samplePng, zipArchive } from '../../../tests/support/files'
import { acceptedDocumentType, detectDocumentType } from './fileType'

describe('detectDocumentType', () => {
  it('knows the document types by their bytes', () => {
    expect(detectDocumentType(samplePdf())).toBe('pdf')
    expect(detectDocumentType(samplePng())).toBe('png')
    expect(detectDocumentType(sampleJpeg())).toBe('jpeg')
    expect(detectDocumentType(sampleDoc())).toBe('doc')
    expect(detectDocumentType(sampleDocx())).toBe('docx')
  })

  it('refuses look-alikes: other compound files, other ZIPs, markup, executables', () => {
    expect(detectDocumentType(Buffer.concat([sampleDoc().subarray(0, 512), Buffer.alloc(128)]))).toBeNull()
    expect(detectDocumentType(zipArchive({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }))).toBeNull()
    expect(detectDocumentType(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull()
    expect(detectDocumentType(Buffer.from('MZ\x90\x00', 'latin1'))).toBeNull()
    expect(detectDocumentType(Buffer.alloc(0))).toBeNull()
  })
})

describe('acceptedDocumentType', () => {
  it('needs the name and the bytes to agree', () => {
    expect(acceptedDocumentType(samplePdf(), 'Lease.PDF')?.mimeType).toBe('application/pdf')
    expect(acceptedDocumentType(sampleJpeg(), 'photo.jpeg')?.mimeType).toBe('image/jpeg')
    expect(acceptedDocumentType(samplePdf(), 'lease.docx')).toBeNull()
    expect(acceptedDocumentType(samplePdf(), 'lease')).toBeNull()
    expect(acceptedDocumentType(Buffer.from('<svg/>'), 'logo.svg')).toBeNull()
  })
})
