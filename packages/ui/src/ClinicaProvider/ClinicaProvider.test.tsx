// @vitest-environment jsdom
import { CalendarDate } from '@internationalized/date';
import { render, screen } from '@testing-library/react';
import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
  FieldError,
  Label,
} from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClinicaProvider } from './ClinicaProvider';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ClinicaProvider', () => {
  // react-stately validates dates in `navigator.language`, not in I18nProvider's locale: in an
  // English browser its message was 'Value must be … or later.', and in an app built with the
  // es-ES strings alone the lookup threw instead.
  it.each(['en-US', 'ca-ES', 'fr-FR'])(
    "gives react-aria's date validation its Spanish text in a browser in %s",
    (idioma) => {
      vi.spyOn(navigator, 'language', 'get').mockReturnValue(idioma);
      render(
        <ClinicaProvider>
          <AriaDateField
            value={new CalendarDate(2026, 1, 10)}
            minValue={new CalendarDate(2026, 2, 1)}
            validationBehavior="aria"
          >
            <Label>Fecha</Label>
            <DateInput>{(segment) => <DateSegment segment={segment} />}</DateInput>
            <FieldError>{(validation) => validation.validationErrors.join(' ')}</FieldError>
          </AriaDateField>
        </ClinicaProvider>,
      );
      expect(screen.getByText(/^El valor debe ser .+ o posterior\.$/)).toBeTruthy();
    },
  );
});
