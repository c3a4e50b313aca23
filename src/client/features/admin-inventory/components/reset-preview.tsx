import { useResetPreview } from '../api/reset-data'
import { resetPreviewText, resetRuleText } from '../reset-preview-text'

/**
 * The body of Reset Data's confirmation: what it deletes and what it keeps, counted when the dialog
 * opens. Inside the dialog's description (a paragraph), so lines are spans; the counts are announced
 * when they arrive. Without them the rule itself is said, which the reset applies all the same.
 */
export function ResetPreview() {
  const preview = useResetPreview()
  if (preview.isPending) {
    return (
      <span aria-live="polite" aria-busy className="block">
        Even tellen wat er verwijderd wordt…
      </span>
    )
  }
  const text = preview.isSuccess ? resetPreviewText(preview.data) : resetRuleText
  return (
    <span aria-live="polite" className="grid gap-2">
      <span className="block">{text.deletes}</span>
      <span className="block">{text.keeps}</span>
    </span>
  )
}
