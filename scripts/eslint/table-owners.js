// decision 028, 029: every table has one owning module, and only that module writes it. Other modules
// ask the owner through its public file. Two rules, for modules under src/server/modules (tests and
// test fixtures may read and write anything to set a scene):
// - writes-by-owner finds a Drizzle write (`.insert(t)`, `.update(t)`, `.delete(t)`) of a table
//   imported from the schema in a module that does not own it;
// - reads-through-owner refuses importing another module's table at all, unless its owner grants that
//   module the read (`readGrants`): the money (orders, payments, refunds) is read through sales alone.

/** The owning module of each table, by the name the schema exports it under. */
export const tableOwners = {
  // Orders, payments and the money owed back: one owner (decision 028).
  orders: 'sales',
  payments: 'sales',
  refunds: 'sales',
  products: 'catalog',
  categories: 'catalog',
  collections: 'catalog',
  packBattles: 'battles',
  packBattleParticipants: 'battles',
  shipments: 'shipping',
  shipmentOrders: 'shipping',
  mailMessages: 'mail',
  orderPageLinks: 'order-page',
  orderLinkRequests: 'mail-content',
  leaderboardEntries: 'leaderboard',
  leaderboardTimer: 'leaderboard',
  leaderboardWeeks: 'leaderboard',
  leaderboardWeekEntries: 'leaderboard',
  weeklyPrize: 'leaderboard',
  adminAccess: 'auth',
  adminSessions: 'auth',
  adminDevices: 'auth',
  loginFailures: 'auth',
  liveStatus: 'shop-settings',
  tikkieLink: 'shop-settings',
  whatsappLink: 'shop-settings',
  // A buyer's withdrawal statements and the seller's decisions (decision 039).
  withdrawals: 'withdrawals',
  withdrawalOrders: 'withdrawals',
}

/**
 * Tables another module may read straight from the schema (joins a public function would only make
 * slower), by table: the modules granted. A table not listed here is read through its owner's public
 * file only; orders, payments and refunds are never listed (decision 029).
 */
export const readGrants = {
  // The weekly prize, a checkout and the live queue (sales' read of the paid orders) read the
  // catalogue's products with their own joins.
  products: ['leaderboard', 'sales'],
  // Reset Data counts the buyers with points this week.
  leaderboardEntries: ['sales'],
}

const writes = new Set(['insert', 'update', 'delete'])
const schemaSource = /^(#server\/db\/schema|.*\/db\/schema)(\/[\w-]+)?$/

/** The module a file belongs to: src/server/modules/<name>/…, or undefined outside the modules. */
function moduleOf(filename) {
  const match = /src[\\/]server[\\/]modules[\\/]([\w-]+)[\\/]/.exec(filename)
  return match?.[1]
}

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
        docs: { description: "A module reads another module's table through that module's public file (decision 029)." },
        schema: [],
        messages: {
          notOwner:
            "module '{{module}}' imports table '{{table}}', which module '{{owner}}' owns; read it through {{owner}}.public.ts (decision 029)",
        },
      },
      create(context) {
        const module = moduleOf(context.filename)
        if (!module) return {}
        return {
          ImportDeclaration(node) {
            if (!schemaSource.test(String(node.source.value))) return
            for (const specifier of node.specifiers) {
              // A namespace import (`* as schema`) reaches every table: only a module's own files need none.
              const name = specifier.type === 'ImportSpecifier' ? specifier.imported.name : undefined
              if (specifier.type === 'ImportNamespaceSpecifier') {
                context.report({ node: specifier, messageId: 'notOwner', data: { module, table: '*', owner: 'every module' } })
                continue
              }
              if (!name || !(name in tableOwners)) continue
              const owner = tableOwners[name]
              if (owner === module || readGrants[name]?.includes(module)) continue
              context.report({ node: specifier, messageId: 'notOwner', data: { module, table: name, owner } })
            }
          },
        }
      },
    },
    'writes-by-owner': {
      meta: {
        type: 'problem',
        docs: { description: 'Only the module that owns a table writes it (decision 028).' },
        schema: [],
        messages: {
          notOwner:
            "module '{{module}}' writes table '{{table}}', which module '{{owner}}' owns; ask {{owner}}.public.ts to do it (decision 028)",
        },
      },
      create(context) {
        const module = moduleOf(context.filename)
        if (!module) return {}
        return {
          CallExpression(node) {
            const callee = node.callee
            if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return
            if (!writes.has(callee.property.name)) return
            const [table] = node.arguments
            if (table?.type !== 'Identifier') return
            const name = importedTable(context, table)
            if (!name) return
            const owner = tableOwners[name]
            if (owner !== module) context.report({ node, messageId: 'notOwner', data: { module, table: name, owner } })
          },
        }
      },
    },
  },
}
