import type { ComponentProps, ReactNode } from 'react'
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form'
import type { ShippingAddress } from '#shared/contracts/shipping'
import { countries, countryLabel, type Country } from '#shared/domain/shipping'
import { FormField } from '../ui/form-field'
import { Input } from '../ui/input'
import { RadioCardGroup } from '../ui/radio-card-group'

export type AddressFieldName = keyof ShippingAddress

/** product.md 5: the address fields in the order they are shown; the first invalid one names the toast. */
export const addressFieldOrder = [
  'firstName',
  'lastName',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'country',
] as const satisfies readonly AddressFieldName[]

type Props = {
  /** The fields' ids start with it: `${idPrefix}-street`. */
  idPrefix: string
  /** The form's register (react-hook-form), for these field names. */
  register: (name: AddressFieldName) => UseFormRegisterReturn
  errors: FieldErrors<ShippingAddress>
  /** Between the name and the street: the checkout's e-mail address. */
  afterName?: ReactNode
  /** Beside each country: what shipping there costs. */
  countryHints?: Partial<Record<Country, string>>
}

/**
 * Where a parcel goes: name, street and number, postal code and city, and the country, labelled and
 * laid out as at checkout (product.md 5). The checkout and the shipping request for held cards
 * (decision 022) both fill it in; the form around it holds the values and the messages.
 */
export function AddressFields({ idPrefix, register, errors, afterName, countryHints }: Props) {
  const field = (name: Exclude<AddressFieldName, 'country'>, label: string, inputProps: ComponentProps<'input'> = {}) => (
    <FormField id={`${idPrefix}-${name}`} label={label} error={errors[name]?.message}>
      {(control) => <Input {...control} {...inputProps} {...register(name)} />}
    </FormField>
  )
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstName', 'Voornaam', { autoComplete: 'given-name' })}
        {field('lastName', 'Achternaam', { autoComplete: 'family-name' })}
      </div>
      {afterName}
      <div className="grid grid-cols-[2fr_1fr] gap-4">
        {field('street', 'Straat', { autoComplete: 'address-line1' })}
        {field('houseNumber', 'Huisnummer')}
      </div>
      <div className="grid grid-cols-[1fr_2fr] gap-4">
        {field('postalCode', 'Postcode', { autoComplete: 'postal-code' })}
        {field('city', 'Stad', { autoComplete: 'address-level2' })}
      </div>
      <RadioCardGroup
        id={`${idPrefix}-country`}
        legend="Land"
        options={countries.map((country) => ({ value: country, label: countryLabel[country], hint: countryHints?.[country] }))}
        registration={register('country')}
        error={errors.country?.message}
      />
    </>
  )
}
