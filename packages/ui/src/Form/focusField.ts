/** What can take focus inside a field: react-aria's composite controls included. */
const focusableSelector = [
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  // A DateField's or DatePicker's segments, a grid's cells: focusable only by their tabindex.
  '[role="spinbutton"]:not([aria-disabled="true"])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * The element that takes focus for the field with this id: the element itself when it is a
 * control, else the one inside it a person would start with. A RadioGroup's id is on its group,
 * so its checked option (or the first); a DatePicker's or DateField's id is on the group of
 * segments, so the first segment; a Select's or ComboBox's, their button or input.
 * `null` when the page has no such field or nothing in it can take focus.
 */
export function findFieldControl(fieldId: string): HTMLElement | null {
  const target = document.getElementById(fieldId);
  if (!target) return null;
  if (target.matches(focusableSelector)) return target;
  return (
    target.querySelector<HTMLElement>('input:checked:not([disabled])') ??
    target.querySelector<HTMLElement>(focusableSelector)
  );
}

/**
 * Focuses the field with this id (see `findFieldControl`) and scrolls its label into view with
 * it, as GOV.UK does: the question, not only the box. What an error summary's link does, and
 * what a step does when it opens at a field ('Cambiar' from a summary of answers).
 * Returns whether something took focus.
 */
export function focusField(fieldId: string): boolean {
  const control = findFieldControl(fieldId);
  if (!control) return false;
  const target = document.getElementById(fieldId);
  const labelId = (target?.getAttribute('aria-labelledby') ?? '').split(' ')[0];
  const label =
    (control instanceof HTMLInputElement && control.labels?.[0]) ||
    (labelId ? document.getElementById(labelId) : null);
  (label || control).scrollIntoView?.({ block: 'center' });
  control.focus({ preventScroll: true });
  return document.activeElement === control;
}
