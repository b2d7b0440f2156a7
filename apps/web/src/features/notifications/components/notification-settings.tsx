import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { NotificationSettingsWire } from '@kolos/domain/notifications';
import { useSession } from '../../../shared/auth/use-session';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/settings-api';
import { PhonePushSwitch } from './phone-push-switch';

/** The channels panel: in-app always on (shown so, disabled), SMS and e-mail as the user chooses. */
export function NotificationSettings() {
  const { user } = useSession();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  if (!settings.data) return <PageLoader />;
  const current = settings.data;
  const toggle = (channel: 'sms' | 'email') => (_: unknown, checked: boolean) =>
    save.mutate({ sms: current.sms, email: current.email, [channel]: checked } as Pick<
      NotificationSettingsWire,
      'sms' | 'email'
    >);
  return (
    <Box sx={{ px: 2, py: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Каналы уведомлений
      </Typography>
      <FormControlLabel control={<Switch checked disabled />} label="В приложении (всегда)" />
      <FormControlLabel
        control={<Switch checked={current.sms} onChange={toggle('sms')} />}
        label="SMS на телефон"
      />
      <FormControlLabel
        control={<Switch checked={current.email} onChange={toggle('email')} />}
        label="Электронная почта"
      />
      {/* Only a farmer's notices are pushed (the kinds of @kolos/domain/push). */}
      {user?.userType === 'farmer' && <PhonePushSwitch />}
      {current.email && !current.hasEmail && (
        <FormHelperText>Письма придут, когда в профиле будет указан e-mail для уведомлений.</FormHelperText>
      )}
      {user?.userType === 'farmer' && (
        <FormHelperText>
          Новые торги по вашим точкам приходят по SMS и почте одной сводкой в час.
        </FormHelperText>
      )}
    </Box>
  );
}
