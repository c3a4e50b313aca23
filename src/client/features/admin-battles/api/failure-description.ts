import { toast } from '../../../components/ui/use-toast'
import { failureDescription } from '../../../lib/failure-description'

/** A mutation's onError: the destructive toast with SPEC 8's title and the error message. */
export const toastFailure = (title: string) => (error: unknown) =>
  toast({ variant: 'destructive', title, description: failureDescription(error) })
