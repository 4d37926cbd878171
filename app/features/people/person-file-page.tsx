import { FilePage } from '~/features/files/file-page'
import { PEOPLE_PATH, type PersonSection } from './people-paths'

const BACK_LABEL: Record<PersonSection, string> = { contacts: 'Contact files', tenants: 'Tenant files', vendors: 'Vendor files' }

/** A person's file page (the loader is personFileLoader). */
export function PersonFilePage({ id, section, file }: { id: number; section: PersonSection; file: Parameters<typeof FilePage>[0]['file'] }) {
  return <FilePage file={file} back={{ href: `${PEOPLE_PATH}/${section}/${id}/files`, label: BACK_LABEL[section] }} canEdit />
}
