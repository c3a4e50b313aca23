import { FileSpreadsheetIcon, PrinterIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '#client/components/ui/button'
import { useExportParcels } from '../api/shipping-desk'
import { packingSlipsPath } from '../desk-paths'

const noParcelsId = 'desk-no-parcels'

/**
 * decision 022: the parcels to pack as an Excel file, and all their packing slips at once. Both need
 * a parcel that may be sent (one held after a chargeback is left out of both, decision 052); without
 * one they are disabled and say why.
 */
export function DeskToolbar({ parcelCount, heldCount }: { parcelCount: number; heldCount: number }) {
  const exportParcels = useExportParcels()
  const none = parcelCount === 0
  const reason = none ? noParcelsId : undefined
  return (
    <div className="grid gap-2">
      <div role="group" aria-label="Acties voor de te versturen pakketten" className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          busy={exportParcels.isPending}
          disabled={none}
          aria-describedby={reason}
          onClick={() => exportParcels.mutate()}
        >
          <FileSpreadsheetIcon aria-hidden />
          Exporteer naar Excel
        </Button>
        {none ? (
          <Button variant="outline" disabled aria-describedby={reason}>
            <PrinterIcon aria-hidden />
            Alle pakbonnen afdrukken
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to={packingSlipsPath()}>
              <PrinterIcon aria-hidden />
              Alle pakbonnen afdrukken
            </Link>
          </Button>
        )}
      </div>
      {none && (
        <p id={noParcelsId} className="text-sm text-muted-foreground">
          {heldCount > 0
            ? 'Exporteren en afdrukken kan zodra er een pakket klaarstaat dat niet is vastgehouden.'
            : 'Exporteren en afdrukken kan zodra er een pakket klaarstaat.'}
        </p>
      )}
    </div>
  )
}
