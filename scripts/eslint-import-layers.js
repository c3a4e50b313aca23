// Enforces the one-way import flow described in STYLE.md ("The layout shows the architecture"):
// shared <- server, shared <- client; app -> features -> components/lib; modules -> platform/db.
// A lint rule rather than a convention, so nobody has to remember it.
import fs from 'node:fs'
import path from 'node:path'

/** @typedef {import('eslint').Rule.RuleModule} RuleModule */
/** @typedef {import('eslint').Rule.RuleContext} RuleContext */
/** @typedef {import('estree').Node} Node */

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']
const INDEX_BASENAMES = new Set(SOURCE_EXTENSIONS.map((ext) => `index${ext}`).concat('index'))

/** @param {string} p */
const toPosix = (p) => p.replaceAll('\\', '/')

/** @type {Map<string, string | null>} */
const rootByDir = new Map()

/**
 * The repo root is the nearest folder holding package.json. Files that exist only in tests
 * (RuleTester filenames such as /repo/src/...) have none, so fall back to the part of the path
 * before the last /src/ segment.
 * @param {string} filename absolute, posix separators
 * @returns {string | null}
 */
function findRoot(filename) {
  const start = path.posix.dirname(filename)
  if (rootByDir.has(start)) return rootByDir.get(start) ?? null
  let root = null
  for (let dir = start; ; dir = path.posix.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) {
      root = dir
      break
    }
    if (path.posix.dirname(dir) === dir) break
  }
  if (root === null) {
    const at = filename.lastIndexOf('/src/')
    if (at >= 0) root = filename.slice(0, at) || '/'
  }
  rootByDir.set(start, root)
  return root
}

/**
 * @param {string} rel repo-relative posix path
 * @param {string} folder repo-relative posix folder
 */
const isUnder = (rel, folder) => rel === folder || rel.startsWith(`${folder}/`)

/**
 * @param {string} rel
 * @param {string} parent e.g. 'src/client/features'
 * @returns {string | undefined} the folder name right below parent
 */
function childName(rel, parent) {
  if (!rel.startsWith(`${parent}/`)) return undefined
  return rel.slice(parent.length + 1).split('/')[0] || undefined
}

/**
 * @param {string} spec
 */
const isBare = (spec) => !spec.startsWith('.') && !spec.startsWith('/')

/**
 * @param {string} spec bare specifier
 * @returns {string} the package name ('zod', '@scope/pkg', 'node:fs')
 */
function packageName(spec) {
  const parts = spec.split('/')
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec)
}

/**
 * Describes a barrel import, or returns undefined when the specifier names a file.
 * @param {string} spec
 * @param {string} absTarget absolute posix path the specifier resolves to (query stripped)
 * @returns {string | undefined}
 */
function barrelProblem(spec, absTarget) {
  const base = path.posix.basename(absTarget)
  if (INDEX_BASENAMES.has(base)) return `'${spec}' imports an index file`
  // Bundler resolution prefers a file (x.ts) over a folder (x/index.ts).
  if (SOURCE_EXTENSIONS.some((ext) => fs.existsSync(absTarget + ext))) return undefined
  let isDir = false
  try {
    isDir = fs.statSync(absTarget).isDirectory()
  } catch {
    return undefined
  }
  if (!isDir) return undefined
  const index = SOURCE_EXTENSIONS.find((ext) => fs.existsSync(path.join(absTarget, `index${ext}`)))
  return index ? `'${spec}' imports a folder through its index${index}` : undefined
}

/**
 * The layer rules. Returns a message for the first rule the import breaks.
 * @param {string} from repo-relative path of the importing file (under src/)
 * @param {string} to repo-relative path of the import target
 * @param {string} spec the specifier as written
 * @returns {string | undefined}
 */
