import { toast } from '#client/components/ui/use-toast'

/**
 * Puts the field's link on the clipboard. When the browser refuses (no permission, or no clipboard
 * at all on a page served over plain http from another computer), the link is selected in its
 * field instead, so one Ctrl+C copies it.
 */
export async function copyLink(field: HTMLInputElement, label: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('The clipboard API is not available on this page')
    await navigator.clipboard.writeText(field.value)
    toast({ title: 'Link gekopieerd', description: `De link van ${label} staat op het klembord.` })
  } catch {
    field.focus()
    field.select()
    toast({
      title: 'Link geselecteerd',
      description: 'De browser staat kopiëren niet toe: druk op Ctrl+C (Cmd+C op een Mac) om de link te kopiëren.',
    })
  }
}
