import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { usePhonePush, useSwitchPhonePush } from '../api/push-api';

/**
 * «Уведомления на телефон»: counter-offers and declined trip papers on the lock screen of this
 * phone (issue 29 point 19). Not shown where it cannot work: the server sends no pushes, the
 * browser has none, or the app runs without its service worker (the dev server).
 */
export function PhonePushSwitch() {
  const push = usePhonePush();
  const change = useSwitchPhonePush();
  const state = push.data;
  if (!state || state.kind === 'unavailable') return null;
  if (state.kind === 'blocked')
    return (
      <>
        <FormControlLabel control={<Switch checked={false} disabled />} label="Уведомления на телефон" />
        <FormHelperText>Уведомления запрещены в настройках браузера для этого сайта.</FormHelperText>
      </>
    );
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={state.on}
            disabled={change.isPending}
            onChange={(_, on) => change.mutate({ state, on })}
          />
        }
        label="Уведомления на телефон"
      />
      <FormHelperText>
        Встречные предложения и отклонённые документы рейса — на экране этого телефона.
      </FormHelperText>
    </>
  );
}
