import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Product } from '#shared/contracts/products'
import { Button } from '#client/components/ui/button'
import { LoadError } from '#client/components/ui/load-error'
import { Loading } from '#client/components/ui/loading'
import { ApiError } from '#client/lib/api-client'
import { useShopInfo } from '#client/lib/shop-info'
import { useCollectionBySlug } from '../api/collection-products'
import { CollectionProducts } from './collection-products'

type Props = {
  slug: string
  /** What a product card offers the buyer (the add-to-cart button); the route decides. */
  productAction: (product: Product) => ReactNode
}

/** product.md 2.6: /collections/{slug}, the collection's name and its products by category. */
export function CollectionPage({ slug, productAction }: Props) {
  const shop = useShopInfo()
  const collection = useCollectionBySlug(slug)

  if (collection.isPending) {
    return (
      <PageFrame>
        <Loading>Collectie laden...</Loading>
      </PageFrame>
    )
  }

  if (collection.isError) {
    if (collection.error instanceof ApiError && collection.error.status === 404) {
      return (
        <PageFrame>
          <title>{`Collectie niet gevonden – ${shop.shopName}`}</title>
          <section className="grid max-w-md gap-4 justify-self-center rounded-[var(--radius)] border border-border bg-card p-8 text-center shadow-sm">
            <h1 className="text-2xl font-bold">Collectie niet gevonden</h1>
            <p className="text-muted-foreground">De opgevraagde collectie bestaat niet of is niet beschikbaar.</p>
            <Button asChild>
              <Link to="/">Terug naar home</Link>
            </Button>
          </section>
        </PageFrame>
      )
    }
    return (
      <PageFrame>
        <LoadError message="De collectie kon niet worden geladen." onRetry={() => void collection.refetch()} />
      </PageFrame>
    )
  }

  return (
    <PageFrame>
      <title>{`${collection.data.name} – ${shop.shopName}`}</title>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{collection.data.name}</h1>
      <CollectionProducts collectionId={collection.data.id} productAction={productAction} />
    </PageFrame>
  )
}

function PageFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">{children}</div>
}
