// The types of table-owners.js, for the tests that read its map (eslint.config.test.ts).
import type { ESLint } from 'eslint'

/** The owner of each table, by the name the schema exports it under. */
export const tableOwners: Record<string, string>
export const tableOwnersPlugin: ESLint.Plugin
