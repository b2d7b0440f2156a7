import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Company, CompanyCard } from '@kolos/domain/companies';
import { CompanyCardFields } from '../../../shared/onboarding/company-card-fields';
import {
  cardValuesOf,
  companyCardResolver,
  type CompanyCardValues,
} from '../../../shared/onboarding/company-card-form';

interface Props {
  company: Company;
  saving: boolean;
  onSubmit: (card: CompanyCard) => void;
  onCancel: () => void;
}

/**
 * The moderator's edit of the card: the registration flow's own fields and checks (shared/onboarding),
 * the domain's schema as resolver — the server's requisite checks and Russian messages.
 */
export function CardEditForm({ company, saving, onSubmit, onCancel }: Props) {
  const form = useForm<CompanyCardValues, unknown, CompanyCard>({
    resolver: companyCardResolver,
    defaultValues: cardValuesOf(company),
    mode: 'onTouched',
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <CompanyCardFields form={form} disabled={saving} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={saving}>
            Отмена
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            Сохранить
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
