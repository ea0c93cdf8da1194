/**
 * Whether a visitor changed a field of the server's HTML (typed, chose, ticked, attached a file) before an
 * island's code ran: React keeps the fields' values while it hydrates, so an island reads them on mount.
 */
export function fieldsChanged(root: ParentNode, selector = 'input, textarea, select'): boolean {
  return [...root.querySelectorAll(selector)].some((field) => {
    if (field instanceof HTMLSelectElement) return selectChanged(field)
    if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue
    if (!(field instanceof HTMLInputElement)) return false
    if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked
    if (field.type === 'file') return Boolean(field.files?.length)
    return field.value !== field.defaultValue
  })
}

/** A list whose choice differs from the server's: with no option marked, a single-choice list shows its first. */
function selectChanged(select: HTMLSelectElement): boolean {
  const options = [...select.options]
  const marked = options.some((option) => option.defaultSelected)
  return options.some((option, index) => option.selected !== (option.defaultSelected || (!marked && !select.multiple && index === 0)))
}
