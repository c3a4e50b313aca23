// A worker thread that runs a TypeScript file: a worker does not inherit `--import tsx`
// (privatenumber/tsx#354), so this JavaScript entry registers tsx and then loads the file.
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
await import(workerData.script)
