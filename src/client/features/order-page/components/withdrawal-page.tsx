import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { orderLineText } from '#shared/domain/order-line'
import { normaliseOrderNumber } from '#shared/domain/order-number'
import { formatInShopTime } from '#shared/domain/shop-time'
import {
  withdrawalRequestSchema,
  type WithdrawalAnswer,
  type WithdrawalPreview,
  type WithdrawalRequest,
} from '#shared/contracts/withdrawals'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { FormField } from '#client/components/ui/form-field'
import { Input } from '#client/components/ui/input'
import { ApiError } from '#client/lib/api-client'
import { useShopInfo } from '#client/lib/shop-info'
import { useOrderPage } from '../api/order-page'
import { useSubmitWithdrawal, useWithdrawalPreview } from '../api/withdrawals'
import { OrderPageFrame } from './order-page-frame'
import { ORDER_PAGE_NOT_FOUND } from './order-page-view'

type Fields = { name: string; email: string; orderNumber: string }
type Field = keyof Fields | 'orderIds'
type Errors = Partial<Record<Field, string>>
type Step =
  | { kind: 'details' }
  // The products as they were chosen: the order page is asked again once the statement is sent (decision 055).
  // From the form, the products the details name (decision 058); undefined when they could not be looked up.
  | { kind: 'confirm'; request: WithdrawalRequest; lines: ConfirmLines }
  | { kind: 'done'; answer: WithdrawalAnswer }

/** The schema's messages per field, for the fields the buyer sees. */
function validate(request: WithdrawalRequest): { request?: WithdrawalRequest; errors: Errors } {
  const parsed = withdrawalRequestSchema.safeParse(request)
  if (parsed.success) return { request, errors: {} }
  const errors: Errors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field
    errors[field] ??= issue.message
  }
  return { errors }
}

type ConfirmLines = Pick<WithdrawalPreview, 'lines' | 'notice'> | undefined

/**
 * The products on the check step: those chosen, or from the form those the details name (decision
 * 058). Details that name none can still be sent (the seller sees every statement), so the step says
 * so rather than refuse; a look-up that failed leaves the statement about the whole order.
 */
function confirmLinesText(found: ConfirmLines): string {
  if (found === undefined) return 'Alle producten van deze bestelling die je nog kunt herroepen'
  if (found.lines.length > 0) return found.lines.join(', ')
  return (
    found.notice ??
    'We vinden geen bestelling met dit bestelnummer bij dit e-mailadres. Ga terug om ze te controleren; je kunt je herroeping ook zo versturen.'
  )
}

/** Why the order page offers nothing more to withdraw from: its orders were named already (decision 055). */
function alreadyStatedText(stated: { receivedAt: string; decision: string }): string {
  const received = `Je herroeping voor deze bestelling is ontvangen op ${formatInShopTime(stated.receivedAt, 'dateAndTime')}.`
  return stated.decision === 'open'
    ? `${received} Je hoeft niets opnieuw te sturen: de verkoper laat je per e-mail weten wat er gebeurt.`
    : `${received} De verkoper heeft erover beslist; je leest het op je bestelpagina.`
}

/**
 * The withdrawal function, 'Overeenkomst herroepen' (decision 039): from an order page (its orders to
 * choose, `token`) or from the footer (the e-mail address and order number). Three steps: the details,
 * the statement to confirm ('Herroeping bevestigen'), and the moment it was received. Nothing typed is
 * lost going back or after a failure.
 */
