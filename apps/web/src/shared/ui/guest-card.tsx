import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The card guest pages (login, errors) show inside the guest layout. */
export function GuestCard({
  title,
  subtitle,
  icon,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper
      elevation={0}
      sx={{
        width: '100%',
        maxWidth: 440,
        p: { xs: 3, sm: 4.5 },
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        boxShadow: '0 12px 40px rgba(27, 94, 32, 0.08)',
      }}
    >
      {icon}
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: subtitle ? 1 : 3 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
