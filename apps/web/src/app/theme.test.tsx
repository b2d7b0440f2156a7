import { cleanup, render, screen, waitFor } from '@testing-library/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { afterEach, describe, expect, it } from 'vitest';
import { motionOptions, theme } from './theme';

afterEach(cleanup);

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

describe('dialogs start the keyboard in their first field (issue 29 point 11)', () => {
  it('a dialog with fields focuses the first one', async () => {
    render(
      <ThemeProvider theme={theme}>
        <Dialog open aria-label="Новая машина">
          <Button>Справка</Button>
          <TextField label="Номер тягача" />
          <TextField label="Номер прицепа" />
        </Dialog>
      </ThemeProvider>,
    );
    const first = screen.getByRole('textbox', { name: 'Номер тягача' });
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('a dialog that focuses a control itself keeps it', async () => {
    render(
      <ThemeProvider theme={theme}>
        <Dialog open aria-label="Удалить?">
          <TextField label="Причина" />
          <Button autoFocus>Удалить</Button>
        </Dialog>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Удалить' });
    await new Promise((r) => setTimeout(r, 400));
    expect(document.activeElement).toBe(button);
  });
});
