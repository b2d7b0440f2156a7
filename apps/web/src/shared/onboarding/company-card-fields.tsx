import { useState } from 'react';
import { Controller, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { LOOKUP_MSG, type CompanyCard } from '@kolos/domain/companies';
import { DateField, TextField } from '../form';
import { notifyFailure } from '../notify/notify-failure';
import { PhoneField } from '../ui/phone-field';
import { suggestionValues, type CompanyCardValues } from './company-card-form';
import { lookupOrganization } from './onboarding-api';

export type CompanyCardFormApi = UseFormReturn<CompanyCardValues, unknown, CompanyCard>;

interface Props {
  form: CompanyCardFormApi;
  disabled?: boolean;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5, fontWeight: 600 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Box>
  );
}

const half = { xs: 12, md: 6 } as const;
const third = { xs: 12, sm: 6, md: 4 } as const;

/**
 * The company card's fields (SPEC 3 Company, issue 19 point 2) for the farmer's registration and a
 * moderator's edit: organisation, addresses, bank, contact person. 'Заполнить по ИНН' fills what
 * the organisation lookup knows and says plainly when it knows nothing or no service is connected.
 */
export function CompanyCardFields({ form, disabled }: Props) {
  const { control } = form;
  const type = useWatch({ control, name: 'type' });
  const corp = type === 'COMPANY_TYPE_CORP';
  const [lookup, setLookup] = useState<{ severity: 'info' | 'success' | 'warning'; text: string } | null>(
    null,
  );
  const [looking, setLooking] = useState(false);

  const text = (name: Path<CompanyCardValues>, label: string, extra: object = {}) => (
    <TextField<CompanyCardValues>
      name={name}
      control={control}
      label={label}
      disabled={disabled}
      {...extra}
    />
  );

  const fillByInn = async () => {
    const inn = String(form.getValues('taxCode') ?? '').trim();
    if (!/^(\d{10}|\d{12})$/.test(inn)) {
      form.setError('taxCode', { message: 'Введите ИНН: 10 цифр для организации или 12 для ИП' });
      return;
    }
    setLooking(true);
    setLookup(null);
    try {
      const reply = await lookupOrganization(inn);
      const found = reply.suggestions[0];
      if (!found) {
        setLookup({ severity: 'warning', text: reply.message ?? LOOKUP_MSG.notFound });
        return;
      }
      for (const [key, value] of Object.entries(suggestionValues(found))) {
        form.setValue(key as Path<CompanyCardValues>, value, { shouldDirty: true, shouldValidate: true });
      }
      setLookup({
        severity: 'success',
        text: `Заполнено по ИНН: ${found.name}. Проверьте данные${reply.message ? `. ${reply.message}` : ''}`,
      });
    } catch (error) {
      notifyFailure(error);
    } finally {
      setLooking(false);
    }
  };

  return (
    <>
      <Section title="Организация">
        <Grid size={12}>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <FormControl disabled={disabled}>
                <FormLabel id="company-type-label">Тип организации</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="company-type-label"
                  value={field.value ?? 'COMPANY_TYPE_CORP'}
                  onChange={(e) => field.onChange(e.target.value)}
                >
                  <FormControlLabel value="COMPANY_TYPE_CORP" control={<Radio />} label="Юридическое лицо" />
                  <FormControlLabel
                    value="COMPANY_TYPE_INDIVIDUAL"
                    control={<Radio />}
                    label="Индивидуальный предприниматель"
                  />
                </RadioGroup>
              </FormControl>
            )}
          />
        </Grid>
        <Grid size={half}>
          {text('taxCode', 'ИНН', { required: true, inputProps: { inputMode: 'numeric', maxLength: 12 } })}
        </Grid>
        <Grid size={half} sx={{ display: 'flex', alignItems: 'flex-start' }}>
          <Button
            variant="outlined"
            startIcon={<SearchIcon />}
            onClick={() => void fillByInn()}
            disabled={disabled || looking}
            sx={{ minHeight: 56, width: { xs: '100%', md: 'auto' } }}
          >
            {looking ? 'Ищем…' : 'Заполнить по ИНН'}
          </Button>
        </Grid>
        {lookup && (
          <Grid size={12}>
            <Alert severity={lookup.severity} onClose={() => setLookup(null)} role="status">
              {lookup.text}
            </Alert>
          </Grid>
        )}
        <Grid size={12}>{text('name', 'Наименование', { required: true })}</Grid>
        {corp && (
          <Grid size={third}>
            {text('reasonCode', 'КПП', { required: true, inputProps: { maxLength: 9 } })}
          </Grid>
        )}
        <Grid size={third}>
          {text('code', corp ? 'ОГРН' : 'ОГРНИП', {
            required: true,
            inputProps: { inputMode: 'numeric', maxLength: corp ? 13 : 15 },
          })}
        </Grid>
        <Grid size={third}>
          {/* the product's one date field (ADR 0055), shown DD.MM.YYYY; the card keeps ISO days */}
          <DateField<CompanyCardValues>
            name="registrationDate"
            control={control}
            label="Дата регистрации"
            format="YYYY-MM-DD"
            disabled={disabled}
          />
        </Grid>
        <Grid size={half}>
          {text('director', corp ? 'Руководитель (ФИО)' : 'Предприниматель (ФИО)', { required: true })}
        </Grid>
        <Grid size={half} sx={{ display: 'flex', alignItems: 'center' }}>
          <Controller
            control={control}
            name="nds"
            render={({ field }) => (
              <FormControlLabel
                disabled={disabled}
                control={
                  <Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
                }
                label="Плательщик НДС"
              />
            )}
          />
        </Grid>
      </Section>

      <Section title="Адреса">
        <Grid size={12}>{text('address', 'Юридический адрес', { required: true })}</Grid>
        <Grid size={12}>{text('realAddress', 'Фактический адрес')}</Grid>
        <Grid size={12}>{text('postAddress', 'Почтовый адрес')}</Grid>
      </Section>

      <Section title="Банковские реквизиты">
        <Grid size={third}>
          {text('bankID', 'БИК', { required: true, inputProps: { inputMode: 'numeric', maxLength: 9 } })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 8 }}>
          {text('bankName', 'Наименование банка', { required: true })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {/* the bank file of the payments (1С «Клиент-банк») needs it: docs/settlement.md */}
          {text('corrAccount', 'Корреспондентский счёт', {
            inputProps: { inputMode: 'numeric', maxLength: 20 },
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {text('accountNumber', 'Расчётный счёт', {
            required: true,
            inputProps: { inputMode: 'numeric', maxLength: 20 },
          })}
        </Grid>
      </Section>

      <Section title="Контактное лицо">
        <Grid size={third}>{text('contactLastName', 'Фамилия')}</Grid>
        <Grid size={third}>{text('contactName', 'Имя')}</Grid>
        <Grid size={third}>{text('contactMiddleName', 'Отчество')}</Grid>
        <Grid size={third}>{text('contactPosition', 'Должность')}</Grid>
        <Grid size={third}>
          <Controller
            control={control}
            name="contactPhone"
            render={({ field, fieldState }) => (
              <PhoneField
                label="Телефон"
                fullWidth
                disabled={disabled}
                value={field.value ?? ''}
                onChange={(v) => field.onChange(v === '+7' ? '' : v)}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </Grid>
        <Grid size={third}>
          {text('contactEmail', 'Электронная почта', { type: 'email', inputProps: { inputMode: 'email' } })}
        </Grid>
      </Section>
    </>
  );
}
