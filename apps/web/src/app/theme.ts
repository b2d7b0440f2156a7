import { createTheme } from '@mui/material/styles';
import { ruRU as materialRuRU } from '@mui/material/locale';

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
      background: { default: '#f4f7f3', paper: '#ffffff' },
      text: { primary: '#1f2a1f', secondary: '#5d6b5d' },
      divider: '#e1e8df',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Roboto", "Segoe UI", "Helvetica Neue", Arial, "DejaVu Sans", sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
      h4: { fontSize: '1.9rem' },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiTextField: { defaultProps: { variant: 'outlined' } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiListItemButton: {
        styleOverrides: { root: { borderRadius: 8 } },
      },
    },
  },
  materialRuRU,
);
