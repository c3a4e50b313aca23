import { TagsIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button'
import { Loading } from '#client/components/ui/loading'
import { ScrollArea } from '#client/components/ui/scroll-area'
import { Sheet, SheetContent, SheetTrigger } from '#client/components/ui/sheet'
import { useProducts } from '#client/resources/products'
import { useCategories } from '../api/categories'
import { CategoryAddForm } from './category-add-form'
import { CategoryListItem } from './category-list-item'
import { SidePanelHeader } from '#client/components/ui/side-panel-header'

/** product.md 2.10: the Categories side panel; the list scrolls within 60% of the viewport. */
export function CategoriesSheet() {
  const categories = useCategories()
  const products = useProducts()
  const countOf = (name: string) => products.data?.filter((p) => p.category === name).length ?? 0
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline">
          <TagsIcon aria-hidden />
          Categorieën
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SidePanelHeader title="Categorieën" description="Voeg categorieën toe of verwijder ze." />
        <div className="grid gap-5 p-4">
          <CategoryAddForm />
          {categories.isPending && <Loading>Categorieën laden...</Loading>}
          {categories.isError && (
            <p role="alert" className="text-destructive">
              Kon de categorieën niet laden: {categories.error.message}
            </p>
          )}
          {categories.data?.length === 0 && <p className="text-muted-foreground">Nog geen categorieën.</p>}
          {categories.data && categories.data.length > 0 && (
            <ScrollArea aria-label="Alle categorieën" className="max-h-[60vh]">
              <ul className="divide-y divide-border">
                {categories.data.map((name) => (
                  <CategoryListItem key={name} name={name} productCount={countOf(name)} />
                ))}
              </ul>
            </ScrollArea>
          )}
        </div>
      </SheetContent>
    </Sheet>
  )
}
