// The notes' drawer name and intents, for pages that only link to the drawer (ADR 027).
export const NOTE_ADD_DRAWER = 'note-add'
export const NOTE_ADD_INTENT = 'note-add'
export const NOTE_DELETE_INTENT = 'note-delete'
