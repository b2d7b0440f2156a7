import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  chosenLocation,
  CONTRACT_MSG,
  contractCreateBody,
  type ContractCreateBody,
  type ContractDetailsWire,
} from '@kolos/domain/contracts';
import { LOCATION_MSG } from '@kolos/domain/locations';
import { useQueryClient } from '@tanstack/react-query';
import { TextField } from '../../../shared/form';
import { locationKeys } from '../../../shared/places';
import { notify } from '../../../shared/notify/notifier';
import { pathTo } from '../../../shared/routing/paths';
import { useSaveContract } from '../api/save-contract';
import { EMPTY_FORM, formValuesOf, updateBodyOf, type ContractFormValues } from '../lib/form-values';
import { ContractHistory } from './contract-history';
import { GoodsFields } from './form/goods-fields';
import { PriceFields } from './form/price-fields';
import { RouteFields } from './form/route-fields';
import { StatusChip } from './status-chip';
import { usePointEditor } from './form/use-point-editor';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * SPEC 2.11 contract form. A new deal resets the form after saving (SPEC 4 Forms); an edited one
 * returns to the list. Region, acceptance point, crop, delivery type and supplier are locked in
 * edit mode.
 */
export function ContractForm({ contract }: { contract?: ContractDetailsWire }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveContract();
  const editing = contract !== undefined;
  const form = useForm<ContractFormValues, unknown, ContractCreateBody>({
    resolver: zodResolver(contractCreateBody),
    mode: 'onTouched',
    defaultValues: contract ? formValuesOf(contract) : EMPTY_FORM,
  });

  const editor = usePointEditor();
  const submit = form.handleSubmit(async (values) => {
    try {
      if (contract) {
        await save.mutateAsync({ uuid: contract.uuid, body: updateBodyOf(values) });
        notify.success(CONTRACT_MSG.saved);
        navigate(pathTo('ContractsList'));
      } else {
        await save.mutateAsync({ uuid: null, body: values });
        if (values.newFarmerLocation) {
          // the point was created with the deal (one transaction): say so, and refresh the lists
          notify.success(LOCATION_MSG.created);
          void queryClient.invalidateQueries({ queryKey: locationKeys.lists() });
        }
        notify.success(CONTRACT_MSG.created);
        form.reset();
        editor.setMode('closed');
      }
    } catch {
      // the transport has shown the server's message (400) or there is nothing to show
    }
  });

  /**
   * SPEC 5: with no address chosen, a new shipping point filled in the editor stands in for it.
   * It goes with the deal as `newFarmerLocation` — one request, one transaction on the server —
   * never saved on its own first, so a refused deal leaves no orphan point behind.
   */
  const onSave = async () => {
    const v = form.getValues();
    const withNewPoint =
      !editing &&
      v.deliveryType === 'BUYER' &&
      editor.mode === 'new' &&
      !chosenLocation(v.farmerLocationUuid);
    if (withNewPoint) {
      const point = await editor.newPoint();
      if (!point) {
        // the point's form shows what is missing; the deal's own fields say theirs too
        void form.trigger();
        return;
      }
      form.setValue('newFarmerLocation', point);
    } else if (v.newFarmerLocation) {
      form.setValue('newFarmerLocation', null);
    }
    await submit();
  };

  return (
    <FormProvider {...form}>
      {/* not a <form>: the embedded shipping-point editor is a form of its own */}
      <Box sx={{ maxWidth: 1000 }}>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {editing ? CONTRACT_MSG.titleEdit : CONTRACT_MSG.titleCreate}
          </Typography>
          {contract && <StatusChip status={contract.status} />}
        </Stack>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Section title="Поставка">
            <RouteFields locked={editing} editor={editor} />
          </Section>
          <Section title="Товар и сроки">
            <GoodsFields locked={editing} />
          </Section>
          <Section title="Цена">
            <PriceFields />
          </Section>
          <TextField<ContractFormValues> name="comment" label="Комментарий" multiline minRows={2} />
          <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 3 }}>
            <Button color="inherit" onClick={() => navigate(pathTo('ContractsList'))}>
              {editing ? 'Отмена' : 'К списку сделок'}
            </Button>
            <Button variant="contained" onClick={() => void onSave()} disabled={form.formState.isSubmitting}>
              {editing ? 'Сохранить изменения' : 'Добавить сделку'}
            </Button>
          </Stack>
          {contract && contract.history.length > 0 && (
            <>
              <Divider sx={{ my: 3 }} />
              <ContractHistory entries={contract.history} />
            </>
          )}
        </Paper>
      </Box>
    </FormProvider>
  );
}
