import { Link } from 'react-router'
import { orderPagePath } from '#shared/domain/order-page'
import { Button } from '#client/components/ui/button'

/** The way from /payment/success to the buyer's order page (decision 021). */
export function OrderPageLinkButton({ token }: { token: string }) {
  return (
    <Button asChild>
      <Link to={orderPagePath(token)}>Bekijk je bestelling</Link>
    </Button>
  )
}
