import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseEnv } from 'node:util'
import { z } from 'zod'
import { unnamedMailProcessor } from '#shared/contracts/messages'
import type { ShopInfo, ShopTexts } from '#shared/contracts/shop'
import type { AccessCodeCost } from './platform/access-code'

/**
 * Configuration is read once, here, from the environment (and a `.env` file when present).
 * Nothing else in the server reads process.env.
 */
export type Config = {
  port: number
  host: string
  /** postgres://… for a PostgreSQL server; undefined for the embedded database in dataDir. */
  databaseUrl: string | undefined
  dataDir: string
  /** Pictures the seller uploads (decision 056); by default `uploads` inside dataDir. */
  uploadsDir: string
  adminAccessCode: string | undefined
  /**
   * The scrypt cost of every access-code hash the shop makes. Always SHOP_ACCESS_CODE_COST: no
   * variable lowers it, and nothing branches on NODE_ENV (docs/architecture.md). Only the tests'
   * own Config (testing/test-app.ts) asks for less, so their many logins stay cheap.
   */
  accessCodeCost: AccessCodeCost
  paymentProvider: 'demo' | 'mollie'
  mollieApiKey: string | undefined
  /** Absolute base URL without a trailing slash, e.g. https://shop.example.nl */
  publicUrl: string
  /** The shop's own texts; what the pages get besides is publicShopInfo(config). */
  shop: ShopTexts
  seedDemoProducts: boolean
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  /** 'auto': readable lines in a terminal, JSON otherwise (platform/logger.ts). */
  logFormat: 'auto' | 'pretty' | 'json'
  /** Which requests get a log line; 'auto': 'problems' in the JSON log, 'off' in the readable one (decision 025). */
  logRequests: 'auto' | 'all' | 'problems' | 'off'
  /** Trust X-Forwarded-* from a load balancer, so rate limits see the buyer's address. */
  trustProxy: boolean
  /** Days after an order's completion that the buyer's personal data is kept (then it may be anonymised). */
  piiRetentionDays: number
  /** smtp:// or smtps:// URL of the mail server; undefined keeps every message in the back office (decision 020). */
  smtpUrl: string | undefined
  /** The From of every e-mail, e.g. `"Packstroom" <info@packstroom.nl>`. */
  mailFrom: string
  /**
   * The company that runs the mail server of smtpUrl, named on the privacy page (decision 037);
   * undefined: the page says 'een e-maildienst' (mailProcessorOf), never the server's host name.
   */
  mailProcessor: string | undefined
  /**
   * Start a shop on https or with Mollie although settings are still placeholders or missing
   * (decision 037); the back office then says it is not ready for real buyers.
   */
  allowIncompleteSetup: boolean
  /** The Prometheus endpoint's own port (decision 024); undefined: nothing listens for metrics. 0 picks a free port (tests). */
  metricsPort: number | undefined
  /** Where the metrics endpoint listens; the machine itself by default, never the public address by accident. */
  metricsHost: string
}

/**
 * OWASP's recommended scrypt cost (N=2^17 is their first choice; 2^15 keeps a login under ~100 ms
 * here). The shop always hashes access codes at this cost; only the tests' own Config asks for less
 * (decision 033). Defined here, not in platform/access-code.ts, so that vite.config.ts, which loads this
 * file, imports no other module of the server.
 */
export const SHOP_ACCESS_CODE_COST: AccessCodeCost = Object.freeze({ N: 32_768 })

/**
 * Stand-ins a new shop starts with, so `npm start` runs without configuration; a shop on https or
 * with Mollie refuses to start while they are still in place (decision 037, modules/setup).
 */
export const PLACEHOLDER_CONTACT_EMAIL = 'info@packstroom.nl'
export const PLACEHOLDER_COMPANY_REG_NUMBER = '12345678'
export const DEFAULT_SHOP_NAME = 'Packstroom'
export const DEFAULT_PII_RETENTION_DAYS = 180

/** The payment provider's company, named on the privacy page when PAYMENT_PROVIDER is 'mollie'. */
export const MOLLIE_COMPANY = 'Mollie B.V.'

export class ConfigError extends Error {
  constructor(readonly variable: string, detail: string) {
    super(`${variable}: ${detail}`)
    this.name = 'ConfigError'
  }
}

const booleanText = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => ['true', '1', 'yes'].includes(v))

const variables = {
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\/.+/.test(v), 'must be a postgres:// URL (or leave it unset for the embedded database)')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOADS_DIR: z.string().min(1).optional(),
  ADMIN_ACCESS_CODE: z.string().min(8, 'must be at least 8 characters').max(200).optional(),
  // No default here: a shop on https must choose (loadConfig).
  PAYMENT_PROVIDER: z.enum(['demo', 'mollie'], { error: "must be 'demo' or 'mollie'" }).optional(),
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w{20,}$/, "must be a Mollie API key starting with 'test_' or 'live_'")
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  SHOP_NAME: z.string().min(1).default(DEFAULT_SHOP_NAME),
  CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).default(PLACEHOLDER_CONTACT_EMAIL),
  COMPANY_REG_NUMBER: z.string().min(1).default(PLACEHOLDER_COMPANY_REG_NUMBER),
  TIKTOK_HANDLE: z
    .string()
    .min(1)
    .default('@packstroom')
    .transform((v) => (v.startsWith('@') ? v : `@${v}`)),
  SEED_DEMO_PRODUCTS: booleanText.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json'], { error: "must be 'auto', 'pretty' or 'json'" }).default('auto'),
  LOG_REQUESTS: z
    .enum(['auto', 'all', 'problems', 'off'], { error: "must be 'auto', 'all', 'problems' or 'off'" })
    .default('auto'),
  TRUST_PROXY: booleanText.default(false),
  PII_RETENTION_DAYS: z.coerce.number().int('must be a whole number of days').min(1).max(3650).default(DEFAULT_PII_RETENTION_DAYS),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL (or leave it unset to keep e-mails in the back office)' })
    .optional(),
  // Default (loadConfig): the shop's name and CONTACT_EMAIL.
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'must be an e-mail address, optionally as "Name" <address>')
    .optional(),
  MAIL_PROCESSOR: z.string().trim().min(1, 'must name the company that runs the mail server').max(200, 'must be a company name of at most 200 characters').optional(),
  ALLOW_INCOMPLETE_SETUP: booleanText.default(false),
  METRICS_PORT: z.coerce.number().int('must be a whole number').min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
} satisfies Record<string, z.ZodType>

