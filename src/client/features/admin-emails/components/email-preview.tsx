import { formatInShopTime } from '#shared/domain/shop-time'
import { QueryStatus } from '#client/components/ui/query-status'
import { useEmail } from '../api/emails'
import { kindLabels, statusLabels } from '../email-labels'
import { previewHtml } from '../preview-html'

/**
 * One message as a mail program shows it: the headers, the HTML in a sandboxed frame (no scripts, no
 * forms, no links that navigate the back office) and the plain-text part below it.
 */
export function EmailPreview({ id }: { id: number }) {
  const query = useEmail(id)
  const mail = query.data
  return (
    <section aria-labelledby="email-preview-title" className="grid gap-4 rounded-[var(--radius)] border p-4">
      <QueryStatus query={query} loading="E-mail laden..." failed="Deze e-mail kon niet worden geladen." />
      {mail && (
        <>
          <header className="grid gap-1">
            <h2 id="email-preview-title" className="text-xl font-semibold">
              {mail.subject}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="text-muted-foreground">Aan</dt>
              <dd>{mail.recipient || '(gewist)'}</dd>
              <dt className="text-muted-foreground">Soort</dt>
              <dd>{kindLabels[mail.kind]}</dd>
              <dt className="text-muted-foreground">Status</dt>
              <dd>
                {statusLabels[mail.status]}
                {mail.sentAt && `, ${formatInShopTime(mail.sentAt, 'moment')}`}
              </dd>
              <dt className="text-muted-foreground">Pogingen</dt>
              <dd>{mail.attempts}</dd>
              {mail.lastError && (
                <>
                  <dt className="text-muted-foreground">Laatste fout</dt>
                  <dd className="text-destructive [overflow-wrap:anywhere]">{mail.lastError}</dd>
                </>
              )}
            </dl>
          </header>
          <iframe
            title={`Inhoud van de e-mail '${mail.subject}'`}
            sandbox=""
            srcDoc={previewHtml(mail.html)}
            className="h-[32rem] w-full rounded-[var(--radius)] border bg-white"
          />
          <div className="grid gap-1">
            <h3 className="font-semibold">Platte tekst</h3>
            <pre className="overflow-auto rounded-[var(--radius)] border bg-muted p-3 text-sm whitespace-pre-wrap lg:max-h-80">{mail.text}</pre>
          </div>
        </>
      )}
    </section>
  )
}
