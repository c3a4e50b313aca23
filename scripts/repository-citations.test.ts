import { readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'

// The repository explains itself (docs/architecture.md, Conventions): code and comments cite the
// project's own documents (docs/product.md by section, a decision record, docs/reliability.md),
// never a document that lives elsewhere or a tracker issue a reader of the repository cannot open.

const root = join(import.meta.dirname, '..')
const folders = ['src', 'scripts', 'e2e', 'bench']
const extensions = new Set(['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.css', '.html', '.md', '.json'])
const skipped = new Set(['node_modules', 'dist', 'data', 'coverage'])

// Spelled in pieces, so this file does not find itself.
const outsideDocuments: { name: string; pattern: RegExp }[] = [
  { name: 'the product specification', pattern: new RegExp(String.raw`\b${'SP'}EC(\.md)?\b`) },
  { name: 'the contract', pattern: new RegExp(String.raw`\b${'CONT'}RACT(\.md)?\b`) },
  { name: 'the house style', pattern: new RegExp(String.raw`\b${'STY'}LE\.md\b`) },
  { name: 'the toolchain notes', pattern: new RegExp(String.raw`\b${'TOOL'}CHAIN\b`) },
  { name: 'a tracker issue', pattern: new RegExp(String.raw`\b${'iss'}ues? ?#?\d|\b${'iss'}ue's\b`, 'i') },
]

export type Citation = { line: number; text: string; cites: string }

/** Every line of a file's text that cites a document outside the repository. */
export function outsideCitations(text: string): Citation[] {
  const found: Citation[] = []
  text.split('\n').forEach((line, index) => {
    for (const { name, pattern } of outsideDocuments) {
      if (pattern.test(line)) found.push({ line: index + 1, text: line.trim(), cites: name })
    }
  })
  return found
}

function filesUnder(folder: string): string[] {
  const files: string[] = []
  for (const name of readdirSync(folder)) {
    if (skipped.has(name)) continue
    const path = join(folder, name)
    if (statSync(path).isDirectory()) files.push(...filesUnder(path))
    else if (extensions.has(extname(name))) files.push(path)
  }
  return files
}

function repositoryFiles(): string[] {
  const rootConfigs = readdirSync(root)
    .filter((name) => /\.(ts|js|mjs|cjs)$/.test(name))
    .map((name) => join(root, name))
  return [...folders.flatMap((folder) => filesUnder(join(root, folder))), ...rootConfigs]
}

describe('citations', () => {
  test('are found on the line that makes them', () => {
    const sample = [
      '/** The product rules (product.md 2.4), as decision 013 says. */',
      `/** ${'SP'}EC 2.4: home. */`,
      `// ${'CONT'}RACT 5 asks for overlays`,
      `// see ${'STY'}LE.md`,
      `// (${'TOOL'}CHAIN trap 8)`,
      `// (${'iss'}ue 8)`,
      `describe("the ${'iss'}ue's scenario")`,
    ].join('\n')
    expect(outsideCitations(sample).map(({ line, cites }) => `${line} ${cites}`)).toEqual([
      '2 the product specification',
      '3 the contract',
      '4 the house style',
      '5 the toolchain notes',
      '6 a tracker issue',
      '7 a tracker issue',
    ])
  })

  test('in src/, scripts/, e2e/, bench/ and the root configuration name only documents of the repository', () => {
    const files = repositoryFiles()
    expect(files.length).toBeGreaterThan(100)
    const offending = files.flatMap((path) =>
      outsideCitations(readFileSync(path, 'utf8')).map(
        ({ line, text, cites }) => `${relative(root, path)}:${line} cites ${cites}: ${text.slice(0, 120)}`,
      ),
    )
    expect(offending, 'cite docs/product.md, a decision record or docs/architecture.md instead').toEqual([])
  })
})
