import { beforeAll, describe, expect, it } from 'vitest'
import { action as documentsAction, loader as documentsLoader } from '~/routes/app/landlord/documents'
import { action as documentFileAction, loader as documentFileLoader } from '~/routes/app/landlord/documents.files.$fileId'
import { action as myFilesAction, loader as myFilesLoader } from '~/routes/app/landlord/my-files'
import { loader as myFileLoader } from '~/routes/app/landlord/my-files.$fileId'
import { loader as propertyFileLoader } from '~/routes/app/landlord/properties.$propertyId.files.$fileId'
import { action as propertyFilesAction, loader as propertyFilesLoader } from '~/routes/app/landlord/properties.$propertyId/files'
import { fileMessages } from '@common/files'
import { createProperty } from '@api/seed/factories'
import { samplePdf } from './support/files'
import { testPayload } from './support/payload'
import { account, fieldErrors, routeRunner, type Account } from './support/routes'
import { signedInLandlord } from './support/users'

/**
 * Files through the pages, as a browser without JavaScript posts them: the Add File
 * drawer of a property, My Files and the documents page (with its category); the file
 * pages answer 404 for a file of another parent or kind, and delete to the trash.
 */
let landlord: Account
let other: Account
let organization: number
const run = routeRunner(() => landlord)

const pdf = (name = 'inspection.pdf') => new File([new Uint8Array(samplePdf())], name, { type: 'application/pdf' })

beforeAll(async () => {
  const [owner, stranger] = await Promise.all([signedInLandlord('files-pages'), signedInLandlord('files-pages-other')])
  landlord = account(owner)
  other = account(stranger)
  organization = owner.organization.id
})

describe('the Add File drawer', () => {
  it("a property's file: required fields, the spec's messages, then the upload and its listing", async () => {
    const property = await createProperty(await testPayload(), { organization })
    const path = `/app/landlord/properties/${property.id}/files`
    const params = { propertyId: String(property.id) }

    const empty = await run(propertyFilesAction, path, { params, form: { intent: 'file-add', nickname: '', returnTo: path } })
    expect(empty.status).toBe(400)
    expect(fieldErrors(empty).file).toEqual([fileMessages.fileRequired])
    expect(fieldErrors(empty).nickname).toEqual([fileMessages.nicknameRequired])

    const disguised = new File([new Uint8Array(Buffer.from('<html><script>alert(1)</script></html>'))], 'photo.png', { type: 'image/png' })
    const refused = await run(propertyFilesAction, path, { params, form: { intent: 'file-add', file: disguised, nickname: 'Photo', returnTo: path } })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused).file).toEqual([fileMessages.fileTypeInvalid])

    const uploaded = await run(propertyFilesAction, path, { params, form: { intent: 'file-add', file: [pdf('first.pdf'), pdf('second.pdf')], nickname: 'Inspection', returnTo: path } })
    expect(uploaded.status).toBe(302)
    expect(uploaded.location).toBe(path)
    expect(uploaded.toast).toMatchObject({ title: fileMessages.uploaded })

    const page = await run(propertyFilesLoader, path, { params })
    const files = page.data.files as Array<{ id: number; nickname: string; kind: string }>
    // Only the first chosen file is taken (product-spec §5).
    expect(files.map((file) => file.nickname)).toEqual(['Inspection'])

    // The drawer of another landlord's property closes itself; its file page is a 404.
    const foreign = await run(propertyFilesLoader, `${path}?d=file-add`, { params, who: other })
    expect(foreign.status).toBe(302)
    expect(foreign.location).toBe(path)
    const foreignFile = await run(propertyFileLoader, `${path}/${files[0]!.id}`, { params: { ...params, fileId: String(files[0]!.id) }, who: other })
    expect(foreignFile.status).toBe(404)
  })
})

describe('My Files', () => {
  it('uploads a private file, shows it on its page, and a general document is not found there', async () => {
    const uploaded = await run(myFilesAction, '/app/landlord/my-files', { form: { intent: 'file-add', file: pdf(), nickname: 'Passport scan', returnTo: '/app/landlord/my-files' } })
    expect(uploaded.status).toBe(302)
    const list = await run(myFilesLoader, '/app/landlord/my-files')
    const mine = (list.data.files as Array<{ id: number; nickname: string }>).find((file) => file.nickname === 'Passport scan')!
    expect(mine).toBeTruthy()
    const page = await run(myFileLoader, `/app/landlord/my-files/${mine.id}`, { params: { fileId: String(mine.id) } })
    expect(page.data.file).toMatchObject({ nickname: 'Passport scan', kind: 'personal', mimeType: 'application/pdf' })
    // The same id under the documents page: not a document, so not found.
    expect((await run(documentFileLoader, `/app/landlord/documents/files/${mine.id}`, { params: { fileId: String(mine.id) } })).status).toBe(404)
  })
})

