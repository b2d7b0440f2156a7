import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import {
  TRIP_DOCUMENT_CODES,
  TRIP_DOCUMENT_NAMES,
  type TripDocumentCode,
  type TripDocsSettingsReply,
} from '@kolos/domain/trip-documents';
import { notify } from '../notify/notifier';
import { notifyFailure } from '../notify/notify-failure';
import { useSaveTripDocsSettings, useTripDocsSettings } from './trip-docs-api';

function Form({ settings }: { settings: TripDocsSettingsReply }) {
  const [required, setRequired] = useState<TripDocumentCode[]>(settings.required as TripDocumentCode[]);
  const save = useSaveTripDocsSettings(settings.locationUuid);
  const toggle = (code: TripDocumentCode, on: boolean) =>
    setRequired((r) => TRIP_DOCUMENT_CODES.filter((c) => (c === code ? on : r.includes(c))));
  const submit = async () => {
    try {
      await save.mutateAsync({ required });
      notify.success('Документы для разгрузки сохранены');
    } catch (error) {
      notifyFailure(error);
    }
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" sx={{ fontWeight: 700 }}>
        Документы рейса, без которых машину не разгружают
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Для всего пункта приёмки, не только этого дня.
        {settings.custom ? '' : ' Сейчас — по умолчанию: ТТН и номер СДИЗ.'} Без отметок машины разгружают без
        проверки документов.
      </Typography>
      <FormGroup row>
        {TRIP_DOCUMENT_CODES.map((code) => (
          <FormControlLabel
            key={code}
            label={TRIP_DOCUMENT_NAMES[code]}
            control={
              <Checkbox checked={required.includes(code)} onChange={(e) => toggle(code, e.target.checked)} />
            }
          />
        ))}
      </FormGroup>
      <Button variant="outlined" onClick={() => void submit()} disabled={save.isPending}>
        Сохранить документы
      </Button>
    </Box>
  );
}

/**
 * Issue 20 point 1: which trip documents a point demands before unloading, in its 'Настройки
 * очереди' (the same right); the platform's default is the waybill and the СДИЗ number.
 */
export function RequiredDocsSettings({ locationUuid }: { locationUuid: string }) {
  const settings = useTripDocsSettings(locationUuid, true);
  if (!settings.data) return null;
  return <Form key={locationUuid} settings={settings.data} />;
}
