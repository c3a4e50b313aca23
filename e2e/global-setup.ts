import { build } from 'vite'

/** Browser tests run against the production build of the client, built fresh for each run. */
export default async function setup(): Promise<void> {
  await build({ configFile: `${import.meta.dirname}/../vite.config.ts`, logLevel: 'warn' })
}
