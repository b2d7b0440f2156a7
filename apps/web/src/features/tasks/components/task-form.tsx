import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONTRACT_MSG, DELIVERY_TYPE_LABELS, DELIVERY_TYPES } from '@kolos/domain/contracts';
import {
  TASK_MSG,
  TASK_TYPE_LABELS,
  TASK_TYPES,
  taskBody,
  type TaskBody,
  type TaskDetailsWire,
} from '@kolos/domain/tasks';
import { useContractedFarmers } from '../../../shared/companies/contracted-farmers';
import { DateField, NumberField, SelectField, TextField } from '../../../shared/form';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { useCompanyLocations, usePersonalLocations } from '../../../shared/places';
import { useCultures } from '../../../shared/reference';
import { pathTo } from '../../../shared/routing/paths';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { formatTonnes, numberLabel } from '../../../shared/trading/format';
import { useFarmerDeals } from '../api/get-farmer-deals';
import { useSaveTask } from '../api/save-task';
import { useTaskCommand } from '../api/task-actions';
import { EMPTY_TASK, formValuesOf, type TaskFormValues } from '../lib/form-values';
import { SyncStatusChip, TaskStatusChip } from './task-chips';
import { taskMenu } from './task-menu';

const TYPE_OPTIONS = TASK_TYPES.map((t) => ({ value: t, label: TASK_TYPE_LABELS[t] }));
const DELIVERY_OPTIONS = DELIVERY_TYPES.map((t) => ({ value: t, label: DELIVERY_TYPE_LABELS[t] }));

function Flag({ name, label }: { name: 'withoutAdditionalAgreement' | 'withoutIndication'; label: string }) {
  return (
    <Controller<TaskFormValues>
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
          }
        />
      )}
    />
  );
}

