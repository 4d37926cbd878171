import type { RouterContextProvider } from 'react-router'
import { NoteSchema } from './note-add-drawer'
import { NOTE_ADD_INTENT, NOTE_DELETE_INTENT, type NoteItem } from './notes'
import { api } from '~/utils/auth.server'
import { confirmAction, requireId, submitForm } from '~/utils/form-action.server'

type Context = Readonly<RouterContextProvider>
export type NoteParent = { property?: number; unit?: number; lease?: number }

const NOTES_SHOWN = 100

/** The notes of one property, unit or lease, newest first (one API call). */
export async function loadNotes(context: Context, parent: NoteParent): Promise<NoteItem[]> {
  const [field, id] = Object.entries(parent).find(([, value]) => value !== undefined) ?? []
  if (!field || id === undefined) return []
  const result = await api(context).find('notes', { where: { [field]: { equals: id } }, sort: '-createdAt', limit: NOTES_SHOWN, depth: 0 })
  return result.docs.map((note) => ({ id: note.id, body: note.body, authorName: note.authorName, createdAt: note.createdAt }))
}

/**
 * The note intents every property, unit and lease page shares: add (drawer) and delete
 * (a move to the trash, like every delete). Returns null for any other intent.
 */
export async function handleNoteIntent(context: Context, formData: FormData, parent: NoteParent) {
  const intent = formData.get('intent')
  if (intent === NOTE_ADD_INTENT) {
    return submitForm({
      context,
      formData,
      schema: NoteSchema,
      intent: NOTE_ADD_INTENT,
      mutate: (value) => api(context).create('notes', { body: value.body, ...parent }),
      toast: { type: 'success', title: 'Note added.' },
    })
  }
  if (intent === NOTE_DELETE_INTENT) {
    const noteId = requireId(formData.get('target'))
    return confirmAction({
      context,
      formData,
      intent: NOTE_DELETE_INTENT,
      mutate: () => api(context).update('notes', noteId, { deletedAt: new Date().toISOString() }),
      toast: { type: 'success', title: 'Note deleted.' },
    })
  }
  return null
}
