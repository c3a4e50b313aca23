// The types of module-ranks.js, for the tests that read its ranks (module-ranks.test.ts, module-graph.test.ts).
import type { ESLint } from 'eslint'

/** Each server module's rank: a module imports only modules of a lower rank (decision 047). */
export const moduleRanks: Record<string, number>
export const moduleRanksPlugin: ESLint.Plugin
/** The module a file belongs to, or undefined outside src/server/modules. */
export function moduleOfPath(path: string): string | undefined
/** The module an import specifier in `filename` names, or undefined. */
export function moduleOfSpecifier(filename: string, specifier: string): string | undefined
