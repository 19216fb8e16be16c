import { FieldDescription, FieldError } from '../Field';

/**
 * The description and the error of an inline field, empty and hidden. react-aria looks for them
 * once the field is in the page and, when they are missing, draws the field again at once, in
 * the same task as the page's first commit (see `FieldDescription`).
 */
export function HiddenFieldTexts() {
  return (
    <>
      <FieldDescription />
      <FieldError />
    </>
  );
}
