// decision 028, 029, 049: every table has one owner, a module or platform, and only the owner writes it.
// Its tables live in the owner's own schema file, src/server/db/schema/<owner>.ts; others ask the owner
// through its public file. Two rules, for the shop's server code (eslint.config.js says where; tests and
// test fixtures may read and write anything to set a scene):
// - reads-through-owner: a file imports no schema file but its owner's: not another owner's, not the
//   all-tables barrel db/schema.ts (left to the database drivers, migrations, the seed and tests), and
//   none at all in code that owns no table (realtime, app.ts);
// - writes-by-owner finds a Drizzle write (`.insert(t)`, `.update(t)`, `.delete(t)`) of a table
//   imported from the schema in a file whose owner does not own it.

/** The owner of each table, by the name the schema exports it under; its file is db/schema/<owner>.ts. */
export const tableOwners = {
  // Orders, payments and the money owed back: one owner (decision 028), with the attempts to pay it back
  // and the payments the bank took back (decision 052).
  orders: 'sales',
  payments: 'sales',
  refunds: 'sales',
  refundAttempts: 'sales',
  chargebacks: 'sales',
  products: 'catalog',
  categories: 'catalog',
  collections: 'catalog',
  packBattles: 'battles',
  packBattleParticipants: 'battles',
  shipments: 'shipping',
  shipmentOrders: 'shipping',
  // A shipment held while the bank has a payment of its orders (decision 053).
  shipmentHolds: 'shipping',
  mailMessages: 'mail',
  orderPageLinks: 'order-page',
  orderLinkRequests: 'mail-content',
  leaderboardEntries: 'leaderboard',
  leaderboardTimer: 'leaderboard',
  leaderboardWeeks: 'leaderboard',
  leaderboardWeekEntries: 'leaderboard',
  weeklyPrize: 'leaderboard',
  // The access code, ensured at every start-up, and the sessions every admin request is checked
  // against before any module runs: platform's (decision 049).
  adminAccess: 'platform',
  adminSessions: 'platform',
  // Who runs a job that must run once across instances (decision 052).
  jobLeases: 'platform',
  // The login's own state: the trusted browsers and the failed logins its limits count (decision 016).
  adminDevices: 'auth',
  loginFailures: 'auth',
  liveStatus: 'shop-settings',
  tikkieLink: 'shop-settings',
  whatsappLink: 'shop-settings',
  // A buyer's withdrawal statements and the seller's decisions (decision 039).
  withdrawals: 'withdrawals',
  withdrawalOrders: 'withdrawals',
  // The live sessions and each order's moment on stream (decision 060).
  liveSessions: 'openings',
  orderOpenings: 'openings',
  openingTimecodes: 'openings',
  overlayKeys: 'openings',
}

const writes = new Set(['insert', 'update', 'delete'])
/** An import of the schema: the barrel (no second group) or one owner's file (the owner). */
const schemaSource = /^(?:#server\/db\/schema|.*\/db\/schema)(?:\/([\w-]+))?$/

/**
 * The owner a file writes and reads as: the module of src/server/modules/<name>/…, platform for
 * src/server/platform/…, and null for the rest of the server (realtime, app.ts), which owns no table.
 */
function ownerOf(filename) {
  const module = /src[\\/]server[\\/]modules[\\/]([\w-]+)[\\/]/.exec(filename)
  if (module) return module[1]
  return /src[\\/]server[\\/]platform[\\/]/.test(filename) ? 'platform' : null
}

/** The owner as a message names it: `module 'sales'`, `platform`, or the part of the server that owns no table. */
function describe(owner, filename) {
  if (owner === 'platform') return 'platform'
  if (owner !== null) return `module '${owner}'`
  return /src[\\/]server[\\/]([\w.-]+)/.exec(filename)?.[1] ?? 'this file'
}

/** Where another asks an owner: a module's public file, platform's own functions. */
const through = (owner) => (owner === 'platform' ? 'the functions of src/server/platform' : `${owner}.public.ts`)

/** The table an identifier names, when it is imported from the schema; undefined otherwise. */
function importedTable(context, node) {
  let scope = context.sourceCode.getScope(node)
  while (scope) {
    const variable = scope.set.get(node.name)
    if (variable) {
      const definition = variable.defs[0]
      if (definition?.type !== 'ImportBinding') return undefined
      const source = definition.parent.source.value
      if (!schemaSource.test(source)) return undefined
      const imported = definition.node.imported?.name ?? node.name
      return imported in tableOwners ? imported : undefined
    }
    scope = scope.upper
  }
  return undefined
}

export const tableOwnersPlugin = {
  rules: {
    'reads-through-owner': {
      meta: {
        type: 'problem',
        docs: { description: "A file imports its owner's schema file alone; another owner's tables are read through its public file (decision 029, 049)." },
        schema: [],
        messages: {
          wholeSchema:
            "{{who}} imports the whole schema ('{{source}}'); import its own tables from db/schema/{{own}}.ts and read another's through its owner (decision 049)",
          otherOwner: "{{who}} imports '{{source}}', the tables {{owner}} owns; read them through {{through}} (decision 029, 049)",
          noTables: "{{who}} imports '{{source}}' but owns no table; read through the owners' public files (decision 049)",
        },
      },
      create(context) {
        const owner = ownerOf(context.filename)
        const who = describe(owner, context.filename)
        function check(sourceNode) {
          const source = String(sourceNode.value)
          const match = schemaSource.exec(source)
          if (!match) return
          const file = match[1]
          if (file !== undefined && file === owner) return
          const data = { who, source, own: owner, owner: file && describe(file), through: file && through(file) }
          const messageId = owner === null ? 'noTables' : file === undefined ? 'wholeSchema' : 'otherOwner'
          context.report({ node: sourceNode, messageId, data })
        }
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => node.source && check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          'ImportExpression > Literal.source': check,
          'TSImportType Literal': check,
        }
      },
    },
    'writes-by-owner': {
      meta: {
        type: 'problem',
        docs: { description: 'Only the owner of a table writes it (decision 028, 049).' },
        schema: [],
        messages: {
          notOwner: "{{who}} writes table '{{table}}', which {{owner}} owns; ask {{through}} to do it (decision 028)",
        },
      },
      create(context) {
        const owner = ownerOf(context.filename)
        const who = describe(owner, context.filename)
        return {
          CallExpression(node) {
            const callee = node.callee
            if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return
            if (!writes.has(callee.property.name)) return
            const [table] = node.arguments
            if (table?.type !== 'Identifier') return
            const name = importedTable(context, table)
            if (!name) return
            const tableOwner = tableOwners[name]
            if (tableOwner !== owner) {
              context.report({ node, messageId: 'notOwner', data: { who, table: name, owner: describe(tableOwner), through: through(tableOwner) } })
            }
          },
        }
      },
    },
  },
}
