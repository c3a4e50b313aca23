// What others may use of the auth module: changing the access code, for `npm run admin:set-code`
// (scripts/admin-set-code.ts), which also forgets the browsers and failed logins this module keeps.
export { setAdminAccessCode, type SetAccessCodeResult } from './set-access-code'
