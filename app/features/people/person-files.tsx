import { useLocation } from 'react-router'
import { FilePage } from '~/features/files/file-page'
import { FILE_ADD_DRAWER, FileAddDrawer, filePageHref, FilesSection } from '~/features/files/files'
import { openDrawer } from '~/utils/drawer'
import type { PersonSection } from './people'

const FILE_HREF: Record<PersonSection, (personId: number, fileId: number | string) => string> = {
  contacts: filePageHref.contact,
  tenants: filePageHref.tenant,
  vendors: filePageHref.vendor,
}

/** The Files tab of a person page (the loader is personFilesLoader). */
export function PersonFilesTab({ id, section, files }: { id: number; section: PersonSection; files: Parameters<typeof FilesSection>[0]['files'] }) {
  const location = useLocation()
  return (
    <>
      <FilesSection
        files={files}
        fileHref={(fileId) => FILE_HREF[section](id, fileId)}
        emptyText="Files you upload for this person (IDs, agreements, certificates, correspondence) are listed here. They are private to you and your team."
      />
      {openDrawer(location.search).name === FILE_ADD_DRAWER ? <FileAddDrawer kind="contact" /> : null}
    </>
  )
}

const BACK_LABEL: Record<PersonSection, string> = { contacts: 'Contact files', tenants: 'Tenant files', vendors: 'Vendor files' }

/** A person's file page (the loader is personFileLoader). */
export function PersonFilePage({ id, section, file }: { id: number; section: PersonSection; file: Parameters<typeof FilePage>[0]['file'] }) {
  return <FilePage file={file} back={{ href: `/app/landlord/people/${section}/${id}/files`, label: BACK_LABEL[section] }} canEdit />
}
