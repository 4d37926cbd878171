import { DownloadIcon, Pencil1Icon, TrashIcon } from '@radix-ui/react-icons'
import { useEffect, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Link, useLocation } from 'react-router'
import { isPreviewableImage } from '@common/files'
import { ConfirmDialog } from '~/components/lazy-drawers'
import { PdfViewer } from '~/features/forms/preview/pdf-viewer-lazy'
import { ViewerLoading } from '~/features/forms/preview/viewer-loading'
import { PageHeader } from '~/components/shell/page-header'
import { Button, Callout, Card, Flex, Link as ThemeLink, Text } from '~/components/ui'
import {
  FILE_DELETE_DRAWER,
  FILE_DELETE_INTENT,
  FILE_RENAME_DRAWER,
  FileCategoryBadge,
  fileSizeSrc,
  fileSrc,
  FileTypeIcon,
  formatFileSize,
  type FileItem,
} from './files-list'
import { FileRenameDrawer } from './lazy-drawers'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { formatDate } from '~/utils/format'

/**
 * A file's page (product-spec §2 `{parent}/files/{fileId}`): its preview (a picture, or a PDF),
 * Download, and for the landlord Rename and Delete (drawers in the URL, handled by the
 * route's action through features/files/files.server.ts).
 */
export function FilePage({ file, back, canEdit }: { file: FileItem; back: { href: string; label: string }; canEdit: boolean }) {
  const location = useLocation()
  const drawer = openDrawer(location.search).name
  const details = [formatFileSize(file.filesize), `Added ${formatDate(file.createdAt)}`].filter(Boolean).join(' · ')
  return (
    <>
      <PageHeader
        back={{ to: back.href, label: back.label }}
        title={file.nickname}
        description={details}
        actions={
          <>
            <Button asChild size="3" className="min-h-11">
              <a href={fileSrc(file, { download: true })} download>
                <DownloadIcon aria-hidden /> Download
              </a>
            </Button>
            {canEdit ? (
              <>
                <Button asChild size="3" variant="soft" className="min-h-11">
                  <Link to={drawerHref(location, FILE_RENAME_DRAWER)} preventScrollReset>
                    <Pencil1Icon aria-hidden /> Rename
                  </Link>
                </Button>
                <Button asChild size="3" variant="soft" color="red" className="min-h-11">
                  <Link to={drawerHref(location, FILE_DELETE_DRAWER)} preventScrollReset>
                    <TrashIcon aria-hidden /> Delete
                  </Link>
                </Button>
              </>
            ) : null}
          </>
        }
      />
      {file.category ? (
        <Flex mb="3">
          <FileCategoryBadge category={file.category} />
        </Flex>
      ) : null}
      <Card size="1" className="min-w-0">
        <FilePreview file={file} />
      </Card>
      {canEdit && drawer === FILE_RENAME_DRAWER ? <FileRenameDrawer file={file} /> : null}
      {canEdit && drawer === FILE_DELETE_DRAWER ? (
        <ConfirmDialog
          title="Delete file"
          description={`Delete “${file.nickname}”? It moves to the trash.`}
          intent={FILE_DELETE_INTENT}
          confirmLabel="Delete"
          destructive
        />
      ) : null}
    </>
  )
}

/** A picture as itself; a PDF in the viewer (pdf.js with JavaScript, the browser's <object> without); Word files have no preview. */
function FilePreview({ file }: { file: FileItem }) {
  if (isPreviewableImage(file.filename)) {
    // The server's display size (ADR 031); the picture links to the original as uploaded.
    return (
      <a href={fileSrc(file)} target="_blank" rel="noreferrer" aria-label={`${file.nickname} (original)`}>
        <img src={fileSizeSrc(file, 'display')} alt={file.nickname} className="mx-auto max-h-[75dvh] w-auto max-w-full rounded-[var(--radius-2)] object-contain" />
      </a>
    )
  }
  if (file.mimeType === 'application/pdf') return <PdfPreview file={file} />
  return (
    <Flex direction="column" align="center" gap="3" py="6" className="text-center">
      <FileTypeIcon name={file.filename} />
      <Text as="p" size="2" color="gray">
        Word documents have no preview here. Download the file to open it.
      </Text>
    </Flex>
  )
}

type PdfState = { status: 'loading' } | { status: 'ready'; data: Uint8Array } | { status: 'error' }

function PdfPreview({ file }: { file: FileItem }) {
  const hydrated = useHydrated()
  const src = fileSrc(file)
  const [state, setState] = useState<PdfState>({ status: 'loading' })
  useEffect(() => {
    if (!hydrated) return
    let cancelled = false
    setState({ status: 'loading' })
    fetch(src, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(String(response.status)))))
      .then((buffer) => !cancelled && setState({ status: 'ready', data: new Uint8Array(buffer) }))
      .catch(() => !cancelled && setState({ status: 'error' }))
    return () => {
      cancelled = true
    }
  }, [hydrated, src])
  const fallback = (
    <object data={src} type="application/pdf" aria-label={file.nickname} className="block h-[75dvh] min-h-[480px] w-full">
      <Flex direction="column" gap="2" p="4">
        <Text as="p" size="2">
          Your browser cannot show this PDF here.
        </Text>
        <ThemeLink asChild size="2">
          <a href={fileSrc(file, { download: true })}>Download the PDF</a>
        </ThemeLink>
      </Flex>
    </object>
  )
  if (!hydrated) return <noscript>{fallback}</noscript>
  if (state.status === 'ready') return <PdfViewer data={state.data} title={file.nickname} />
  if (state.status === 'error') {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>The PDF could not be shown. Download it to open it.</Callout.Text>
      </Callout.Root>
    )
  }
  return <ViewerLoading />
}
