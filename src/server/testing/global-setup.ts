import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openPostgres } from '#server/platform/database'
import { prepareDatabase } from '#server/platform/migrate'
import { TEST_ACCESS_CODE_COST } from './access-code-cost'
import { writePgliteTemplate } from './pglite-template'
import { databaseUrl, dropDatabase, onMaintenanceConnection } from './postgres-server'
import { TEMPLATE_ACCESS_CODE } from './test-database'

/**
 * Runs once per API project, before any test file: migrates and seeds one template database, so
 * every test file starts from a copy of it instead of paying for initdb and the migrations again
 * (decision 002). Returns the teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env.TEST_DB
  if (kind === 'pglite') return preparePgliteTemplate(project)
  if (kind === 'postgres') return preparePostgresTemplate(project)
  throw new Error(`global-setup: TEST_DB must be 'pglite' or 'postgres', not ${String(kind)}`)
}

const prepareOptions = { seedDemoProducts: false, adminAccessCode: TEMPLATE_ACCESS_CODE, accessCodeCost: TEST_ACCESS_CODE_COST }

async function preparePgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'packstroom-test-'))
  try {
    const templateFile = join(dir, 'template.tar')
    const emptyFile = join(dir, 'empty.tar')
    await writePgliteTemplate(templateFile, prepareOptions, { emptyFile })
    project.provide('testDatabase', { kind: 'pglite', templateFile, emptyFile })
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
  return () => rm(dir, { recursive: true, force: true })
}

async function preparePostgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const url = String(project.config.env.TEST_DATABASE_URL ?? '')
  if (!url) throw new Error('global-setup: TEST_DATABASE_URL is not set for the PostgreSQL project')
  const runId = randomBytes(4).toString('hex')
  const template = `packstroom_template_${runId}`
  const prefix = `pk_test_${runId}_`

  await onMaintenanceConnection(url, (client) => client.query(`CREATE DATABASE "${template}"`))
  try {
    const database = await openPostgres(databaseUrl(url, template))
    try {
      await prepareDatabase(database, prepareOptions)
    } finally {
      await database.close()
    }
  } catch (error) {
    await dropDatabase(url, template)
    throw error
  }
  project.provide('testDatabase', { kind: 'postgres', url, template, prefix })

  return async () => {
    // Test files drop their databases when they close them; a failed or interrupted file may not have.
    const leftOver = await onMaintenanceConnection(url, async (client) => {
      const result = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      )
      return result.rows.map((row) => row.datname)
    })
    for (const name of leftOver) await dropDatabase(url, name)
    await dropDatabase(url, template)
  }
}
