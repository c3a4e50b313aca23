import { useMutation } from '@tanstack/react-query'
import { toast } from '#client/components/ui/use-toast'
import { messages } from '#client/lib/messages'

const EXPORT_FILE_NAME = 'bestellingen.xlsx'

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

/** GET /api/orders/export as a file, not JSON, so not through apiFetch. */
async function downloadOrdersExport(): Promise<void> {
  let response: Response
  try {
    response = await fetch('/api/orders/export', { credentials: 'include' })
  } catch {
    throw new ExportError(messages.somethingWentWrong)
  }
  if (!response.ok) throw new ExportError(await exportErrorMessage(response))
  saveBlob(await response.blob(), EXPORT_FILE_NAME)
}

/** product.md 2.11 and 7.3: download the orders as bestellingen.xlsx. */
export function useExportOrders() {
  return useMutation({
    mutationFn: downloadOrdersExport,
    onSuccess: () => toast({ title: 'Excel geëxporteerd' }),
    meta: {
      errorToast: (error) => ({
        title: messages.exportFailed,
        description: error instanceof ExportError ? error.message : messages.somethingWentWrong,
      }),
    },
  })
}
