import { useRef, useState, type MouseEvent } from 'react';
import type { FieldSelectedSections } from '@mui/x-date-pickers/models';

/**
 * The date fields' one rule of where typing starts (issue 13 point 1, issue 29 point 9): the click
 * that enters a field puts the typing at its first part, the day, wherever it lands — a click in
 * the middle selected the month or the year, and '15032027' became another day. Once inside,
 * clicks select the part they aim at. Spread `wrapper` on an element around the picker and pass
 * `sections` to it.
 */
export function useEnterAtStart() {
  const [selected, setSelected] = useState<FieldSelectedSections>(null);
  // from the press that enters the field to the end of its click
  const entering = useRef(false);
  return {
    wrapper: {
      onMouseDownCapture: (e: MouseEvent<HTMLElement>) => {
        entering.current = !e.currentTarget.contains(document.activeElement);
      },
      onClick: () => {
        entering.current = false;
      },
    },
    sections: {
      selectedSections: selected,
      onSelectedSectionsChange: (next: FieldSelectedSections) =>
        setSelected(entering.current && typeof next === 'number' ? 0 : next),
    },
  };
}
