import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { CompanyCard } from '@kolos/domain/companies';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { pathTo } from '../../../shared/routing/paths';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useModerationCompany, useSaveCompanyCard } from '../api/moderation-api';
import { CardEditForm } from '../components/card-edit-form';

/** Issue 19 point 6: the moderator fixes the company card (PUT /companies/{uuid}; an admin always may). */
export function ModerationFarmerEdit() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, isPending } = useModerationCompany(uuid);
  const save = useSaveCompanyCard(uuid);
  const back = pathTo('ModerationFarmer', { uuid });

  const submit = (card: CompanyCard) =>
    save.mutate(card, {
      onSuccess: () => {
        notify.success('Анкета сохранена');
        navigate(back);
      },
      onError: notifyFailure,
    });

  return (
    <Box sx={{ maxWidth: 1000 }}>
      <Link component={RouterLink} to={back} sx={{ display: 'inline-flex', gap: 0.5, mb: 1 }}>
        <ArrowBackIcon fontSize="small" /> К организации
      </Link>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {data ? `Анкета: ${data.company.name}` : 'Анкета организации'}
      </Typography>
      {isPending ? (
        <PageLoader />
      ) : data ? (
        <CardEditForm
          company={data.company}
          saving={save.isPending}
          onSubmit={submit}
          onCancel={() => navigate(back)}
        />
      ) : (
        <Alert severity="error">{error?.message || 'Организация не найдена'}</Alert>
      )}
    </Box>
  );
}
