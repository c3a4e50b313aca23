import { useMutation } from '@tanstack/react-query'
import { toast } from '#client/components/ui/use-toast'
import { messages } from './messages'
import { adminMessages } from '#client/lib/admin-messages'

/** The server's `message` of a failed export, or the default text (product.md 8). */
async function exportErrorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown }
    return typeof body.message === 'string' && body.message ? body.message : messages.somethingWentWrong
  } catch {
    return messages.somethingWentWrong
  }
}

/** Hands the file to the browser's download through a temporary link. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked a moment later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}

class ExportError extends Error {}

/** The file name the server gives (`attachment; filename="verzendingen-2026-07-16.xlsx"`), if a plain one. */
export function attachmentFileName(contentDisposition: string | null): string | undefined {
  const name = /filename="([^"/\\]+)"/.exec(contentDisposition ?? '')?.[1]
  return name?.trim() || undefined
}

/** An export answers with a file, not JSON, so it is not fetched through apiFetch. The server's file name wins. */
async function downloadExport(path: string, fileName: string): Promise<void> {
  let response: Response
  try {
    response = await fetch(path, { credentials: 'include' })
  } catch {
    throw new ExportError(messages.somethingWentWrong)
  }
  if (!response.ok) throw new ExportError(await exportErrorMessage(response))
  saveBlob(await response.blob(), attachmentFileName(response.headers.get('content-disposition')) ?? fileName)
}

/**
 * product.md 7.3 and 8: an admin's Excel export (the orders, the parcels to pack of decision 022).
 * The file is downloaded under the server's name (else `fileName`) and 'Excel geëxporteerd' is shown; a failure toasts
 * 'Export mislukt' with the server's message.
 */
export function useExcelExport(path: string, fileName: string) {
  return useMutation({
    mutationFn: () => downloadExport(path, fileName),
    onSuccess: () => toast({ title: 'Excel geëxporteerd' }),
    meta: {
      errorToast: (error) => ({
        title: adminMessages.exportFailed,
        description: error instanceof ExportError ? error.message : messages.somethingWentWrong,
      }),
    },
  })
}
