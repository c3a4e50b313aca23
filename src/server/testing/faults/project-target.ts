import { readFile } from 'node:fs/promises'
import { inject } from 'vitest'
import { pgliteTarget, postgresTarget, type FaultTarget } from './targets'

/**
 * The database of the test project running this file: a temp folder started from the migrated PGlite
 * template (no initdb), or a database of its own on the PostgreSQL server, copied from its template.
 */
export async function targetForThisProject(): Promise<FaultTarget> {
  const template = inject('testDatabase')
  if (template.kind === 'pglite') {
    return pgliteTarget({ template: new Blob([new Uint8Array(await readFile(template.templateFile))]) })
  }
  return postgresTarget({ serverUrl: template.url, prefix: template.prefix, template: template.template })
}
