import { useQuery } from '@tanstack/react-query';
import Link from '@mui/material/Link';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { supportInfoQuery } from './onboarding-api';

/** The support phone of GET /support/info; null while loading or when it could not be read. */
export function useSupportPhone(): string | null {
  const { data } = useQuery(supportInfoQuery);
  return data?.support.generic.phone ?? null;
}

/** 'Служба поддержки: +7 800 …' as a tel: link (a farmer on a phone calls with one tap). */
export function SupportPhone(props: TypographyProps) {
  const phone = useSupportPhone();
  if (!phone) return null;
  return (
    <Typography variant="body2" color="text.secondary" {...props}>
      Служба поддержки:{' '}
      <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} sx={{ whiteSpace: 'nowrap' }}>
        {phone}
      </Link>
    </Typography>
  );
}
