import { isSetupProblem, type SettingCheck, type SetupCheck, type SetupVariable } from '#shared/contracts/admin-setup'
import {
  DEFAULT_PII_RETENTION_DAYS,
  DEFAULT_SHOP_NAME,
  isHttps,
  mailProcessorOf,
  PLACEHOLDER_COMPANY_REG_NUMBER,
  PLACEHOLDER_CONTACT_EMAIL,
  type Config,
} from '#server/config'

/** What of the configuration the check reads. */
export type SetupConfig = Pick<
  Config,
  | 'shop'
  | 'publicUrl'
  | 'smtpUrl'
  | 'mailFrom'
  | 'mailProcessor'
  | 'paymentProvider'
  | 'mollieApiKey'
  | 'adminAccessCode'
  | 'piiRetentionDays'
  | 'allowIncompleteSetup'
>

/**
 * A shop that takes real buyers (decision 037): on an https address, or taking money through Mollie.
 * Such a shop must not show a stand-in KvK number or send buyers to localhost.
 */
export function isProductionShop(config: Pick<Config, 'publicUrl' | 'paymentProvider'>): boolean {
  return isHttps(config) || config.paymentProvider === 'mollie'
}

/**
 * Every setting of the 'Instellingen' page with its state (decision 037): one pure function, read by
 * the start-up guard (main.ts), the admin API and, through it, the back office's banner. Values only
 * of settings that are no secret.
 */
export function checkSetup(config: SetupConfig): SetupCheck {
  const settings: SettingCheck[] = [
    { variable: 'SHOP_NAME', state: config.shop.shopName === DEFAULT_SHOP_NAME ? 'default' : 'ok', value: config.shop.shopName },
    { variable: 'CONTACT_EMAIL', state: isPlaceholderAddress(config.shop.contactEmail) ? 'placeholder' : 'ok', value: config.shop.contactEmail },
    {
      variable: 'COMPANY_REG_NUMBER',
      state: config.shop.companyRegNumber === PLACEHOLDER_COMPANY_REG_NUMBER ? 'placeholder' : 'ok',
      value: config.shop.companyRegNumber,
    },
    { variable: 'PUBLIC_URL', state: isThisMachine(config.publicUrl) ? 'placeholder' : 'ok', value: config.publicUrl },
    // The URL holds the mail server's password: only whether it is set.
    { variable: 'SMTP_URL', state: config.smtpUrl ? 'ok' : 'missing', value: null },
    { variable: 'MAIL_FROM', state: isPlaceholderAddress(addressOf(config.mailFrom)) ? 'placeholder' : 'ok', value: config.mailFrom },
    // Unset, the privacy page says 'een e-maildienst': true, though it names no company.
    { variable: 'MAIL_PROCESSOR', state: config.mailProcessor ? 'ok' : 'default', value: mailProcessorOf(config) ?? null },
    { variable: 'PAYMENT_PROVIDER', state: config.paymentProvider === 'mollie' ? 'ok' : 'test', value: config.paymentProvider },
    { variable: 'MOLLIE_API_KEY', state: mollieKeyState(config), value: null },
    { variable: 'ADMIN_ACCESS_CODE', state: config.adminAccessCode ? 'ok' : 'default', value: null },
    {
      variable: 'PII_RETENTION_DAYS',
      state: config.piiRetentionDays === DEFAULT_PII_RETENTION_DAYS ? 'default' : 'ok',
      value: String(config.piiRetentionDays),
    },
  ]
  return { production: isProductionShop(config), settings }
}

/** The settings a shop for real buyers does not start with, each as the one line the terminal shows. */
export function setupProblems(config: SetupConfig): { variable: SetupVariable; line: string }[] {
  return checkSetup(config)
    .settings.filter(isSetupProblem)
    .map((setting) => ({ variable: setting.variable, line: `${setting.variable}: ${problemDetails[setting.variable]?.(config) ?? 'is not set'}` }))
}

/**
 * What main.ts prints before it stops: one line per problem, then the way to start anyway. Undefined
 * when the shop may start: it takes no real buyers, it lacks nothing, or ALLOW_INCOMPLETE_SETUP=true.
 */
export function startRefusal(config: SetupConfig): string[] | undefined {
  const problems = setupProblems(config)
  if (!isProductionShop(config) || problems.length === 0 || config.allowIncompleteSetup) return undefined
  const why = [isHttps(config) ? 'PUBLIC_URL is https' : undefined, config.paymentProvider === 'mollie' ? 'PAYMENT_PROVIDER is mollie' : undefined]
    .filter(Boolean)
    .join(' and ')
  return [
    ...problems.map((problem) => `Cannot start: ${problem.line}`),
    `This shop takes real buyers (${why}), so it does not start with the settings above. ` +
      'ALLOW_INCOMPLETE_SETUP=true starts it anyway, and the back office then says it is not ready for real buyers.',
  ]
}

const problemDetails: Partial<Record<SetupVariable, (config: SetupConfig) => string>> = {
  CONTACT_EMAIL: (config) => `still the placeholder ${config.shop.contactEmail}; set the address buyers write to (every page and e-mail shows it)`,
  COMPANY_REG_NUMBER: (config) => `still the placeholder ${config.shop.companyRegNumber}; set the shop's KvK number (the static pages show it)`,
  PUBLIC_URL: (config) =>
    `${config.publicUrl} is this machine, not the shop's public address; set the https address buyers open (payments and e-mail links lead there)`,
  SMTP_URL: () => 'not set, so no buyer gets an e-mail; set the mail server, smtp://user:password@host:587 or smtps://user:password@host:465',
  MAIL_FROM: (config) =>
    `sends as the placeholder ${addressOf(config.mailFrom)}; set CONTACT_EMAIL (MAIL_FROM follows it) or MAIL_FROM to the shop's own address`,
}

function mollieKeyState(config: Pick<Config, 'mollieApiKey'>): SettingCheck['state'] {
  if (!config.mollieApiKey) return 'default'
  return config.mollieApiKey.startsWith('live_') ? 'ok' : 'test'
}

const isPlaceholderAddress = (address: string) => address.toLowerCase() === PLACEHOLDER_CONTACT_EMAIL

/** The address of a From: `"Name" <address>` or the address alone. */
const addressOf = (from: string) => /<([^<>]+)>/.exec(from)?.[1] ?? from

/** localhost, a loopback address or "any address": links there lead every buyer to their own computer. */
function isThisMachine(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase()
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || host === '0.0.0.0' || /^127\.\d+\.\d+\.\d+$/.test(host)
}
