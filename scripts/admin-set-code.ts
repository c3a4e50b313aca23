// npm run admin:set-code: replaces the admin access code in the configured database, ends every
// admin session and forgets every trusted browser (decision 016). Asks for the code twice without
// echo; for automation it takes NEW_ADMIN_ACCESS_CODE from the environment, or the first line of
// stdin when stdin is not a terminal.
import { createInterface } from 'node:readline/promises'
import { setAdminAccessCode } from '#server/modules/auth/auth.public'
import { notifySessionsEnded } from '#server/realtime/session-events'
import { refuse } from './embedded-database-files'
import { describeDatabase, withShopDatabase } from './shop-database'

const MIN_LENGTH = 8
const MAX_LENGTH = 200

async function readNewCode(): Promise<string> {
  const fromEnvironment = process.env.NEW_ADMIN_ACCESS_CODE
  if (fromEnvironment) return fromEnvironment
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin })
    for await (const line of lines) return line
    refuse('No access code on stdin.')
  }
  const code = await askHidden('New admin access code: ')
  if ((await askHidden('Type it again: ')) !== code) refuse('The two codes differ; nothing was changed.')
  return code
}

/** Reads a line from the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin
  process.stdout.write(question)
  stdin.setRawMode(true)
  stdin.setEncoding('utf8')
  stdin.resume()
  return new Promise((resolve) => {
    let value = ''
    const finish = () => {
      stdin.off('data', onData)
      stdin.setRawMode(false)
      stdin.pause()
      process.stdout.write('\n')
    }
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish()
          return resolve(value)
        }
        if (char === '\u0003') {
          finish()
          refuse('Cancelled; nothing was changed.')
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char
      }
    }
    stdin.on('data', onData)
  })
}

const code = (await readNewCode()).trim()
if (code.length < MIN_LENGTH || code.length > MAX_LENGTH) {
  refuse(`The access code must be ${MIN_LENGTH} to ${MAX_LENGTH} characters; nothing was changed.`)
}

await withShopDatabase(async (database, config) => {
  const { endedSessionIds, forgottenDevices } = await setAdminAccessCode(database.db, code, config.accessCodeCost)
  // Shops running on the same PostgreSQL take the admin channels from those sessions' open sockets.
  // (An embedded database is open in this process alone: no shop runs beside it.)
  await notifySessionsEnded(database.db, endedSessionIds)
  console.log(`Stored the new admin access code (as an scrypt hash) in ${describeDatabase(config)}.`)
  console.log(`Ended ${endedSessionIds.length} admin session(s): every admin logs in again with the new code.`)
  console.log(`Forgot ${forgottenDevices} trusted browser(s): each counts as a stranger until it logs in with the new code.`)
  if (config.adminAccessCode) {
    console.log('Warning: ADMIN_ACCESS_CODE is set, and the shop stores that code again at its next start.')
    console.log('Remove ADMIN_ACCESS_CODE from the environment and .env to keep the new code.')
  }
})
