import type { SettingCheck } from '#shared/contracts/admin-setup'
import { SettingItem } from './setting-item'

/** A titled list of settings on the 'Instellingen' page. */
export function SettingList({ id, title, settings }: { id: string; title: string; settings: SettingCheck[] }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="grid gap-3 lg:grid-cols-2">
        {settings.map((setting) => (
          <SettingItem key={setting.variable} setting={setting} />
        ))}
      </ul>
    </section>
  )
}
