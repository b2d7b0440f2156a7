import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** A phone-wide screen (below MUI's `sm`, 600 px): lists show cards instead of a wide grid. */
export const useIsPhone = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
