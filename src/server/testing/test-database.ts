import { inject } from 'vitest'
import { openInMemory, openPostgres, type Database } from '#server/platform/database'
import { readTemplateArchive } from './pglite-template'
import { createDatabase, databaseUrl, dropDatabase } from './postgres-server'

/** What global-setup.ts prepared once per test run, for every test file of its project. */
export type TestDatabaseTemplate =
  | {
      kind: 'pglite'
      /** A migrated and seeded data folder that every test database is opened from. */
      templateFile: string
      /** A data folder as initdb left it, for the tests of prepareDatabase. */
      emptyFile: string
    }
  | {
      kind: 'postgres'
      /** The server's maintenance URL (TEST_DATABASE_URL). */
      url: string
      /** A migrated and seeded database that every test database is copied from. */
      template: string
      /** Every test database of this run starts with it, so teardown finds the ones left behind. */
      prefix: string
    }

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate
  }
}

/** A database of one test file; for PostgreSQL, `url` lets a test open a second connection to it. */
export type TestDatabase = Database & { readonly url: string | undefined }

/** The admin access code the template database was prepared with. */
export const TEMPLATE_ACCESS_CODE = 'test-access-code'

/** The data folders read so far, by file: a worker reads each once for all the files it runs. */
const dataDirs = new Map<string, Promise<Blob>>()

function openDataDir(file: string): Promise<Database> {
  let blob = dataDirs.get(file)
  if (!blob) {
    blob = readTemplateArchive(file)
    dataDirs.set(file, blob)
  }
  return blob.then((archive) => openInMemory(archive))
}

/** A migrated, seeded database (ten collections, no demo products) of its own, cloned from the template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('testDatabase')
  if (template.kind === 'pglite') return withoutUrl(await openDataDir(template.templateFile))
  return createPostgresDatabase(template, template.template)
}

/** A database with nothing in it, not even migrations: for the tests of prepareDatabase itself. */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  const template = inject('testDatabase')
  if (template.kind === 'pglite') return withoutUrl(await openDataDir(template.emptyFile))
  return createPostgresDatabase(template, undefined)
}

function withoutUrl(database: Database): TestDatabase {
  return Object.assign(database, { url: undefined })
}

async function createPostgresDatabase(
  server: { url: string; prefix: string },
  template: string | undefined,
): Promise<TestDatabase> {
  const name = await createDatabase(server.url, { prefix: server.prefix, template })
  const url = databaseUrl(server.url, name)
  const database = await openPostgres(url).catch(async (error: unknown) => {
    await dropDatabase(server.url, name)
    throw error
  })
  let closing: Promise<void> | undefined
  return {
    kind: database.kind,
    db: database.db,
    url,
    withExclusiveLock: (fn) => database.withExclusiveLock(fn),
    listen: (channel, listener) => database.listen(channel, listener),
    ping: () => database.ping(),
    stats: () => database.stats(),
    close() {
      closing ??= database.close().finally(() => dropDatabase(server.url, name))
      return closing
    },
  }
}

/** The error PostgreSQL raised, under whatever wrapper the driver or Drizzle put around it. */
export async function databaseError(promise: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await promise
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause
    return (cause ?? error) as { code?: string; constraint?: string }
  }
  throw new Error('the database accepted it')
}
