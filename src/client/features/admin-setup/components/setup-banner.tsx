import { TriangleAlertIcon } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { isSetupProblem } from '#shared/contracts/admin-setup'
import { useSetupCheck } from '../api/setup-check'
import { settingLabels } from '../setting-texts'

const inWords = new Intl.ListFormat('nl-NL', { style: 'long', type: 'conjunction' })

/**
 * Above every admin page while a shop for real buyers runs with placeholders or without a mail server,
 * as ALLOW_INCOMPLETE_SETUP=true lets it (decision 037): the seller sees it is not ready, and where to look.
 */
export function SetupBanner() {
  const { data } = useSetupCheck()
  // The settings page says it in its own first sentence.
  const onSetupPage = useLocation().pathname === '/admin/setup'
  const problems = data?.production && !onSetupPage ? data.settings.filter(isSetupProblem) : []
  if (problems.length === 0) return null
  return (
    <section
      aria-label="Winkel niet klaar"
      className="flex items-start gap-3 rounded-[var(--radius)] border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <TriangleAlertIcon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong className="font-semibold">Deze winkel is nog niet klaar voor echte kopers.</strong> Nog te regelen:{' '}
        {inWords.format(problems.map((setting) => settingLabels[setting.variable]))}.{' '}
        <Link to="/admin/setup" className="font-medium underline underline-offset-4 hover:no-underline">
          Bekijk de instellingen
        </Link>
      </p>
    </section>
  )
}
