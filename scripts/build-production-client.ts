import { buildProductionClient } from './production-client'

/**
 * `tsx scripts/build-production-client.ts <folder>`: the production client built into <folder>/client
 * (see production-client.ts). The test run's global set-up runs this in a process of its own, where
 * React loads its production code from the start (scripts/vitest/client-build.ts).
 */
const dir = process.argv[2]
if (!dir) throw new Error('usage: tsx scripts/build-production-client.ts <folder>')
await buildProductionClient(dir)
