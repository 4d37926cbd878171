import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loader as avatarAssetLoader } from '~/routes/app/assets.avatars.$filename'
import { action as userSettingsAction, loader as userSettingsLoader } from '~/routes/app/settings.user-settings'
import { fileMessages, MAX_FILE_BYTES } from '@common/files'
import { errorMessage, rest, restMultipart, type UploadPart } from './rest'
import { samplePng } from './support/files'
import { testPayload } from './support/payload'
import { account, fieldErrors, requestContext, routeRunner, type Account } from './support/routes'
import { signedInLandlord, signedInTenant, type SignedIn } from './support/users'

/**
 * A user's avatar (product-spec §2 Shell, §5 image uploads without SVG). Uploads are
 * checked by their bytes with the spec's messages and leave nothing behind when refused;
 * an avatar is its owner's alone (404 for anyone else, by id and by file); the user
 * settings page uploads and removes it, and users.avatar follows.
 */
let owner: SignedIn
let other: SignedIn
let ownerAccount: Account
let staticDir: string
const run = routeRunner(() => ownerAccount)

/** A 1×1 GIF89a. */
const sampleGif = () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

const png = (name = 'me.png'): UploadPart => ({ bytes: samplePng(), name, type: 'image/png' })
const upload = (token: string, file: UploadPart | null) => restMultipart('POST', '/avatars', { token, files: file ? [file] : [], payload: {} })
const storedNames = () => (fs.existsSync(staticDir) ? fs.readdirSync(staticDir).sort() : [])
const avatarRows = async () => (await (await testPayload()).count({ collection: 'avatars', overrideAccess: true })).totalDocs
const userAvatar = async (who: SignedIn) => (await (await testPayload()).findByID({ collection: 'users', id: who.user.id, depth: 0, overrideAccess: true })).avatar ?? null

beforeAll(async () => {
  ;[owner, other] = await Promise.all([signedInLandlord('avatar-owner'), signedInTenant('avatar-other')])
  ownerAccount = account(owner)
  const payload = await testPayload()
  staticDir = path.resolve(payload.collections.avatars.config.upload.staticDir!)
})

describe('avatars over REST', () => {
  it('stores a PNG under a generated name, owned by the uploader, and sets users.avatar', async () => {
    const created = await restMultipart('POST', '/avatars', { token: owner.token, files: [png('../../Me & You.png')], payload: { owner: other.user.id } })
    expect(created.status).toBe(201)
    const doc = created.body.doc
    expect(doc.filename).toMatch(/^[0-9a-f-]{36}\.png$/)
    expect(doc.mimeType).toBe('image/png')
    expect(doc.owner === owner.user.id || doc.owner?.id === owner.user.id).toBe(true)
    expect(storedNames()).toContain(doc.filename)
    expect(await userAvatar(owner)).toBe(`avatars/${doc.filename}`)

    const served = await rest('GET', `/avatars/file/${doc.filename}`, { token: owner.token })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^image\/png/)
  })

  it('takes a GIF and replaces the previous avatar (its row and file are gone)', async () => {
    const first = (await upload(owner.token, png())).body.doc
    const second = await upload(owner.token, { bytes: sampleGif(), name: 'wave.gif', type: 'image/gif' })
    expect(second.status).toBe(201)
    expect(second.body.doc.filename).toMatch(/\.gif$/)
    expect(await userAvatar(owner)).toBe(`avatars/${second.body.doc.filename}`)
    expect((await rest('GET', `/avatars/${first.id}`, { token: owner.token })).status).toBe(404)
    expect(storedNames()).not.toContain(first.filename)
    const mine = await rest('GET', '/avatars', { token: owner.token, query: { depth: 0 } })
    expect(mine.body.docs.map((avatar: { id: number }) => avatar.id)).toEqual([second.body.doc.id])
  })

  it('refuses a missing file, a 21 MB file, HTML named .png and an SVG with the spec messages, leaving no row and no file', async () => {
    const rowsBefore = await avatarRows()
    const filesBefore = storedNames()

    const missing = await upload(owner.token, null)
    expect(missing.status).toBe(400)
    expect(errorMessage(missing.body)).toBe(fileMessages.fileRequired)

    const oversized = Buffer.alloc(21 * 1024 * 1024)
    samplePng().copy(oversized)
    expect(oversized.length).toBeGreaterThan(MAX_FILE_BYTES)
    const tooLarge = await upload(owner.token, { bytes: oversized, name: 'big.png', type: 'image/png' })
    expect(tooLarge.status).toBe(413)
    expect(errorMessage(tooLarge.body)).toBe(fileMessages.fileTooLarge)

    const refused: UploadPart[] = [
      { bytes: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'), name: 'photo.png', type: 'image/png' },
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: 'face.svg', type: 'image/svg+xml' },
      { bytes: samplePng(), name: 'face.svg', type: 'image/svg+xml' },
      { bytes: sampleGif(), name: 'face.png', type: 'image/png' },
    ]
    for (const file of refused) {
      const response = await upload(owner.token, file)
      expect(response.status, file.name).toBe(400)
      expect(errorMessage(response.body), file.name).toBe(fileMessages.fileTypeInvalid)
    }
    expect(await avatarRows()).toBe(rowsBefore)
    expect(storedNames()).toEqual(filesBefore)
  })

  it('needs a signed-in user', async () => {
    expect((await restMultipart('POST', '/avatars', { files: [png()], payload: {} })).status).toBe(403)
  })

  it('is 404 for another user: by id, in lists, by file, on update and delete', async () => {
    const doc = (await upload(owner.token, png())).body.doc
    expect((await rest('GET', `/avatars/${doc.id}`, { token: other.token })).status).toBe(404)
    expect((await rest('GET', '/avatars', { token: other.token })).body.docs).toEqual([])
    expect((await rest('GET', `/avatars/file/${doc.filename}`, { token: other.token })).status).toBe(404)
    expect((await rest('PATCH', `/avatars/${doc.id}`, { token: other.token, json: {} })).status).toBe(404)
    expect((await rest('DELETE', `/avatars/${doc.id}`, { token: other.token })).status).toBe(404)
    expect((await rest('GET', `/avatars/file/${doc.filename}`)).status).not.toBe(200)
    // Through the app's asset route as well.
    const asOther = await run(avatarAssetLoader, `/app/assets/avatars/${doc.filename}`, { who: account(other), params: { filename: doc.filename }, role: 'tenant' })
    expect(asOther.status).toBe(404)
    expect(storedNames()).toContain(doc.filename)
    expect(await userAvatar(owner)).toBe(`avatars/${doc.filename}`)
  })

  it('keeps users.avatar out of the client’s hands', async () => {
    const patched = await rest('PATCH', `/users/${other.user.id}`, { token: other.token, json: { avatar: '../../logout', firstName: 'Other' } })
    expect(patched.status).toBe(200)
    expect(await userAvatar(other)).toBeNull()
  })

  it('remove deletes the row and the file and clears users.avatar', async () => {
    const doc = (await upload(owner.token, png())).body.doc
    expect((await rest('DELETE', `/avatars/${doc.id}`, { token: owner.token })).status).toBe(200)
    expect(storedNames()).not.toContain(doc.filename)
    expect(await userAvatar(owner)).toBeNull()
  })
})

