import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { agreementTemplateBody, type AgreementTemplateBody } from '@kolos/domain/agreements';
import { TextField } from '../../../shared/form';
import { notify } from '../../../shared/notify/notifier';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { usePublishAgreement } from '../api/agreements-api';

type Fields = { title: string; text: string };

/**
 * 'Новая редакция': the current title and text to edit, published after a confirmation that says
 * what follows — the approved farmers who signed an earlier version are asked at their next login;
 * agreements already signed do not change.
 */
export function PublishVersionForm({
  purchaserUuid,
  current,
  nextVersion,
}: {
  purchaserUuid: string | undefined;
  current: Fields | undefined;
  nextVersion: number;
}) {
  const publish = usePublishAgreement();
  const [confirming, setConfirming] = useState<AgreementTemplateBody | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Fields, unknown, AgreementTemplateBody>({
    resolver: zodResolver(agreementTemplateBody),
    defaultValues: current ?? { title: '', text: '' },
    mode: 'onTouched',
  });

  const submit = form.handleSubmit((body) => {
    setFailure(null);
    setConfirming({ ...body, ...(purchaserUuid ? { purchaserUuid } : {}) });
  });
  const confirm = () => {
    if (!confirming) return;
    publish.mutate(confirming, {
      onSuccess: (created) => {
        notify.success(`Редакция ${created.version} опубликована`);
        form.reset({ title: created.title, text: created.text });
        setConfirming(null);
      },
      onError: (error) => {
        setFailure(error.message);
        setConfirming(null);
      },
    });
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Новая редакция
        </Typography>
        <TextField<Fields> control={form.control} name="title" label="Название договора" required />
        <TextField<Fields>
          control={form.control}
          name="text"
          label="Текст договора"
          required
          multiline
          minRows={8}
          maxRows={20}
        />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={publish.isPending}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          Опубликовать редакцию {nextVersion}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={`Опубликовать редакцию ${nextVersion}?`}
        text="Фермеры, подписавшие прежнюю редакцию, при следующем входе увидят новую и смогут подписать её кодом из SMS. Уже подписанные договоры не меняются; новые фермеры подпишут эту редакцию при регистрации."
        confirmText="Опубликовать"
        loading={publish.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}
