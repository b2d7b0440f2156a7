import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiKeyCreateBody, webhookSettingsBody } from '@kolos/domain/tasks';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { useApiKeyCommand, useApiKeys, useSaveWebhook, useWebhook } from '../api/integration';

/** A value shown once: the secret or the key, to be copied now — the server never answers it again. */
function OnceShown({ label, value }: { label: string; value: string }) {
  return (
    <Alert severity="warning" sx={{ wordBreak: 'break-all' }}>
      {label} (показывается один раз, сохраните его): <code>{value}</code>
    </Alert>
  );
}

/**
 * The company super-user's integration settings (docs/tasks.md): where its third-party deals are
 * sent, the signing secret, and the API keys its own systems create deals with.
 */
export function IntegrationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const webhook = useWebhook(open);
  const saveWebhook = useSaveWebhook();
  const keys = useApiKeys(open);
  const keyCommand = useApiKeyCommand();
  const [url, setUrl] = useState<string | null>(null);
  const [urlError, setUrlError] = useState<string>();
  const [partner, setPartner] = useState('');
  const [partnerError, setPartnerError] = useState<string>();
  const [shown, setShown] = useState<{ label: string; value: string } | null>(null);

  const save = async (rotateSecret: boolean) => {
    const parsed = webhookSettingsBody.safeParse({ url: url ?? webhook.data?.url ?? '', rotateSecret });
    setUrlError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    try {
      const saved = await saveWebhook.mutateAsync(parsed.data);
      if (saved.secret) setShown({ label: 'Секрет подписи', value: saved.secret });
    } catch (error) {
      notifyFailure(error);
    }
  };
  const issue = async () => {
    const parsed = apiKeyCreateBody.safeParse({ partner });
    setPartnerError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    try {
      const made = await keyCommand.mutateAsync(parsed.data);
      if (made.key) setShown({ label: `Ключ API для «${made.partner}»`, value: made.key });
      setPartner('');
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Интеграция с учётной системой</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {shown && <OnceShown label={shown.label} value={shown.value} />}
          <Typography variant="subtitle2">Адрес для отправки сделок</Typography>
          <TextField
            label="URL"
            size="small"
            value={url ?? webhook.data?.url ?? ''}
            onChange={(e) => setUrl(e.target.value)}
            error={Boolean(urlError)}
            helperText={urlError ?? 'Каждая сделка отправляется POST-запросом с подписью X-Kolos-Signature'}
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => void save(false)} disabled={saveWebhook.isPending}>
              Сохранить адрес
            </Button>
            {webhook.data?.hasSecret && (
              <Button onClick={() => void save(true)} disabled={saveWebhook.isPending}>
                Выпустить новый секрет
              </Button>
            )}
          </Stack>
          <Typography variant="subtitle2">Ключи API</Typography>
          <List dense disablePadding>
            {(keys.data ?? []).map((k) => (
              <ListItem
                key={k.uuid}
                disableGutters
                secondaryAction={
                  !k.revokedAt && (
                    <Button
                      color="error"
                      size="small"
                      onClick={() => void keyCommand.mutateAsync({ uuid: k.uuid }).catch(notifyFailure)}
                    >
                      Отозвать
                    </Button>
                  )
                }
              >
                <ListItemText
                  primary={`${k.partner} · ${k.prefix}…`}
                  secondary={k.revokedAt ? 'Отозван' : 'Действует'}
                />
              </ListItem>
            ))}
          </List>
          <Stack direction="row" spacing={1} alignItems="flex-start">
            <TextField
              label="Система"
              size="small"
              value={partner}
              onChange={(e) => setPartner(e.target.value)}
              error={Boolean(partnerError)}
              helperText={partnerError}
            />
            <Button onClick={() => void issue()} disabled={keyCommand.isPending}>
              Выпустить ключ
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