describe('avatar asset route', () => {
  it('serves the owner its avatar with an image type, nosniff and a private cache', async () => {
    const doc = (await upload(owner.token, png())).body.doc
    const request = new Request(`http://localhost:3000/app/assets/avatars/${doc.filename}`)
    const { context } = await requestContext(request.url, ownerAccount)
    const response = (await avatarAssetLoader({ params: { filename: doc.filename }, context, request } as never)) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toMatch(/^private/)
    expect(Buffer.from(await response.arrayBuffer()).equals(samplePng())).toBe(true)
  })
})

describe('user settings page', () => {
  const post = (form: Record<string, string | Blob>) => run(userSettingsAction, '/app/settings/user-settings', { form })

  it('uploads an avatar and removes it (JavaScript off: multipart posts to the action)', async () => {
    const uploaded = await post({ intent: 'upload-avatar', file: new File([new Uint8Array(samplePng())], 'me.png', { type: 'image/png' }) })
    expect(uploaded).toMatchObject({ status: 302, location: '/app/settings/user-settings', toast: { type: 'success' } })
    const avatar = await userAvatar(owner)
    expect(avatar).toMatch(/^avatars\/[0-9a-f-]{36}\.png$/)
    const page = await run(userSettingsLoader, '/app/settings/user-settings')
    expect(page.data.user.avatar).toBe(avatar)

    const removed = await post({ intent: 'remove-avatar' })
    expect(removed).toMatchObject({ status: 302, location: '/app/settings/user-settings', toast: { type: 'success' } })
    expect(await userAvatar(owner)).toBeNull()
    expect(storedNames()).not.toContain(avatar!.slice('avatars/'.length))
  })

  it('shows the spec messages next to the file', async () => {
    const missing = await post({ intent: 'upload-avatar' })
    expect(missing.status).toBe(400)
    expect(fieldErrors(missing).file).toEqual([fileMessages.fileRequired])
    const svg = await post({ intent: 'upload-avatar', file: new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.svg', { type: 'image/svg+xml' }) })
    expect(fieldErrors(svg).file).toEqual([fileMessages.fileTypeInvalid])
    // The name says PNG; the API reads the bytes.
    const html = await post({ intent: 'upload-avatar', file: new File(['<html><script>alert(1)</script></html>'], 'me.png', { type: 'image/png' }) })
    expect(html.status).toBe(400)
    expect(fieldErrors(html).file).toEqual([fileMessages.fileTypeInvalid])
    expect(await userAvatar(owner)).toBeNull()
  })
})
