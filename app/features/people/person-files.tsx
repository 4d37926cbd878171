import { useLocation } from 'react-router'
import { FILE_ADD_DRAWER, filePageHref, FilesSection } from '~/features/files/files-list'
import { FileAddDrawer } from '~/features/files/lazy-drawers'
import { openDrawer } from '~/utils/drawer'
import type { PersonSection } from './people-paths'

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
