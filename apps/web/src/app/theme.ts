import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { ruRU as materialRuRU } from '@mui/material/locale';
import { focusFirstField } from '../shared/ui/focus-first-field';
import { TAP, TOUCH } from '../shared/ui/touch';

/**
 * Someone who asked the system for less motion (WCAG 2.1, 2.3.3) gets no sliding, fading or
 * ripples: dialogs, menus and toasts appear at once. Spinners keep turning — they say "wait".
 */
export function motionOptions(reduced: boolean): ThemeOptions {
  if (!reduced) return {};
  return {
    transitions: {
      create: () => 'none',
      duration: {
        shortest: 0,
        shorter: 0,
        short: 0,
        standard: 0,
        complex: 0,
        enteringScreen: 0,
        leavingScreen: 0,
      },
    },
    components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
  };
}

/**
 * A keyboard user sees where he is (WCAG 2.4.7, issue 29 point 11): every control that takes
 * focus from the keyboard gets a ring. Text fields are left out: their outline already turns
 * thick and green. `body` lifts the rule over MUI's `outline: 0` on its buttons.
 */
const FOCUS_RING = 'body :focus-visible:not(.MuiInputBase-root *):not(.MuiPickersInputBase-root *)';

const prefersReducedMotion =
  typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
const motion = motionOptions(prefersReducedMotion);

/**
 * The green theme of the product (SPEC 1) with MUI's Russian locale. DataGrid and the date pickers
 * take their Russian texts where they are used (ServerDataGrid, DatesProvider), so the theme —
 * loaded by every screen, /login too — does not carry their code.
 */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#2e7d32', light: '#60ad5e', dark: '#1b5e20', contrastText: '#ffffff' },
      secondary: { main: '#f9a825', dark: '#c17900', contrastText: '#1f2a1f' },
      // WCAG 2.1 AA: white text on a filled chip or button needs 4.5:1 — MUI's own blue (3.9:1)
      // and orange (3.1:1) do not reach it; these do (4.8:1 and 5.0:1).
      info: { main: '#0277bd', light: '#58a5f0', dark: '#01579b', contrastText: '#ffffff' },
      warning: { main: '#b45309', light: '#f59e0b', dark: '#92400e', contrastText: '#ffffff' },
      background: { default: '#f4f7f3', paper: '#ffffff' },
      // disabled: the helper text and label of a disabled field stay readable (4.5:1; MUI's 2.7:1).
      text: { primary: '#1f2a1f', secondary: '#5d6b5d', disabled: '#6b716b' },
      divider: '#e1e8df',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Roboto", "Segoe UI", "Helvetica Neue", Arial, "DejaVu Sans", sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
      h4: { fontSize: '1.9rem' },
    },
    transitions: motion.transitions,
    components: {
      ...motion.components,
      MuiCssBaseline: {
        styleOverrides: (t) => ({
          [FOCUS_RING]: { outline: `3px solid ${t.palette.primary.dark}`, outlineOffset: 2 },
          [TOUCH]: {
            // a small field is 40 px: 44 on a touch screen, its label still in the middle
            '.MuiInputBase-root, .MuiPickersInputBase-root': { minHeight: TAP },
            '.MuiInputLabel-sizeSmall:not(.MuiInputLabel-shrink)': {
              transform: 'translate(14px, 11px) scale(1)',
            },
            // the map's zoom buttons (Leaflet's own 30 px)
            '.leaflet-container.leaflet-touch .leaflet-bar a': {
              width: TAP,
              height: TAP,
              lineHeight: `${TAP}px`,
            },
          },
        }),
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { [TOUCH]: { minHeight: TAP } } },
      },
      MuiIconButton: { styleOverrides: { root: { [TOUCH]: { minWidth: TAP, minHeight: TAP } } } },
      MuiCheckbox: { styleOverrides: { root: { [TOUCH]: { minWidth: TAP, minHeight: TAP } } } },
      MuiRadio: { styleOverrides: { root: { [TOUCH]: { minWidth: TAP, minHeight: TAP } } } },
      MuiChip: {
        styleOverrides: {
          root: { [TOUCH]: { '&.MuiChip-clickable': { height: TAP, borderRadius: TAP / 2 } } },
        },
      },
      MuiFormControlLabel: { styleOverrides: { root: { [TOUCH]: { minHeight: TAP } } } },
      MuiPaginationItem: { styleOverrides: { root: { [TOUCH]: { minWidth: TAP, minHeight: TAP } } } },
      MuiListItemButton: {
        styleOverrides: { root: { borderRadius: 8, [TOUCH]: { minHeight: TAP } } },
      },
      // the transition ends when the dialog is in place: its fields can take the focus
      MuiDialog: { defaultProps: { slotProps: { transition: { onEntered: focusFirstField } } } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiTextField: { defaultProps: { variant: 'outlined' } },
      MuiTooltip: { defaultProps: { arrow: true } },
      // MUI's grey (action.active) on the page's background and green on the selected tint stay
      // under 4.5:1; the darker text of the palette reaches it.
      MuiToggleButton: {
        styleOverrides: {
          root: ({ theme: t }) => ({
            color: t.palette.text.secondary,
            '&.Mui-selected, &.Mui-selected:hover': { color: t.palette.primary.dark },
            [TOUCH]: { minHeight: TAP, minWidth: TAP },
          }),
        },
      },
    },
  },
  materialRuRU,
);
