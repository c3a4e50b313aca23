/**
 * The Dutch texts of the toasts that tell the seller a back-office action failed, each in one place,
 * as messages.ts does for the buyer's (kept apart so the storefront's first download does not carry
 * them). A mutation names its failure toast here (`meta: { errorTitle: adminMessages.… }`, raised by
 * lib/query-client.ts). The browser tests assert these texts word for word.
 */
export const adminMessages = {
  addFailed: 'Fout bij toevoegen',
  updateFailed: 'Fout bij bijwerken',
  deleteFailed: 'Fout bij verwijderen',
  resetFailed: 'Fout bij resetten',
  anonymiseFailed: 'Fout bij wissen',
  setLiveStatusFailed: 'Fout bij aanpassen live status',
  saveReplayUrlFailed: 'Fout bij opslaan van de opname',
  createOverlayKeyFailed: 'Fout bij maken van de overlay-link',
  revokeOverlayKeyFailed: 'Fout bij intrekken van de overlay-sleutel',

  createBattleFailed: 'Fout bij aanmaken Pack Battle',
  updateBattleFailed: 'Fout bij bijwerken Pack Battle',
  stopBattleFailed: 'Fout bij stoppen Pack Battle',
  deleteBattleFailed: 'Fout bij verwijderen Pack Battle',
  completeBattleFailed: 'Fout bij voltooien Pack Battle',
  addParticipantFailed: 'Fout bij toevoegen deelnemer',
  setParticipantPaidFailed: 'Fout bij bijwerken betaalstatus',
  /** The server said why the status stays as it is (a spot paid in the shop): its words, not a failure. */
  setParticipantPaidRefused: 'Betaalstatus niet gewijzigd',
  removeParticipantFailed: 'Fout bij verwijderen deelnemer',
  // Refunds (decision 023, 028).
  startRefundFailed: 'Fout bij terugbetalen',
  markRefundedFailed: 'Fout bij afvinken terugbetaling',
  honourRefundFailed: 'Fout bij toch leveren',

  completeOrderFailed: 'Fout bij afronden',
  cancelOrderFailed: 'Fout bij annuleren',
  resendConfirmationFailed: 'Fout bij opnieuw versturen',
  exportFailed: 'Export mislukt',
  // The shipping desk (decision 022).
  markShippedFailed: 'Fout bij verzenden pakket',
  cancelParcelFailed: 'Fout bij annuleren verzending',
  setParcelAsideFailed: 'Fout bij niet versturen pakket',
  // Withdrawals (decision 039).
  grantWithdrawalFailed: 'Fout bij toekennen herroeping',
  refuseWithdrawalFailed: 'Fout bij weigeren herroeping',
  testNotificationFailed: 'Fout bij verzenden',
  testNotificationFailedText: 'Er is iets misgegaan bij het maken van de test notificatie.',
  testNotificationNoProducts: 'Geen producten gevonden',
  testNotificationNoProductsText: 'Voeg eerst een product toe om een test notificatie te kunnen maken.',

  resetLeaderboardFailed: 'Fout bij resetten leaderboard',
  saveWeeklyPrizeFailed: 'Fout bij opslaan weekprijs',

  // The back office's E-mails (decision 038).
  sendMailNowFailed: 'E-mails niet verstuurd',
  resendMailFailed: 'E-mail niet opnieuw verstuurd',
}
