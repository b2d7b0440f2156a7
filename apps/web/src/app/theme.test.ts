import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { motionOptions } from './theme';

describe('motionOptions: prefers-reduced-motion (WCAG 2.3.3)', () => {
  it.each([
    { reduced: false, transition: /^opacity \d+ms/, entering: 225, ripple: undefined },
    { reduced: true, transition: /^none$/, entering: 0, ripple: true },
  ])('reduced $reduced', ({ reduced, transition, entering, ripple }) => {
    const theme = createTheme(motionOptions(reduced));
    expect(theme.transitions.create('opacity')).toMatch(transition);
    expect(theme.transitions.duration.enteringScreen).toBe(entering);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(ripple);
  });
});
