import { ShieldCheckIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog'
import { useAnonymisePersonalData } from '../api/anonymise-personal-data'
import { anonymisedSummary } from '../anonymised-summary'

/**
 * Decision 011: the seller wipes the buyers' names, e-mail addresses and addresses of orders completed
 * longer ago than the retention period, after confirming; the outcome stays on the card.
 */
export function PersonalDataRetentionCard() {
  const anonymise = useAnonymisePersonalData()
  return (
    <Card aria-labelledby="personal-data-retention-title">
      <div className="grid gap-1">
        <h2 id="personal-data-retention-title" className="text-lg font-semibold">
          Bewaartermijn persoonsgegevens
        </h2>
        <p className="text-sm text-muted-foreground">
          Wis de namen, e-mailadressen en adressen van kopers bij bestellingen die langer dan de bewaartermijn geleden
          zijn afgerond. Bedragen, producten en TikTok-gebruikersnamen blijven bewaard voor de boekhouding en het
          klassement.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={anonymise.isPending}>
              <ShieldCheckIcon aria-hidden />
              Oude persoonsgegevens wissen
            </Button>
          }
          title="Oude persoonsgegevens wissen?"
          description="Van bestellingen die langer dan de bewaartermijn geleden zijn afgerond worden naam, e-mailadres en adres van de koper gewist. Dit kan niet ongedaan worden gemaakt."
          confirmLabel="Wissen"
          onConfirm={() => anonymise.mutateAsync()}
        />
        <p role="status" className="text-sm">
          {anonymise.isPending ? 'Bezig met wissen…' : anonymise.data ? anonymisedSummary(anonymise.data) : null}
          {anonymise.isError ? 'Wissen is mislukt. Probeer het opnieuw.' : null}
        </p>
      </div>
    </Card>
  )
}