/** The status moves, 'Повторить' and the history of a stored task. */
function TaskCard({ task }: { task: TaskDetailsWire }) {
  const navigate = useNavigate();
  const command = useTaskCommand();
  const { format } = useTimeZone();
  return (
    <Box sx={{ mt: 3 }}>
      {task.syncError && (
        <Typography color="error" sx={{ mb: 1 }}>
          {task.syncError}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
        {taskMenu(task).map((item) => (
          <Button
            key={item.key}
            variant="outlined"
            color={item.danger ? 'error' : 'primary'}
            disabled={command.isPending}
            onClick={() =>
              void command
                .mutateAsync({ uuid: task.uuid, action: item.key })
                .then((next) => (next ? undefined : navigate(pathTo('TasksList'))))
                .catch(notifyFailure)
            }
          >
            {item.label}
          </Button>
        ))}
      </Stack>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        История статусов
      </Typography>
      <List dense disablePadding>
        {task.history.map((h, i) => (
          <ListItem key={`${h.createdAt}-${i}`} disableGutters sx={{ gap: 2 }}>
            <Box sx={{ width: 170, flexShrink: 0 }}>
              <TaskStatusChip status={h.status} />
            </Box>
            <ListItemText primary={h.reason ?? h.userName ?? 'Система'} secondary={format(h.createdAt)} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/**
 * The Task form (issue 17): every SPEC 3 field, checked by the domain's schema — the contract
 * form's rules and texts. A REROUTE picks the farmer's accepted deal, a CONTRACT_FOR_OFFERS his
 * confirmed large contract (the server holds the remaining volume).
 */
export function TaskForm({ task }: { task?: TaskDetailsWire }) {
  const navigate = useNavigate();
  const save = useSaveTask();
  const form = useForm<TaskFormValues, unknown, TaskBody>({
    resolver: zodResolver(taskBody),
    mode: 'onTouched',
    defaultValues: task ? formValuesOf(task) : EMPTY_TASK,
  });
  const [taskType, deliveryType, farmer] = useWatch({
    control: form.control,
    name: ['taskType', 'deliveryType', 'farmerCompanyUuid'],
  });
  const points = usePersonalLocations('ACCEPTANCE');
  const cultures = useCultures();
  const farmers = useContractedFarmers();
  const farmerPoints = useCompanyLocations(deliveryType === 'SELLER' ? null : farmer);
  const deals = useFarmerDeals(taskType === 'STANDARD' ? null : farmer);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ uuid: task?.uuid ?? null, body: values });
      notify.success(task ? TASK_MSG.saved : TASK_MSG.created);
      if (!task) navigate(pathTo('Task', { uuid: saved.uuid }));
    } catch {
      // the transport has shown the server's message
    }
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ maxWidth: 1000 }}>
        <Stack direction="row" alignItems="center" spacing={2} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {task ? `${TASK_MSG.titleEdit} ${numberLabel(task.number)}` : TASK_MSG.titleCreate}
          </Typography>
          {task && <TaskStatusChip status={task.status} />}
          {task && <SyncStatusChip status={task.syncStatus} error={task.syncError} />}
        </Stack>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <SelectField<TaskFormValues>
              name="taskType"
              label="Тип сделки"
              options={TYPE_OPTIONS}
              onPicked={() => {
                form.setValue('offerUuid', null);
                form.setValue('contractUuid', null);
              }}
            />
            <SelectField<TaskFormValues>
              name="aggregatorLocationUuid"
              label="Пункт приёмки"
              options={(points.data ?? []).map((l) => ({ value: l.uuid, label: l.name, hint: l.address }))}
              loading={points.isPending}
            />
            <SelectField<TaskFormValues>
              name="farmerCompanyUuid"
              label="Поставщик"
              options={(farmers.data ?? []).map((f) => ({
                value: f.uuid,
                label: f.name,
                hint: f.taxCode,
                disabled: f.isInvalidate,
              }))}
              loading={farmers.isPending}
              onPicked={() => {
                form.setValue('farmerLocationUuid', null);
                form.setValue('offerUuid', null);
                form.setValue('contractUuid', null);
              }}
            />
            <SelectField<TaskFormValues>
              name="productUuid"
              label="Культура"
              options={(cultures.data ?? []).map((c) => ({ value: c.uuid, label: c.payload.title }))}
              loading={cultures.isPending}
            />
            <SelectField<TaskFormValues>
              name="deliveryType"
              label="Способ доставки"
              options={DELIVERY_OPTIONS}
              onPicked={() => form.setValue('farmerLocationUuid', null)}
            />
            {deliveryType !== 'SELLER' && (
              <SelectField<TaskFormValues>
                name="farmerLocationUuid"
                label="Адрес отгрузки"
                empty={null}
                disabled={!farmer}
                options={(farmerPoints.data ?? [])
                  .filter((l) => l.kind === 'SHIPPING')
                  .map((l) => ({ value: l.uuid, label: l.name, hint: l.address }))}
                loading={Boolean(farmer) && farmerPoints.isPending}
              />
            )}
            {taskType === 'REROUTE' && (
              <SelectField<TaskFormValues>
                name="offerUuid"
                label="Сделка для перенаправления"
                empty={null}
                disabled={!farmer}
                options={(deals.data?.offers ?? []).map((o) => ({
                  value: o.uuid,
                  label: `${numberLabel(o.number)}, торги ${numberLabel(o.auction.number)}`,
                  hint: formatTonnes(o.acceptedVolume),
                }))}
              />
            )}
            {taskType === 'CONTRACT_FOR_OFFERS' && (
              <SelectField<TaskFormValues>
                name="contractUuid"
                label="Крупная сделка"
                empty={null}
                disabled={!farmer}
                options={(deals.data?.contracts ?? []).map((c) => ({
                  value: c.uuid,
                  label: `${c.product.payload.title}, ${c.startDate} – ${c.endDate}`,
                  hint: formatTonnes(c.quantity),
                }))}
              />
            )}
            <DateField<TaskFormValues> name="deliveryDateStart" label="Начало поставки" />
            <DateField<TaskFormValues> name="deliveryDateEnd" label="Окончание поставки" />
            <NumberField<TaskFormValues> name="quantity" label="Объём" unit="т" integer />
            <NumberField<TaskFormValues> name="price" label="Цена" unit="₽/т" integer />
            <NumberField<TaskFormValues> name="humidity" label="Влажность" unit="%" />
          </Box>
          <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ my: 1 }}>
            <Flag name="withoutAdditionalAgreement" label="Без дополнительного соглашения" />
            <Flag name="withoutIndication" label={CONTRACT_MSG.withoutIndication} />
          </Stack>
          <TextField<TaskFormValues> name="comment" label="Комментарий" multiline minRows={2} fullWidth />
          <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 3 }}>
            <Button color="inherit" onClick={() => navigate(pathTo('TasksList'))}>
              К списку сделок
            </Button>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {task ? 'Сохранить изменения' : 'Добавить сделку'}
            </Button>
          </Stack>
          {task && <TaskCard task={task} />}
        </Paper>
      </Box>
    </FormProvider>
  );
}
