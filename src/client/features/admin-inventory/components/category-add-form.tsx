import { PlusIcon } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '#client/components/ui/button'
import { Input } from '#client/components/ui/input'
import { Label } from '#client/components/ui/label'
import { useAddCategory } from '../api/category-mutations'

/** product.md 5: a new category's name is trimmed; an empty name is ignored without a word. */
export function CategoryAddForm() {
  const [name, setName] = useState('')
  const add = useAddCategory()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const category = name.trim()
    if (!category || add.isPending) return
    add.mutate(category, { onSuccess: () => setName('') })
  }

  return (
    <form onSubmit={submit} className="grid gap-1.5">
      <Label htmlFor="new-category">Nieuwe categorie</Label>
      <div className="flex gap-2">
        <Input id="new-category" value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
        <Button type="submit" disabled={add.isPending}>
          <PlusIcon aria-hidden />
          Toevoegen
        </Button>
      </div>
    </form>
  )
}
