import type { ReactNode } from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ruRU } from '@mui/x-date-pickers/locales';
import './dayjs';

const localeText = ruRU.components.MuiLocalizationProvider.defaultProps.localeText;

/** The date pickers' dayjs adapter with the ru locale and Russian texts. */
export function DatesProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ru" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
