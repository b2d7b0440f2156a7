import { useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { canChangeLocation, LOCATION_MSG, type LocationKind } from '@kolos/domain/locations';
import { useSession } from '../../../shared/auth/use-session';
import { pathTo } from '../../../shared/routing/paths';
import { ShippingPointForm, useLocation } from '../../../shared/shipping-point';
import { BackToListHeader } from '../../../shared/ui/back-to-list-header';
import { PageLoader } from '../../../shared/ui/page-loader';

const NEW = 'create';

const titleOf = (kind: LocationKind, isNew: boolean, name?: string) => {
  if (isNew) return kind === 'ACCEPTANCE' ? 'Новый пункт приёмки' : 'Новая точка отгрузки';
  return name ?? '';
};

/** ShippingPointView (SPEC 2.14): one point on the shared form; 'create' opens a new one. */
export function ShippingPointView() {
  const { uuid = NEW } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { user, can } = useSession();
  const isNew = uuid === NEW;
  const { data: location, isPending, isError } = useLocation(isNew ? null : uuid);
  const kind: LocationKind =
    location?.kind ?? (search.get('kind') === 'ACCEPTANCE' ? 'ACCEPTANCE' : 'SHIPPING');
  const listPath = `${pathTo('ShippingPointsList')}${kind === 'ACCEPTANCE' ? '?kind=ACCEPTANCE' : ''}`;
  const back = () => navigate(listPath);

  if (!isNew && isPending) return <PageLoader />;
  const caller = user ? { userType: user.userType, companyUuid: user.companyUuid } : null;
  const mine = location ? canChangeLocation(caller, location) : true;
  const canSave = isNew ? can('ShippingPointView', ['create']) : mine && can('ShippingPointView', ['update']);
  const canDelete = mine && can('ShippingPointView', ['delete']);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1280 }}>
      <BackToListHeader listPath={listPath} title={isError ? null : titleOf(kind, isNew, location?.name)} />
      {isError || (!isNew && !location) ? (
        <Alert severity="warning">{LOCATION_MSG.notFound}</Alert>
      ) : (
        <>
          {location && (location.companyName || location.fedRegionName) && (
            <Typography color="text.secondary">
              {[location.companyName, location.fedRegionName].filter(Boolean).join(' · ')}
            </Typography>
          )}
          {!isNew && !canSave && !location?.isDeleted && (
            <Alert severity="info">Эту точку ведёт её владелец: вы можете только смотреть.</Alert>
          )}
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <ShippingPointForm
              key={location?.uuid ?? NEW}
              location={location ?? null}
              kind={kind}
              canSave={canSave}
              canDelete={canDelete}
              onSaved={back}
              onCancel={back}
              onDeleted={back}
            />
          </Paper>
        </>
      )}
    </Box>
  );
}
