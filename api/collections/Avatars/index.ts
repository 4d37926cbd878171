import path from 'node:path'
import type { Access, CollectionConfig, Where } from 'payload'
import { hiddenUnlessReadable, signedIn } from '@api/access'
import { getApiEnv } from '@api/env'
import { hideUnreadableFiles } from '@api/collections/Images/hooks/hideUnreadableFiles'
import { checkAvatarUpload, setAvatarOwner } from './hooks/checkAvatarUpload'
import { clearUserAvatar, linkUserAvatar } from './hooks/userAvatar'

/** An avatar is its owner's alone: shown only in the owner's own top bar, so nobody else reads it (404). */
const ownAvatar: Access = ({ req }) => {
  if (!req.user) return false
  return { owner: { equals: req.user.id } } satisfies Where
}

/**
 * A user's avatar (product-spec §2 Shell; ADR 020): one picture per user, PNG, JPEG or GIF
 * by its bytes, up to 20 MB, stored under DATA_DIR/uploads/avatars with a generated name.
 * Uploading sets `users.avatar` to `avatars/{filename}` (the shell serves it under
 * /app/assets/) and deletes the previous avatar; deleting one clears it.
 */
export const Avatars: CollectionConfig<'avatars'> = {
  slug: 'avatars',
  access: { read: ownAvatar, create: signedIn, update: hiddenUnlessReadable('avatars', ownAvatar), delete: hiddenUnlessReadable('avatars', ownAvatar) },
  lockDocuments: false,
  disableDuplicate: true,
  hooks: {
    beforeOperation: [checkAvatarUpload],
    beforeChange: [setAvatarOwner],
    afterChange: [linkUserAvatar],
    afterDelete: [clearUserAvatar],
    afterError: [hideUnreadableFiles],
  },
  upload: {
    staticDir: path.join(getApiEnv().dataDir, 'uploads', 'avatars'),
    // No fetching of remote URLs by the server (SSRF); uploads come in the request only.
    pasteURL: false,
    filesRequiredOnCreate: true,
  },
  fields: [
    // Set by the server to the uploader (hooks/checkAvatarUpload.ts), never by the client.
    { name: 'owner', type: 'relationship', relationTo: 'users', index: true, access: { update: () => false } },
  ],
}
