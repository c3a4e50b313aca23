import { PlusIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#client/components/ui/button'
import { Sheet, SheetContent, SheetTrigger } from '#client/components/ui/sheet'
import { ProductForm } from './product-form'
import { SidePanelHeader } from '#client/components/ui/side-panel-header'

/** product.md 2.10: the Add Product side panel. It closes after a product was added. */
export function AddProductSheet() {
  const [open, setOpen] = useState(false)
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button>
          <PlusIcon aria-hidden />
          Product toevoegen
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SidePanelHeader title="Product toevoegen" description="Een nieuw product voor de winkel." />
        <div className="min-h-0 flex-1 overflow-y-auto">
          <ProductForm onAdded={() => setOpen(false)} />
        </div>
      </SheetContent>
    </Sheet>
  )
}
