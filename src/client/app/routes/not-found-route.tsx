import { Link } from 'react-router'
import { DocumentTitle } from '#client/components/layout/document-title'
import { Button } from '#client/components/ui/button'

/** product.md 2.1: any other path shows the card 'Page Not Found'. */
export function NotFoundRoute() {
  return (
    <div className="mx-auto flex max-w-6xl justify-center px-4 py-20">
      <DocumentTitle page="Page Not Found" />
      <section className="grid w-full max-w-md gap-4 rounded-[var(--radius)] border border-border bg-card p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold">Page Not Found</h1>
        <p className="text-muted-foreground">De pagina die je zoekt bestaat niet of is verplaatst.</p>
        <Button asChild>
          <Link to="/">Terug naar home</Link>
        </Button>
      </section>
    </div>
  )
}
