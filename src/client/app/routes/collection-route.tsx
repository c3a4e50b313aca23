import { useParams } from 'react-router'
import { AddToCartButton } from '#client/features/cart/components/add-to-cart-button'
import { CollectionPage } from '#client/features/catalog/components/collection-page'

/** product.md 2.6: the collection page, its cards offering the add-to-cart button. */
export function CollectionRoute() {
  const { slug = '' } = useParams()
  // keyed by slug: another collection starts with a fresh category filter
  return <CollectionPage key={slug} slug={slug} productAction={(product) => <AddToCartButton product={product} />} />
}
