/** What a person fills in: text, choices, a date's first part. Buttons and links are not fields. */
const FIELDS = [
  'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="file"])',
  'textarea',
  'select',
  '[role="combobox"]',
  '[role="spinbutton"]',
]
  .map((f) => `${f}:not(:disabled):not([aria-disabled="true"]):not([aria-hidden="true"])`)
  .join(',');

const usable = (el: HTMLElement) => el.tabIndex >= 0 || el.getAttribute('role') === 'spinbutton';

/**
 * Once a dialog has opened, the keyboard starts in its first field (issue 29 point 11) rather
 * than on the dialog itself. A dialog that put the focus somewhere on purpose (`autoFocus`), or a
 * user who has moved it already, keeps it there.
 */
export function focusFirstField(dialog: HTMLElement) {
  const active = dialog.ownerDocument.activeElement;
  const onItself =
    active instanceof HTMLElement && (active === dialog || active.getAttribute('role') === 'dialog');
  if (active && dialog.contains(active) && !onItself) return;
  const field = Array.from(dialog.querySelectorAll<HTMLElement>(FIELDS)).find(usable);
  field?.focus();
}
