import { BellRingIcon, FileSpreadsheetIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '#client/components/ui/button'
import { useExportOrders } from '../api/orders-export'
import { useTestNotification } from '../api/test-notification'

/**
 * The page's tools, above the tabs so they stay in reach from every tab, and `children` after them. Each
 * button is disabled while its call runs, so a second tap during a stream does not send it twice.
 */
export function OrdersToolbar({ canExport, children }: { canExport: boolean; children?: ReactNode }) {
  const exportOrders = useExportOrders()
  const testNotification = useTestNotification()
  return (
    <div role="toolbar" aria-label="Acties voor bestellingen" className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        busy={exportOrders.isPending}
        disabled={!canExport}
        onClick={() => exportOrders.mutate()}
      >
        <FileSpreadsheetIcon aria-hidden />
        Excel export
      </Button>
      <Button
        variant="outline"
        busy={testNotification.isPending}
        onClick={() => testNotification.mutate()}
      >
        <BellRingIcon aria-hidden />
        Test notificatie
      </Button>
      {children}
    </div>
  )
}