export const configVariableNames = Object.keys(variables) as (keyof typeof variables)[]

type Env = Record<string, string | undefined>

/** Reads `.env` (if present) under the real environment: a variable set in the environment wins. */
export function readEnvironment(env: Env = process.env, envFile = '.env'): Env {
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {}
  return { ...fromFile, ...env }
}

/** Validates the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env): Config {
  const values: Record<string, unknown> = {}
  for (const name of configVariableNames) {
    const raw = env[name]
    const result = variables[name].safeParse(raw === '' ? undefined : raw)
    if (!result.success) throw new ConfigError(name, result.error.issues[0]?.message ?? 'is invalid')
    values[name] = result.data
  }
  const v = values as { [K in keyof typeof variables]: z.output<(typeof variables)[K]> }

  if (v.PAYMENT_PROVIDER === 'mollie' && !v.MOLLIE_API_KEY) {
    throw new ConfigError('MOLLIE_API_KEY', "is required when PAYMENT_PROVIDER is 'mollie'")
  }
  const publicUrl = v.PUBLIC_URL ?? `http://localhost:${v.PORT}`
  // The demo provider lets anyone mark their own payment paid: never the silent default of a public shop.
  if (!v.PAYMENT_PROVIDER && isHttps({ publicUrl })) {
    throw new ConfigError(
      'PAYMENT_PROVIDER',
      "must be chosen for a shop on https: 'mollie' for real payments, or 'demo' for a test shop where nobody really pays",
    )
  }
  return {
    port: v.PORT,
    host: v.HOST,
    databaseUrl: v.DATABASE_URL,
    dataDir: v.DATA_DIR,
    uploadsDir: v.UPLOADS_DIR ?? join(v.DATA_DIR, 'uploads'),
    adminAccessCode: v.ADMIN_ACCESS_CODE,
    accessCodeCost: SHOP_ACCESS_CODE_COST,
    paymentProvider: v.PAYMENT_PROVIDER ?? 'demo',
    mollieApiKey: v.MOLLIE_API_KEY,
    publicUrl,
    shop: {
      shopName: v.SHOP_NAME,
      contactEmail: v.CONTACT_EMAIL,
      companyRegNumber: v.COMPANY_REG_NUMBER,
      tiktokHandle: v.TIKTOK_HANDLE,
    },
    seedDemoProducts: v.SEED_DEMO_PRODUCTS ?? !v.DATABASE_URL,
    logLevel: v.LOG_LEVEL,
    logFormat: v.LOG_FORMAT,
    logRequests: v.LOG_REQUESTS,
    trustProxy: v.TRUST_PROXY,
    piiRetentionDays: v.PII_RETENTION_DAYS,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM ?? `"${v.SHOP_NAME.replaceAll('"', '')}" <${v.CONTACT_EMAIL}>`,
    mailProcessor: v.MAIL_PROCESSOR,
    allowIncompleteSetup: v.ALLOW_INCOMPLETE_SETUP,
    metricsPort: v.METRICS_PORT,
    metricsHost: v.METRICS_HOST,
  }
}

export function isHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https://')
}

/**
 * Whose mail server sends the shop's e-mails, as the privacy page names it: MAIL_PROCESSOR, else 'een
 * e-maildienst'; undefined while the shop sends no e-mail at all (decision 037). Never SMTP_URL's host
 * name: it goes into every page's meta tag, and names a machine of the seller's set-up, maybe an
 * internal one, to whoever reads the page's source.
 */
export function mailProcessorOf(config: Pick<Config, 'smtpUrl' | 'mailProcessor'>): string | undefined {
  if (!config.smtpUrl) return undefined
  return config.mailProcessor ?? unnamedMailProcessor
}

/**
 * What every page may know of the configuration (the meta tag of index-html.ts): the shop's texts and
 * the facts its privacy page states (product.md 2.7, decision 037). Never a secret.
 */
export function publicShopInfo(config: Pick<Config, 'shop' | 'paymentProvider' | 'smtpUrl' | 'mailProcessor' | 'piiRetentionDays'>): ShopInfo {
  return {
    ...config.shop,
    privacy: {
      paymentProcessor: config.paymentProvider === 'mollie' ? MOLLIE_COMPANY : null,
      mailProcessor: mailProcessorOf(config) ?? null,
      retentionDays: config.piiRetentionDays,
    },
  }
}
