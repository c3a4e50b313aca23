// npm run privacy:anonymise: blanks the buyer's name, e-mail and address on every payment whose
// orders were all completed more than PII_RETENTION_DAYS ago (decision 011); amounts, products and
// TikTok usernames stay. Safe to run from cron: a second run changes nothing.
import { anonymiseOldPersonalData } from '#server/modules/privacy/privacy.service'
import { describeDatabase, withShopDatabase } from './shop-database'

await withShopDatabase(async (database, config) => {
  const anonymised = await anonymiseOldPersonalData(database.db, config.piiRetentionDays)
  console.log(
    `Anonymised ${anonymised} payment(s) in ${describeDatabase(config)}: buyers' personal data of orders ` +
      `completed more than ${config.piiRetentionDays} days ago (PII_RETENTION_DAYS) is blanked; amounts and products stay.`,
  )
})
