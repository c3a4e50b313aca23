import { SERVER_MARKUP_ATTRIBUTE } from '#shared/contracts/page-render'

type TextField = HTMLInputElement | HTMLTextAreaElement

const TEXT_FIELDS = 'input, textarea'

/**
 * The server's markup takes typing in its text fields before the app's code has arrived (decision
 * 059). React renders the page in its place rather than hydrating it (decision 044), so the fields
 * the visitor typed in are replaced by the app's own. This carries what was typed over, with the
 * focus and the caret, in the moment React puts its page in: a MutationObserver's callback runs
 * after React's commit and before the browser paints, so no empty field is ever shown.
 */
export function keepTypedText(root: HTMLElement): void {
  const markup = root.firstElementChild
  if (!markup?.hasAttribute(SERVER_MARKUP_ATTRIBUTE)) return
  // The visitor may be in a field already: this runs once the app's code is in.
  let focused = isTextField(document.activeElement) && markup.contains(document.activeElement) ? document.activeElement : undefined
  markup.addEventListener('focusin', (event) => {
    if (isTextField(event.target)) focused = event.target
  })
  // Leaving the field while the page is still the server's. A browser may say the focus left when
  // the field goes with the markup, before the markup is gone: asked once the moment has passed
  // (after the observer below has carried the focus over), such a field keeps its claim.
  markup.addEventListener('focusout', () => {
    setTimeout(() => {
      if (markup.isConnected) focused = undefined
    })
  })
  const observer = new MutationObserver(() => {
    if (markup.isConnected) return
    observer.disconnect()
    carryOver(markup, root, focused)
  })
  observer.observe(root, { childList: true })
}

function carryOver(markup: Element, root: HTMLElement, focused: TextField | undefined): void {
  const taken = new Set<Element>()
  for (const field of markup.querySelectorAll<TextField>(TEXT_FIELDS)) {
    const typed = field.value !== field.defaultValue
    if (!typed && field !== focused) continue
    const key = fieldKey(field)
    const counterpart = [...root.querySelectorAll<TextField>(TEXT_FIELDS)].find(
      (candidate) => !taken.has(candidate) && fieldKey(candidate) === key,
    )
    if (!counterpart) continue
    taken.add(counterpart)
    if (typed) typeInto(counterpart, field.value)
    if (field === focused && (document.activeElement === null || document.activeElement === document.body)) {
      counterpart.focus({ preventScroll: true })
      restoreCaret(field, counterpart)
    }
  }
}

/** What the same field has in both renders: its element ids differ (React's useId per renderer). */
function fieldKey(field: TextField): string {
  return [field.tagName, field.type, field.name, field.placeholder, field.autocomplete, field.getAttribute('aria-label') ?? ''].join('|')
}

/**
 * Sets the value as typing does, so the app's state follows: React tracks the value the element's
 * own setter was given, so the prototype's setter is used and an input event is sent.
 */
function typeInto(field: TextField, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set
  setter?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

function restoreCaret(from: TextField, to: TextField): void {
  try {
    // Null, or a throw, for the fields without a caret the page can read (type email, number).
    if (from.selectionStart !== null && from.selectionEnd !== null) to.setSelectionRange(from.selectionStart, from.selectionEnd)
  } catch {
    // The caret stays at the end, where typing goes on.
  }
}

function isTextField(target: EventTarget | null): target is TextField {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement
}
