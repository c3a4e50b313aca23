import { Badge } from '#client/components/ui/badge'
import { TabsTrigger } from '#client/components/ui/tabs'

type Props = { value: string; label: string; count: number }

/** A tab with its count; the count is part of the tab's name, so a screen reader reads 'Wachtrij 3'. */
export function CountTabTrigger({ value, label, count }: Props) {
  return (
    <TabsTrigger value={value}>
      {label}{' '}
      <Badge variant={count > 0 ? 'default' : 'secondary'} className="tabular-nums">
        {count}
      </Badge>
    </TabsTrigger>
  )
}
