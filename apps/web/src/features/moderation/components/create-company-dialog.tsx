import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { v7 } from 'uuid';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { COMPANY_MSG, type CompanyCard } from '@kolos/domain/companies';
import { isApiError } from '../../../shared/api/api-error';
import { showServerErrors } from '../../../shared/form';
import { notify } from '../../../shared/notify/notifier';
import { CompanyCardFields } from '../../../shared/onboarding/company-card-fields';
import {
  companyCardResolver,
  EMPTY_CARD_VALUES,
  type CompanyCardValues,
} from '../../../shared/onboarding/company-card-form';
import { pathTo } from '../../../shared/routing/paths';
import { useCreatePurchaserCompany } from '../api/moderation-api';
import { ResponsiveDialog } from '../../../shared/ui/responsive-dialog';

/**
 * 'Создать компанию закупщика' (issue 28 point 18, docs/onboarding.md): the card of a new
 * purchaser — the registration's own fields and checks — then its page. The server's refusals
 * land under their fields (400 by field, a taken ИНН under ИНН); the uuid is chosen once per
 * dialog, so a second click after a lost answer finds the card made by the first.
 */
export function CreateCompanyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ResponsiveDialog open={open} onClose={onClose} maxWidth="md" title="Новая компания закупщика">
      {open && <CreateCompanyForm onClose={onClose} />}
    </ResponsiveDialog>
  );
}

function CreateCompanyForm({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreatePurchaserCompany();
  const [uuid] = useState(() => v7());
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CompanyCardValues, unknown, CompanyCard>({
    resolver: companyCardResolver,
    defaultValues: EMPTY_CARD_VALUES,
    mode: 'onTouched',
  });
  const opened = () => navigate(pathTo('ModerationFarmer', { uuid }));

  const submit = form.handleSubmit((card) => {
    setFailure(null);
    create.mutate(
      { uuid, card },
      {
        onSuccess: () => {
          notify.success('Компания создана');
          opened();
        },
        onError: (error) => {
          if (showServerErrors(error, form.setError).length) return;
          if (isApiError(error) && error.message === COMPANY_MSG.taxCodeTaken) {
            form.setError('taxCode', { type: 'server', message: error.message }, { shouldFocus: true });
          } else if (isApiError(error) && error.message === COMPANY_MSG.uuidTaken) opened();
          else setFailure(error.message);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <DialogContent dividers>
        <Alert severity="info" sx={{ mb: 2 }}>
          Закупщик (элеватор, трейдер, переработчик) не проходит модерацию: компания будет одобрена сразу.
          Затем добавьте её сотрудников в разделе «Пользователи».
        </Alert>
        {/* not disabled while saving: a refused field must take the focus (the button shows the wait) */}
        <CompanyCardFields form={form} />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          Отмена
        </Button>
        <Button type="submit" variant="contained" loading={create.isPending}>
          Создать
        </Button>
      </DialogActions>
    </form>
  );
}