export function WithdrawalPage({ token }: { token?: string }) {
  const { contactEmail, shopName } = useShopInfo()
  const page = useOrderPage(token ?? '', { enabled: token !== undefined })
  const submit = useSubmitWithdrawal()
  const preview = useWithdrawalPreview()
  const [step, setStep] = useState<Step>({ kind: 'details' })
  const [fields, setFields] = useState<Fields>({ name: '', email: '', orderNumber: '' })
  const [errors, setErrors] = useState<Errors>({})
  const heading = useRef<HTMLHeadingElement>(null)
  const withdrawable = page.data?.orders.filter((order) => order.withdrawable) ?? []

  // Every order chosen until the buyer changes it: a withdrawal is most often from the whole order.
  const [pickedIds, setPickedIds] = useState<number[] | undefined>()
  const orderIds = pickedIds ?? withdrawable.map((order) => order.id)

  useEffect(() => {
    if (step.kind !== 'details') heading.current?.focus()
  }, [step.kind])

  const set = (field: 'name' | 'email' | 'orderNumber') => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }))

  /** From the form: which products the details name, for the check step; undefined when that failed. */
  const lookUpLines = async (request: WithdrawalRequest): Promise<ConfirmLines> => {
    if (request.via !== 'form') return { lines: withdrawable.filter((order) => orderIds.includes(order.id)).map(orderLineText), notice: null }
    try {
      return await preview.mutateAsync({ orderNumber: request.orderNumber, email: request.email })
    } catch {
      return undefined
    }
  }

  const toConfirm = async (event: FormEvent) => {
    event.preventDefault()
    if (preview.isPending) return
    const request: WithdrawalRequest = token
      ? { via: 'order_page', token, orderIds, name: fields.name, email: fields.email.trim() }
      : { via: 'form', orderNumber: fields.orderNumber, name: fields.name, email: fields.email.trim() }
    const checked = validate(request)
    setErrors(checked.errors)
    if (checked.request) {
      submit.reset()
      setStep({ kind: 'confirm', request: checked.request, lines: await lookUpLines(checked.request) })
    } else {
      const first = (['orderIds', 'orderNumber', 'email', 'name'] as const).find((field) => checked.errors[field])
      document.getElementById(`withdrawal-${first}`)?.focus()
    }
  }

  const confirm = async () => {
    if (step.kind !== 'confirm') return
    try {
      setStep({ kind: 'done', answer: await submit.mutateAsync(step.request) })
    } catch {
      // Shown on this step; everything typed stays.
    }
  }

  if (token !== undefined && page.isPending) {
    return (
      <OrderPageFrame>
        <h1 className="text-2xl font-bold">Overeenkomst herroepen</h1>
        <p role="status">Bestelling laden...</p>
      </OrderPageFrame>
    )
  }
  // Nothing left to withdraw from here; once a statement is under way, its own steps stay on screen.
  if (token !== undefined && step.kind === 'details' && (page.isError || withdrawable.length === 0)) {
    const notFound = page.error instanceof ApiError && page.error.status === 404
    // Every order it could name was named already (decision 055): the page says when, and leads back.
    const stated = page.data?.orders.find((order) => order.withdrawal)?.withdrawal
    return (
      <OrderPageFrame>
        <h1 className="text-2xl font-bold">Overeenkomst herroepen</h1>
        <p role="alert">
          {notFound
            ? ORDER_PAGE_NOT_FOUND
            : page.isError
              ? 'Je bestelling kon niet worden geladen. Probeer het zo opnieuw.'
              : stated
                ? alreadyStatedText(stated)
                : // A prize or a Pack Battle spot says why it cannot be withdrawn from (decision 050).
                  (page.data?.orders.find((order) => order.withdrawalRefusal)?.withdrawalRefusal ??
                  'Deze bestelling heeft geen betaalde bestellingen meer om te herroepen.')}
        </p>
        <p>
          {stated ? (
            <Link to={`/bestelling/${encodeURIComponent(token)}`} className="text-primary underline underline-offset-4">
              Terug naar je bestelling
            </Link>
          ) : (
            <Link to="/herroepen" className="text-primary underline underline-offset-4">
              Herroepen met je e-mailadres en bestelnummer
            </Link>
          )}
        </p>
      </OrderPageFrame>
    )
  }

  const orderNumber = page.data?.orderNumber ?? normaliseOrderNumber(fields.orderNumber) ?? fields.orderNumber

  return (
    <OrderPageFrame>
      <title>{`Overeenkomst herroepen – ${shopName}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold">Overeenkomst herroepen</h1>
        <p className="text-muted-foreground">
          Hiermee laat je ons weten dat je de overeenkomst herroept. Je krijgt direct een bevestiging per e-mail, met de
          datum en tijd waarop we je herroeping hebben ontvangen. Voor een pack dat op jouw verzoek al live is geopend,
          geldt het herroepingsrecht niet meer; een plek in een Pack Battle herroep je niet. Lees ook ons{' '}
          <Link to="/refund" className="text-primary underline underline-offset-4">
            retourbeleid
          </Link>
          .
        </p>
      </header>

      {step.kind === 'details' && (
        <Card>
          <form onSubmit={(event) => void toConfirm(event)} noValidate className="grid gap-4" aria-labelledby="withdrawal-details-title">
            <h2 id="withdrawal-details-title" className="text-lg font-bold">
              Je gegevens
            </h2>
            {token ? (
              <fieldset className="grid gap-2" aria-describedby={errors.orderIds ? 'withdrawal-orderIds-error' : undefined}>
                <legend className="mb-1 font-medium">Bestelling {orderNumber}: welke producten herroep je?</legend>
                {withdrawable.map((order, index) => (
                  <label key={order.id} className="flex min-h-11 items-center gap-3">
                    <input
                      id={index === 0 ? 'withdrawal-orderIds' : undefined}
                      type="checkbox"
                      className="size-5 accent-[var(--primary)]"
                      checked={orderIds.includes(order.id)}
                      onChange={(event) =>
                        setPickedIds(event.target.checked ? [...orderIds, order.id] : orderIds.filter((id) => id !== order.id))
                      }
                    />
                    <span className="[overflow-wrap:anywhere]">
                      {orderLineText(order)} <span className="text-muted-foreground">· {order.stateText}</span>
                    </span>
                  </label>
                ))}
                {errors.orderIds && (
                  <p id="withdrawal-orderIds-error" className="text-sm text-destructive">
                    {errors.orderIds}
                  </p>
                )}
              </fieldset>
            ) : (
              <FormField
                id="withdrawal-orderNumber"
                label="Bestelnummer"
                hint="Staat in je bestelbevestiging en op je bestelpagina, bijvoorbeeld 3F2A9C1B."
                error={errors.orderNumber}
              >
                {(control) => (
                  <Input {...control} value={fields.orderNumber} onChange={set('orderNumber')} autoComplete="off" required />
                )}
              </FormField>
            )}
            <FormField
              id="withdrawal-email"
              label={token ? 'Je e-mailadres' : 'E-mailadres van je bestelling'}
              hint={token ? 'De bevestiging gaat naar het e-mailadres van je bestelling.' : undefined}
              error={errors.email}
            >
              {(control) => (
                <Input {...control} type="email" value={fields.email} onChange={set('email')} autoComplete="email" required />
              )}
            </FormField>
            <FormField id="withdrawal-name" label="Naam" error={errors.name}>
              {(control) => <Input {...control} value={fields.name} onChange={set('name')} autoComplete="name" required />}
            </FormField>
            <div>
              <Button type="submit" busy={preview.isPending}>
                {preview.isPending ? 'Bestelling opzoeken...' : 'Verder'}
              </Button>
            </div>
          </form>
        </Card>
      )}

      {step.kind === 'confirm' && (
        <Card aria-labelledby="withdrawal-confirm-title">
          <h2 id="withdrawal-confirm-title" ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
            Controleer je herroeping
          </h2>
          <p className="mt-2">Ik herroep hierbij de overeenkomst voor:</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Bestelnummer</dt>
            <dd className="font-mono font-semibold">{orderNumber}</dd>
            <dt className="text-muted-foreground">Producten</dt>
            <dd className="[overflow-wrap:anywhere]">{confirmLinesText(step.lines)}</dd>
            <dt className="text-muted-foreground">Naam</dt>
            <dd className="[overflow-wrap:anywhere]">{fields.name.trim()}</dd>
            <dt className="text-muted-foreground">E-mailadres</dt>
            <dd className="[overflow-wrap:anywhere]">{fields.email.trim()}</dd>
          </dl>
          {submit.isError && (
            <p role="alert" className="mt-3 rounded-[var(--radius)] bg-destructive/10 p-3 text-sm text-destructive">
              {submit.error instanceof ApiError ? submit.error.message : 'Je herroeping is niet verstuurd. Probeer het opnieuw.'}
            </p>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={() => void confirm()} busy={submit.isPending}>
              {submit.isPending ? 'Bezig met versturen...' : 'Herroeping bevestigen'}
            </Button>
            <Button variant="outline" onClick={() => setStep({ kind: 'details' })} disabled={submit.isPending}>
              Terug
            </Button>
          </div>
        </Card>
      )}

      {step.kind === 'done' && (
        <Card aria-labelledby="withdrawal-done-title">
          <h2 id="withdrawal-done-title" ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
            Je herroeping is ontvangen
          </h2>
          <div role="status" className="mt-2 grid gap-2">
            <p>
              Ontvangen op <strong>{formatInShopTime(step.answer.submittedAt, 'dateAndTime')}</strong>, voor bestelling{' '}
              <span className="font-mono font-semibold">{step.answer.orderNumber}</span>.
            </p>
            <p>
              {token
                ? 'We hebben een bevestiging gestuurd naar het e-mailadres van je bestelling.'
                : `Hoort het bestelnummer bij dit e-mailadres, dan krijg je binnen enkele minuten een bevestiging per e-mail. Geen e-mail ontvangen? Controleer je gegevens en probeer het opnieuw, of mail ons op ${contactEmail}.`}
            </p>
            <p>De verkoper laat je per bestelling weten wat er gebeurt.</p>
          </div>
          <p className="mt-4">
            <Link to={token ? `/bestelling/${encodeURIComponent(token)}` : '/'} className="inline-flex min-h-11 items-center text-primary underline underline-offset-4">
              {token ? 'Terug naar je bestelling' : 'Terug naar de winkel'}
            </Link>
          </p>
        </Card>
      )}
    </OrderPageFrame>
  )
}
