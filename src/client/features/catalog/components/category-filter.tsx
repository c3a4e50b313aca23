import { Button } from '#client/components/ui/button'

type Props = {
  categories: string[]
  /** undefined: 'Alle'. */
  selected: string | undefined
  onSelect: (category: string | undefined) => void
}

/** product.md 2.6: 'Alle' plus one toggle button per category, each a 44 px target (decision 042). */
export function CategoryFilter({ categories, selected, onSelect }: Props) {
  return (
    <div role="group" aria-label="Filter op categorie" className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant={selected === undefined ? 'default' : 'outline'}
        aria-pressed={selected === undefined}
        onClick={() => onSelect(undefined)}
      >
        Alle
      </Button>
      {categories.map((category) => (
        <Button
          key={category}
          size="sm"
          variant={selected === category ? 'default' : 'outline'}
          // A category is named by the seller: a long name wraps inside its button.
          className="h-auto min-h-11 py-2 whitespace-normal! text-left"
          aria-pressed={selected === category}
          onClick={() => onSelect(category)}
        >
          {category}
        </Button>
      ))}
    </div>
  )
}
