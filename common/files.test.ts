import { describe, expect, it } from 'vitest'
import { contentDisposition, documentTypeOfName, downloadFilename, extensionOf, fileIconKind, isPreviewableImage } from './files'

describe('file names', () => {
  it('reads the extension of the last path part only', () => {
    expect(extensionOf('../../x.PDF')).toBe('pdf')
    expect(extensionOf('.bashrc')).toBe('')
    expect(extensionOf('folder.d/readme')).toBe('')
  })

  it('types, icons and previews follow the extension (product-spec §5, §9)', () => {
    expect(documentTypeOfName('a.jpg')?.type).toBe('jpeg')
    expect(documentTypeOfName('a.svg')).toBeNull()
    expect(fileIconKind('a.docx')).toBe('doc')
    expect(fileIconKind('a.pdf')).toBe('pdf')
    expect(fileIconKind('a.xlsx')).toBe('xls')
    expect(fileIconKind('a.png')).toBe('img')
    expect(isPreviewableImage('a.gif')).toBe(true)
    expect(isPreviewableImage('a.pdf')).toBe(false)
  })

  it('names a download after the nickname with the stored extension', () => {
    expect(downloadFilename('Signed lease', 'abc.pdf')).toBe('Signed lease.pdf')
    expect(downloadFilename('lease.pdf', 'abc.pdf')).toBe('lease.pdf')
    expect(downloadFilename('../etc/passwd', 'abc.pdf')).toBe('.. etc passwd.pdf')
    expect(downloadFilename('  ', 'abc.docx')).toBe('file.docx')
  })

  it('writes an RFC 6266 header with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Bail signé "v2".pdf')).toBe(`attachment; filename="Bail sign_ _v2_.pdf"; filename*=UTF-8''Bail%20sign%C3%A9%20%22v2%22.pdf`)
    expect(contentDisposition('inline', "it's (1).pdf")).toBe(`inline; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`)
  })
})
