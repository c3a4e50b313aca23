// decision 047: the server's modules stand in ranks, floors first, and an import between two modules
// goes down the ranks only. A module may use a module of a lower rank (through its public file, which
// eslint-plugin-boundaries checks); one of its own rank or above it, never. So no arrow runs back up and
// the modules form no circle. What spans several modules (a payment settles, so a spot is taken, points
// are added and a mail is written) is composed above them all, in src/server/flows (decision 047).
// Tests and fixtures that only tests import may set a scene from any module.

import { dirname, resolve, sep } from 'node:path'

/** Each module's rank: a module imports only modules of a lower rank. */
export const moduleRanks = {
  // Floors: each owns its data and imports no other module.
  auth: 0,
  catalog: 0,
  health: 0,
  // Pictures the seller uploads (decision 056): a folder on disk, no table.
  images: 0,
  mail: 0,
  setup: 0,
  'shop-settings': 0,
  // The money: orders, payments and refunds (decision 028), reading the catalogue and the outbox.
  sales: 1,
  // What reads sales' orders and payments.
  leaderboard: 2,
  queue: 2,
  // The live sessions and each order's moment on stream, read off sales' queue (decision 060).
  openings: 2,
  'order-page': 3,
  // The buyer's e-mails, written in the transaction of their cause, with a link to the order page.
  'mail-content': 4,
  // What takes money through sales and mails the buyer.
  battles: 5,
  shipping: 5,
  withdrawals: 5,
  // Anonymises what every module above keeps of a buyer (decision 011).
  privacy: 6,
  // The seller's evidence pack for a dispute (decision 063): reads sales, openings, shipping and withdrawals.
  disputes: 6,
}

const modulesFolder = `src${sep}server${sep}modules${sep}`

/** The module a file of the repository belongs to: src/server/modules/<name>/…, or undefined. */
export function moduleOfPath(path) {
  const index = path.lastIndexOf(modulesFolder)
  if (index === -1) return undefined
  return path.slice(index + modulesFolder.length).split(sep)[0]
}

/** The module an import specifier in `filename` names, written as #server/modules/<name>/… or as a relative path. */
export function moduleOfSpecifier(filename, specifier) {
  const subpath = /^#server\/modules\/([\w-]+)\//.exec(specifier)
  if (subpath) return subpath[1]
  if (!specifier.startsWith('.')) return undefined
  return moduleOfPath(resolve(dirname(filename), specifier))
}

const isTestFile = (filename) => /\.(test|spec)\.tsx?$/.test(filename) || /-fixture\.ts$/.test(filename)

const importsDownward = {
  meta: {
    type: 'problem',
    docs: { description: 'A server module imports only modules of a lower rank (decision 047).' },
    schema: [],
  },
  create(context) {
    const filename = context.filename
    const from = moduleOfPath(filename)
    if (!from || isTestFile(filename)) return {}

    function check(node, specifier) {
      if (typeof specifier !== 'string') return
      const to = moduleOfSpecifier(filename, specifier)
      if (!to || to === from) return
      const fromRank = moduleRanks[from]
      const toRank = moduleRanks[to]
      if (fromRank === undefined || toRank === undefined) {
        const unranked = fromRank === undefined ? from : to
        context.report({ node, message: `module '${unranked}' has no rank: give it one in scripts/eslint/module-ranks.js (decision 047)` })
        return
      }
      if (toRank >= fromRank) {
        context.report({
          node,
          message:
            `module '${from}' (rank ${fromRank}) must not import module '${to}' (rank ${toRank}): imports go down the ranks ` +
            `(scripts/eslint/module-ranks.js); compose what spans both in src/server/flows (decision 047)`,
        })
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      // typescript-eslint 8 names the specifier `source`; older versions only `argument`.
      TSImportType: (node) => {
        const literal = node.source ?? (node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument)
        if (literal?.type === 'Literal') check(node, literal.value)
      },
    }
  },
}

export const moduleRanksPlugin = { rules: { 'imports-downward': importsDownward } }