describe('documents page', () => {
  it('a general document needs a category; it is listed beside the generated ones; rename and delete on its page', async () => {
    const noCategory = await run(documentsAction, '/app/landlord/documents', { form: { intent: 'file-add', file: pdf(), nickname: 'Tax return 2025', returnTo: '/app/landlord/documents' } })
    expect(noCategory.status).toBe(400)
    expect(fieldErrors(noCategory).category).toEqual([fileMessages.categoryRequired])
    const uploaded = await run(documentsAction, '/app/landlord/documents', {
      form: { intent: 'file-add', file: pdf(), nickname: 'Tax return 2025', category: 'tax', returnTo: '/app/landlord/documents' },
    })
    expect(uploaded.status).toBe(302)

    const page = await run(documentsLoader, '/app/landlord/documents?category=tax')
    const uploadedRows = page.data.uploaded as Array<{ id: number; nickname: string; category: string }>
    expect(uploadedRows).toEqual([expect.objectContaining({ nickname: 'Tax return 2025', category: 'tax' })])
    const receipts = await run(documentsLoader, '/app/landlord/documents?category=receipt')
    expect(receipts.data.uploaded).toEqual([])

    const id = String(uploadedRows[0]!.id)
    const path = `/app/landlord/documents/files/${id}`
    const renamed = await run(documentFileAction, path, { params: { fileId: id }, form: { intent: 'file-rename', nickname: 'Tax return (filed)', category: 'receipt', returnTo: path } })
    expect(renamed.status).toBe(302)
    expect((await run(documentFileLoader, path, { params: { fileId: id } })).data.file).toMatchObject({ nickname: 'Tax return (filed)', category: 'receipt' })
    const deleted = await run(documentFileAction, path, { params: { fileId: id }, form: { intent: 'file-delete', returnTo: path } })
    expect(deleted.status).toBe(302)
    expect(deleted.location).toBe('/app/landlord/documents')
    expect((await run(documentFileLoader, path, { params: { fileId: id } })).status).toBe(404)
  })
})

describe("a person's files", () => {
  it('a vendor’s Files tab uploads and lists; its file page renames; another person or landlord gets 404', async () => {
    const { action: vendorFilesAction, loader: vendorFilesLoader } = await import('~/routes/app/landlord/people/vendors.$vendorId/files')
    const { action: personFileAction, loader: personFileLoader } = await import('~/routes/app/landlord/people/files.$fileId')
    const { createContact } = await import('@api/seed/factories')
    const payload = await testPayload()
    const vendor = await createContact(payload, { organization, type: 'vendor', firstName: 'Val', lastName: 'Vendor' })
    const someoneElse = await createContact(payload, { organization, type: 'vendor', firstName: 'Sam', lastName: 'Else' })
    const path = `/app/landlord/people/vendors/${vendor.id}/files`
    const params = { vendorId: String(vendor.id) }

    const uploaded = await run(vendorFilesAction, path, { params, form: { intent: 'file-add', file: pdf('w9.pdf'), nickname: 'W-9 form', returnTo: path } })
    expect(uploaded).toMatchObject({ status: 302, location: path })
    const tab = await run(vendorFilesLoader, path, { params })
    expect(tab.data).toMatchObject({ id: vendor.id, section: 'vendors' })
    const fileId = (tab.data.files as Array<{ id: number; nickname: string }>).find((file) => file.nickname === 'W-9 form')!.id

    const filePath = `${path}/${fileId}`
    const filePage = await run(personFileLoader, filePath, { params: { ...params, fileId: String(fileId) } })
    expect(filePage.data.file).toMatchObject({ id: fileId, nickname: 'W-9 form' })
    const renamed = await run(personFileAction, filePath, { params: { ...params, fileId: String(fileId) }, form: { intent: 'file-rename', nickname: 'W-9 (2026)', returnTo: filePath } })
    expect(renamed.status).toBe(302)
    expect((await run(personFileLoader, filePath, { params: { ...params, fileId: String(fileId) } })).data.file.nickname).toBe('W-9 (2026)')

    // Under another person's URL, or for another landlord, the file does not exist.
    const elsewhere = `/app/landlord/people/vendors/${someoneElse.id}/files/${fileId}`
    expect((await run(personFileLoader, elsewhere, { params: { vendorId: String(someoneElse.id), fileId: String(fileId) } })).status).toBe(404)
    expect((await run(personFileLoader, filePath, { who: other, params: { ...params, fileId: String(fileId) } })).status).toBe(404)
    expect((await run(vendorFilesLoader, path, { who: other, params })).data.files).toEqual([])
  })
})
