import { useEffect, useRef, useState } from 'react'

/**
 * product.md 4: a product row or card toggles between display and inline edit. Back from the editor,
 * focus returns to the edit button rather than the page's top.
 */
export function useInlineEdit() {
  const [editing, setEditing] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const leftEdit = useRef(false)

  useEffect(() => {
    if (!editing && leftEdit.current) {
      leftEdit.current = false
      editButton.current?.focus()
    }
  }, [editing])

  const stopEditing = () => {
    leftEdit.current = true
    setEditing(false)
  }
  return { editing, startEditing: () => setEditing(true), stopEditing, editButton }
}
