import Box from '@mui/material/Box';

/**
 * «Перейти к содержимому» (WCAG 2.4.1, issue 29 point 11): the shell's first stop for the Tab key,
 * seen only while focused; it moves the keyboard past the menu and the header to the page.
 */
export function SkipLink({ to }: { to: HTMLElement | null }) {
  return (
    <Box
      component="a"
      href="#main"
      onClick={(e) => {
        // the router would take '#main' for a new address; focusing the page is all it means
        e.preventDefault();
        to?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (t) => t.zIndex.tooltip + 1,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        boxShadow: 3,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Перейти к содержимому
    </Box>
  );
}
