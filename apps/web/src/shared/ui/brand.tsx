import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export const PRODUCT_NAME = 'Колос';

/** The wheat-ear mark of the product. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <Box
      component="img"
      src="/favicon.svg"
      alt=""
      aria-hidden
      sx={{ width: size, height: size, display: 'block', borderRadius: size / 4.5 }}
    />
  );
}

/** Mark and product name. */
export function Brand({ color, size = 36 }: { color?: string; size?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color }}>
      <BrandMark size={size} />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: size * 0.6, letterSpacing: 0.5 }}>
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
