import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { REGION_MSG } from '@kolos/domain/regions';
import { useSession } from '../../../shared/auth/use-session';
import { pathTo } from '../../../shared/routing/paths';
import { BackToListHeader } from '../../../shared/ui/back-to-list-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useRegion } from '../api/get-region';
import { RegionForm } from '../components/region-form';
import { RegionTariffs } from '../components/region-tariffs';

const NEW = 'create';

/** Region: a new purchase territory ('create' or no uuid) or an existing one, with its subject's tariffs. */
export function Region() {
  const { uuid = NEW } = useParams();
  const isNew = uuid === NEW;
  const navigate = useNavigate();
  const { user, can } = useSession();
  const { data: region, isPending, isError } = useRegion(isNew ? null : uuid);
  const listPath = pathTo('RegionsList');

  if (!isNew && isPending) return <PageLoader />;
  const companyUuid = region?.companyUuid ?? user?.companyUuid ?? null;
  const canSave = isNew ? can('Region', ['create']) : can('Region', ['update']);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1100 }}>
      <BackToListHeader
        listPath={listPath}
        title={isError ? null : isNew ? 'Новая территория закупки' : (region?.name.value ?? '')}
      />
      {isError ? (
        <Alert severity="warning">{REGION_MSG.notFound}</Alert>
      ) : !companyUuid ? (
        <Alert severity="info">Территорию закупки создаёт сотрудник компании-закупщика.</Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <RegionForm
            key={region?.uuid ?? NEW}
            region={region ?? null}
            companyUuid={companyUuid}
            canSave={canSave}
            canDelete={can('Region', ['delete'])}
            canAddPoint={user?.userType === 'purchaser' && can('ShippingPointView', ['create'])}
            onDone={() => navigate(listPath)}
          />
        </Paper>
      )}
      {region && (
        <RegionTariffs
          fedRegionUuid={region.fedRegionUuid}
          subject={region.name.fullSubvalue || region.name.shortSubvalue}
          isAdmin={user?.userType === 'admin'}
        />
      )}
    </Box>
  );
}
