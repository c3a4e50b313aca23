/**
 * The Dutch texts of the toasts that tell a buyer something failed, and those the storefront shares
 * with the back office, each in one place; the back office's own are in admin-messages.ts, so the
 * storefront's first download does not carry them. A mutation names its failure toast here
 * (`meta: { errorTitle: messages.… }`, raised by lib/query-client.ts); a form's validation toast is
 * toastFirstError's. The browser tests assert these texts word for word.
 */
export const messages = {
  somethingWentWrong: 'Er is een fout opgetreden',
  noConnection: 'Geen verbinding met de server',
  formInvalid: 'Formulier validatie fout',

  loginFailed: 'Login mislukt',
  invalidAccessCode: 'Ongeldige toegangscode.',

  orderLinksFailed: 'Bestellinks niet verstuurd',
}
