import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { COMPANY_STATUS_MACHINE, type CompanyStatus } from '@kolos/domain/companies';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { pathTo } from '../../../shared/routing/paths';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useModerationCompany, useModerationDecision } from '../api/moderation-api';
import { AgreementCard } from '../components/agreement-card';
import { CompanyDocuments } from '../components/company-documents';
import { CompanyFacts } from '../components/company-facts';
import { DeclineDialog } from '../components/decline-dialog';
import { StatusHistory } from '../components/status-history';
import { CompanyStatusChip } from '../components/status-chip';

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const BackLink = () => (
  <Link
    component={RouterLink}
    to={pathTo('ModerationFarmerList')}
    sx={{ display: 'inline-flex', gap: 0.5, mb: 1 }}
  >
    <ArrowBackIcon fontSize="small" /> К списку организаций
  </Link>
);

/**
 * Issue 19 point 6: the company for the moderator — its card, its documents previewed side by
 * side, the agreement, the status history — with 'Одобрить' and 'Отклонить' while it waits.
 */
export function ModerationFarmer() {
  const { uuid = '' } = useParams();
  const { data, error, isPending } = useModerationCompany(uuid);
  const decision = useModerationDecision(uuid);
  const [declining, setDeclining] = useState(false);
  const [approving, setApproving] = useState(false);

  if (isPending) return <PageLoader />;
  if (!data) {
    return (
      <Box>
        <BackLink />
        <Alert severity="error">{error?.message || 'Организация не найдена'}</Alert>
      </Box>
    );
  }
  const { company, documents, missing, history } = data;
  // a purchaser's card (issue 28 point 18) is not moderated: no agreement, documents or missing items
  const farmer = company.userType !== 'purchaser';
  const status = company.status as CompanyStatus;
  const canDecide =
    farmer &&
    COMPANY_STATUS_MACHINE.allows(status, 'APPROVED') &&
    COMPANY_STATUS_MACHINE.allows(status, 'DECLINED');

  const approve = () =>
    decision.mutate(
      { kind: 'approve' },
      {
        onSuccess: () => notify.success('Организация одобрена'),
        onError: notifyFailure,
        onSettled: () => setApproving(false),
      },
    );
  const decline = (reason: string) =>
    decision.mutate(
      { kind: 'decline', reason },
      {
        onSuccess: () => {
          setDeclining(false);
          notify.success('Анкета отклонена, фермер получит причину в SMS');
        },
        onError: notifyFailure,
      },
    );

  return (
    <Box>
      <BackLink />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {company.name}
        </Typography>
        <CompanyStatusChip status={company.status} />
        <Box sx={{ flex: 1 }} />
        <Button
          component={RouterLink}
          to={pathTo('ModerationFarmerEdit', { uuid: company.uuid })}
          startIcon={<EditOutlinedIcon />}
        >
          Изменить анкету
        </Button>
        {canDecide && (
          <>
            <Button
              color="error"
              variant="outlined"
              disabled={decision.isPending}
              onClick={() => setDeclining(true)}
            >
              Отклонить
            </Button>
            <Button
              color="success"
              variant="contained"
              disabled={decision.isPending}
              onClick={() => setApproving(true)}
            >
              Одобрить
            </Button>
          </>
        )}
      </Stack>
      {company.status === 'DECLINED' && company.declineReason && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Анкета отклонена. Причина: {company.declineReason}
        </Alert>
      )}
      {farmer && missing.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Не хватает: {missing.map((m) => m.name).join(', ')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', lg: farmer ? 'minmax(360px, 5fr) 7fr' : 'minmax(360px, 720px)' },
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Block title="Анкета">
            <CompanyFacts company={company} />
          </Block>
          {farmer && (
            <Block title="Договор с закупщиком">
              <AgreementCard companyUuid={company.uuid} />
            </Block>
          )}
          <Block title="История статусов">
            <StatusHistory history={history} />
          </Block>
        </Stack>
        {farmer && (
          <Block title="Документы">
            <CompanyDocuments documents={documents} />
          </Block>
        )}
      </Box>
      {/* Issue 29 point 7: approving cannot be undone (the farmer gets his role and an SMS at once). */}
      <ConfirmDialog
        open={approving}
        title="Одобрить организацию?"
        text={`«${company.name}» получит доступ к торгам, фермер — SMS о решении. Отменить одобрение нельзя.`}
        confirmText="Одобрить"
        loading={decision.isPending}
        onConfirm={approve}
        onCancel={() => setApproving(false)}
      />
      <DeclineDialog
        open={declining}
        companyName={company.name}
        pending={decision.isPending}
        onDecline={decline}
        onClose={() => setDeclining(false)}
      />
    </Box>
  );
}
