/**
 * Text for screen readers only: a header cell over icons or links still needs a name (axe). Its
 * cell must be `position: relative`, or the text escapes a scrolling table and widens the page.
 */
export const SR_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
