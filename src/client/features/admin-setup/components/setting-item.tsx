import type { SettingCheck, SettingState } from '#shared/contracts/admin-setup'
import { Badge, type BadgeVariant } from '#client/components/ui/badge'
import { settingAdvice, settingLabels, settingValue, stateLabels } from '../setting-texts'

const badgeVariants: Record<SettingState, BadgeVariant> = {
  ok: 'success',
  default: 'secondary',
  test: 'warning',
  placeholder: 'danger',
  missing: 'danger',
}

/**
 * One setting: its name, its state in words, its value when it is no secret, what to do about it, and
 * the variable the server reads it from (decision 037).
 */
export function SettingItem({ setting }: { setting: SettingCheck }) {
  const headingId = `setting-${setting.variable}`
  const value = settingValue(setting)
  return (
    <li className="grid content-start gap-2 rounded-[var(--radius)] border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {settingLabels[setting.variable]}
        </h3>
        <Badge variant={badgeVariants[setting.state]}>{stateLabels[setting.state]}</Badge>
      </div>
      {value !== null ? <p className="font-medium">{value}</p> : null}
      <p className="text-sm text-muted-foreground">{settingAdvice(setting)}</p>
      <p className="text-sm text-muted-foreground">
        Variabele: <code className="rounded bg-muted px-1 py-0.5 font-mono text-foreground">{setting.variable}</code>
      </p>
    </li>
  )
}