function layerProblem(from, to, spec) {
  const why = `('${spec}' resolves to ${to})`

  if (isUnder(from, 'src/shared')) {
    if (!isUnder(to, 'src/shared')) {
      return `src/shared may import only src/shared and zod ${why}`
    }
    return undefined
  }

  if (isUnder(from, 'src/client')) {
    if (isUnder(to, 'src/server')) return `src/client must not import src/server ${why}`

    const feature = childName(from, 'src/client/features')
    if (feature !== undefined) {
      const other = childName(to, 'src/client/features')
      if (other !== undefined && other !== feature) {
        return `feature '${feature}' must not import feature '${other}'; move shared code to components/ or lib/ ${why}`
      }
      if (isUnder(to, 'src/client/app')) {
        return `feature '${feature}' must not import src/client/app; the app composes features, not the other way round ${why}`
      }
    }

    for (const lower of ['src/client/components', 'src/client/lib']) {
      if (!isUnder(from, lower)) continue
      if (isUnder(to, 'src/client/features') || isUnder(to, 'src/client/app')) {
        const upper = isUnder(to, 'src/client/app') ? 'src/client/app' : 'src/client/features'
        return `${lower} must not import ${upper}; imports flow app -> features -> components/lib ${why}`
      }
    }
    return undefined
  }

  if (isUnder(from, 'src/server')) {
    if (isUnder(to, 'src/client')) return `src/server must not import src/client ${why}`

    for (const lower of ['src/server/platform', 'src/server/db', 'src/server/realtime']) {
      if (isUnder(from, lower) && isUnder(to, 'src/server/modules')) {
        return `${lower} must not import src/server/modules; modules depend on the platform, not the other way round ${why}`
      }
    }

    const mod = childName(from, 'src/server/modules')
    if (mod !== undefined) {
      const other = childName(to, 'src/server/modules')
      if (other !== undefined && other !== mod) {
        return `module '${mod}' must not import module '${other}'; talk through platform/, db/, shared/ or an event ${why}`
      }
    }
  }
  return undefined
}

/** @type {RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Enforce the one-way import flow between src/shared, src/server and src/client layers (STYLE.md)',
    },
    schema: [],
    messages: {
      layer: '{{message}}',
      sharedPackage:
        "src/shared may import only src/shared and zod, not the package '{{name}}' ('{{spec}}'); shared code runs on both sides",
      barrel: '{{message}}; barrel index files are not allowed, import the file itself',
    },
  },

  create(context) {
    const filename = toPosix(context.filename ?? context.getFilename())
    if (!path.posix.isAbsolute(filename)) return {}
    const root = findRoot(filename)
    if (root === null) return {}
    const from = path.posix.relative(root, filename)
    if (!from.startsWith('src/')) return {}
    const fromDir = path.posix.dirname(from)

    /**
     * @param {Node} node the string node to report on
     * @param {string} spec
     */
    function check(node, spec) {
      if (isBare(spec)) {
        if (!isUnder(from, 'src/shared')) return
        const name = packageName(spec)
        // Tests beside shared code run only in Vitest, never in the shop.
        if (name === 'zod' || (name === 'vitest' && /\.test\.tsx?$/.test(from))) return
        context.report({ node, messageId: 'sharedPackage', data: { name, spec } })
        return
      }

      const clean = spec.replace(/[?#].*$/, '')
      const to = spec.startsWith('/')
        ? path.posix.relative(root ?? '/', path.posix.normalize(clean))
        : path.posix.normalize(path.posix.join(fromDir, clean))

      const message = layerProblem(from, to, spec)
      if (message !== undefined) {
        context.report({ node, messageId: 'layer', data: { message } })
        return
      }

      if (!to.startsWith('../')) {
        const barrel = barrelProblem(spec, path.posix.join(root ?? '/', to))
        if (barrel !== undefined) context.report({ node, messageId: 'barrel', data: { message: barrel } })
      }
    }

    /**
     * @param {any} node a Literal, TemplateLiteral or TSLiteralType, or null
     */
    function checkSource(node) {
      if (!node) return
      if (node.type === 'Literal' && typeof node.value === 'string') {
        check(node, node.value)
      } else if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
        check(node, node.quasis[0].value.cooked ?? node.quasis[0].value.raw)
      } else if (node.type === 'TSLiteralType') {
        checkSource(node.literal)
      }
    }

    return {
      /** @param {any} node */
      ImportDeclaration: (node) => checkSource(node.source),
      /** @param {any} node */
      ExportNamedDeclaration: (node) => checkSource(node.source),
      /** @param {any} node */
      ExportAllDeclaration: (node) => checkSource(node.source),
      /** @param {any} node */
      ImportExpression: (node) => checkSource(node.source),
      // import x = require('...') and type-level import('...').T
      /** @param {any} node */
      TSExternalModuleReference: (node) => checkSource(node.expression),
      // typescript-eslint 8 names the string `source` and warns when the older `argument` is read.
      /** @param {any} node */
      TSImportType: (node) => checkSource(node.source ?? node.argument),
    }
  },
}

export default { rules: { 'import-layers': rule } }
