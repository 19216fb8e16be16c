import type { ReactNode } from 'react';
import { ListLayout, Virtualizer } from 'react-aria-components';

/** Height of one option in px; the virtual layout places rows by it (Select's item height). */
const ROW_HEIGHT = 36;

/**
 * The ComboBox's list, virtualised: only the visible rows are in the DOM, so thousands of
 * options (every municipality of a province, or of Spain) stay fast. Loaded apart from the
 * ComboBox (react-aria's Virtualizer and ListLayout): see `OptionList` in ComboBox.tsx.
 */
export function VirtualList({ children }: { children: ReactNode }) {
  return (
    <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: ROW_HEIGHT, padding: 4 }}>
      {children}
    </Virtualizer>
  );
}
