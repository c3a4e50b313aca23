import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { moduleOfPath, moduleOfSpecifier, moduleRanks } from './eslint/module-ranks.js'

// decision 047: the server's modules, as their imports connect them (tests and test fixtures left out),
// form no circle, and every arrow runs down the ranks. Computed from the files on disk, apart from the
// lint rule that refuses a new arrow (it shares only the rule's reading of a path), so a rule switched
// off or a file it does not see cannot hide one.
const repo = join(import.meta.dirname, '..')
const modulesDir = join(repo, 'src', 'server', 'modules')

const isShopFile = (name: string) => /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !/-fixture\.ts$/.test(name)

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesOf(path)
    return isShopFile(entry.name) ? [path] : []
  })
}

/** Every import, re-export and lazy or type-level import of another module: module -> the modules it names. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const file of filesOf(modulesDir)) {
    const from = moduleOfPath(file) ?? ''
    const edges = graph.get(from) ?? new Set<string>()
    graph.set(from, edges)
    const source = readFileSync(file, 'utf8')
    for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)) {
      const to = moduleOfSpecifier(file, match[1] ?? '')
      if (to && to !== from) edges.add(to)
    }
  }
  return graph
}

/** A circle of modules, as the path that closes it, or undefined when there is none. */
function findCircle(graph: Map<string, Set<string>>): string[] | undefined {
  const done = new Set<string>()
  const path: string[] = []
  const visit = (node: string): string[] | undefined => {
    const at = path.indexOf(node)
    if (at !== -1) return [...path.slice(at), node]
    if (done.has(node)) return undefined
    path.push(node)
    for (const next of graph.get(node) ?? []) {
      const circle = visit(next)
      if (circle) return circle
    }
    path.pop()
    done.add(node)
    return undefined
  }
  for (const node of graph.keys()) {
    const circle = visit(node)
    if (circle) return circle
  }
  return undefined
}

test('the modules form no circle', () => {
  expect(findCircle(moduleGraph())).toBeUndefined()
})

test('every import between modules runs down the ranks', () => {
  const upward = [...moduleGraph()].flatMap(([from, edges]) =>
    [...edges].filter((to) => !((moduleRanks[to] ?? 99) < (moduleRanks[from] ?? -1))).map((to) => `${from} -> ${to}`),
  )
  expect(upward).toEqual([])
})

test('the circle finder finds a circle', () => {
  const graph = new Map([
    ['sales', new Set(['battles'])],
    ['battles', new Set(['mail-content'])],
    ['mail-content', new Set(['sales'])],
  ])
  expect(findCircle(graph)).toEqual(['sales', 'battles', 'mail-content', 'sales'])
})

test('sales, the money, imports only floors', () => {
  expect([...(moduleGraph().get('sales') ?? [])].sort()).toEqual(['catalog', 'mail'])
})
