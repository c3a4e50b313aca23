import { z } from 'zod'

/**
 * The settings the back office's 'Instellingen' page lists (decision 037), in the page's order: what
 * the buyer reads about the shop, where the shop lives, its e-mail, its payments, the seller's access
 * and the retention of personal data.
 */
export const setupVariableSchema = z.enum([
  'SHOP_NAME',
  'CONTACT_EMAIL',
  'COMPANY_REG_NUMBER',
  'PUBLIC_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'MAIL_PROCESSOR',
  'PAYMENT_PROVIDER',
  'MOLLIE_API_KEY',
  'ADMIN_ACCESS_CODE',
  'PII_RETENTION_DAYS',
])
export type SetupVariable = z.infer<typeof setupVariableSchema>

/**
 * A setting's state: `ok`, set for a real shop; `default`, unset, and the shop's default will do;
 * `test`, set for trying the shop (demo payments, a Mollie test key); `placeholder`, a stand-in a
 * new shop starts with (info@packstroom.nl, KvK 12345678, localhost) that must not reach real buyers;
 * `missing`, unset while a real shop needs it.
 */
export const settingStateSchema = z.enum(['ok', 'default', 'test', 'placeholder', 'missing'])
export type SettingState = z.infer<typeof settingStateSchema>

/**
 * One setting. `value` is what the shop uses, only for a setting that is no secret: null for
 * SMTP_URL (it holds the mail server's password), MOLLIE_API_KEY and ADMIN_ACCESS_CODE, whose state
 * alone says whether they are set (and for the key, `test` or `ok`: a test_ or a live_ key).
 */
export const settingCheckSchema = z.object({
  variable: setupVariableSchema,
  state: settingStateSchema,
  value: z.string().nullable(),
})
export type SettingCheck = z.infer<typeof settingCheckSchema>

/**
 * GET /api/admin/setup (admin). `production`: the shop takes real buyers (an https PUBLIC_URL or
 * Mollie), so it starts only without problems, or with ALLOW_INCOMPLETE_SETUP=true.
 */
export const setupCheckSchema = z.object({
  production: z.boolean(),
  settings: z.array(settingCheckSchema),
})
export type SetupCheck = z.infer<typeof setupCheckSchema>

/** A placeholder or a missing setting: what a shop for real buyers refuses to start with (decision 037). */
export const isSetupProblem = (setting: Pick<SettingCheck, 'state'>): boolean =>
  setting.state === 'placeholder' || setting.state === 'missing'
