import { useEffect } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { Brand, PRODUCT_NAME } from '../../shared/ui/brand';

const FEATURES = [
  { icon: GavelOutlined, text: 'Торги и предложения аграриев в реальном времени' },
  { icon: HandshakeOutlined, text: 'Крупные сделки, контракты и авансирование' },
  { icon: LocalShippingOutlined, text: 'Точки отгрузки, электронная очередь и транспорт' },
];

/** Login, access denied and not found: a brand panel on wide screens and the page's card. */
export function GuestLayout() {
  // Guest pages belong to no back-office section (and the section table, with its icons, is not
  // loaded here): the tab shows the product's name.
  useEffect(() => {
    document.title = PRODUCT_NAME;
  }, []);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }}>
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: { md: 5, lg: 7 },
          color: 'common.white',
          background:
            'radial-gradient(circle at 85% 15%, rgba(249,168,37,0.22) 0, transparent 45%), linear-gradient(160deg, #1b5e20 0%, #2e7d32 55%, #43a047 100%)',
        }}
      >
        <Brand size={44} />
        <Box>
          <Typography
            variant="h3"
            component="p"
            sx={{ fontWeight: 700, lineHeight: 1.15, mb: 2, fontSize: { md: 34, lg: 40 } }}
          >
            Платформа торговли зерном и логистики
          </Typography>
          <Typography sx={{ opacity: 0.85, fontSize: 17, mb: 4, maxWidth: 460 }}>
            Всё для закупщиков, аграриев и администраторов — в одном окне.
          </Typography>
          <Stack spacing={2}>
            {FEATURES.map(({ icon: Icon, text }) => (
              <Box key={text} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Box
                  sx={{
                    width: 40,
                    height: 40,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'rgba(255,255,255,0.14)',
                    flexShrink: 0,
                  }}
                >
                  <Icon sx={{ color: '#fdd835' }} />
                </Box>
                <Typography sx={{ opacity: 0.95 }}>{text}</Typography>
              </Box>
            ))}
          </Stack>
        </Box>
        <Typography variant="body2" sx={{ opacity: 0.7 }}>
          © Колос
        </Typography>
      </Box>
      <Box
        component="main"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 2, sm: 4 },
          gap: 4,
        }}
      >
        <Box sx={{ display: { md: 'none' }, color: 'primary.dark' }}>
          <Brand size={44} />
        </Box>
        <Outlet />
      </Box>
    </Box>
  );
}
