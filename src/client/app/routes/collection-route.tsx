import { useParams } from 'react-router'
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button'
import { CollectionPage } from '../../features/catalog/components/collection-page'

/** SPEC 2.6: the collection page, its cards offering the add-to-cart button. */
export function CollectionRoute() {
  const { slug = '' } = useParams()
  // keyed by slug: another collection starts with a fresh category filter
  return <CollectionPage key={slug} slug={slug} productAction={(product) => <AddToCartButton product={product} />} />
}
