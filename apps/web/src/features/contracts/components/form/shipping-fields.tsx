import { useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddLocationAltOutlinedIcon from '@mui/icons-material/AddLocationAltOutlined';
import EditLocationAltOutlinedIcon from '@mui/icons-material/EditLocationAltOutlined';
import { CONTRACT_MSG } from '@kolos/domain/contracts';
import { canChangeLocation } from '@kolos/domain/locations';
import { useSession } from '../../../../shared/auth/use-session';
import { useCompanyLocations } from '../../../../shared/places';
import { ShippingPointForm, useLocation } from '../../../../shared/shipping-point';
import type { ContractFormValues } from '../../lib/form-values';
import type { PointEditor } from './use-point-editor';
import { SelectField } from '../../../../shared/form';

interface Props {
  /** Create mode: 'Добавить адрес отгрузки' is offered only there (SPEC 2.11). */
  creating: boolean;
  editor: PointEditor;
}

/**
 * SPEC 2.11 for FCA: the supplier's shipping address, 'Добавить адрес отгрузки' (create mode), and
 * the embedded shipping-point editor with Save, Cancel and delete (which asks first).
 */
export function ShippingFields({ creating, editor }: Props) {
  const { mode, setMode, setValid, draft } = editor;
  const { control, setValue, clearErrors } = useFormContext<ContractFormValues>();
  const [farmerUuid, pointUuid] = useWatch({ control, name: ['farmerCompanyUuid', 'farmerLocationUuid'] });
  const points = useCompanyLocations(farmerUuid);
  const chosen = useLocation(mode === 'edit' ? pointUuid : null);
  const { user, can } = useSession();
  const caller = user ? { userType: user.userType, companyUuid: user.companyUuid } : null;
  // a point the farmer published is the farmer's to change; the buyer may change those it entered
  const mine = chosen.data ? canChangeLocation(caller, chosen.data) : false;
  const options = (points.data ?? [])
    .filter((p) => p.kind === 'SHIPPING' && !p.isDeleted)
    .map((p) => ({ value: p.uuid, label: p.name, hint: p.address }));

  const pick = (uuid: string | null) => {
    setValue('farmerLocationUuid', uuid, { shouldValidate: true, shouldDirty: true });
    if (uuid) clearErrors('farmerLocationUuid');
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 280 }}>
          <SelectField<ContractFormValues>
            name="farmerLocationUuid"
            label="Адрес отгрузки"
            options={options}
            loading={Boolean(farmerUuid) && points.isPending}
            disabled={!farmerUuid || mode === 'new'}
            helperText={farmerUuid ? undefined : 'Сначала выберите поставщика'}
            onPicked={() => setMode('closed')}
          />
        </Box>
        {pointUuid && mode === 'closed' && (
          <Button
            startIcon={<EditLocationAltOutlinedIcon />}
            onClick={() => setMode('edit')}
            sx={{ mt: 0.5 }}
          >
            Точка отгрузки
          </Button>
        )}
        {creating && mode !== 'new' && can('ShippingPointView', ['create']) && (
          <Button
            startIcon={<AddLocationAltOutlinedIcon />}
            disabled={!farmerUuid}
            onClick={() => {
              pick(null);
              setMode('new');
            }}
            sx={{ mt: 0.5 }}
          >
            {CONTRACT_MSG.addShippingAddress}
          </Button>
        )}
      </Box>
      {mode !== 'closed' && farmerUuid && (
        <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
          <Typography variant="subtitle2" sx={{ mb: 2 }}>
            {mode === 'new' ? 'Новая точка отгрузки поставщика' : 'Точка отгрузки поставщика'}
          </Typography>
          {mode === 'new' ? (
            <ShippingPointForm
              companyUuid={farmerUuid}
              onValidityChange={setValid}
              draftRef={draft}
              onCancel={() => setMode('closed')}
              onSaved={(location) => {
                pick(location.uuid);
                setMode('closed');
              }}
            />
          ) : chosen.data ? (
            <>
              <ShippingPointForm
                key={chosen.data.uuid}
                location={chosen.data}
                canSave={mine && can('ShippingPointView', ['update'])}
                canDelete={mine && can('ShippingPointView', ['delete'])}
                onValidityChange={setValid}
                onSaved={() => setMode('closed')}
                onDeleted={() => {
                  pick(null);
                  setMode('closed');
                }}
              />
              <Button color="inherit" onClick={() => setMode('closed')} sx={{ mt: 1 }}>
                Отмена
              </Button>
            </>
          ) : null}
        </Paper>
      )}
    </Box>
  );
}
