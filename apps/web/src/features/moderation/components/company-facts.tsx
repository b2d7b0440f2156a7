import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPhone } from '@kolos/domain';
import type { Company } from '@kolos/domain/companies';
import { companyTypeLabel } from '../../../shared/moderation/company-labels';

const orDash = (value: string | null | undefined) => (value ? value : '—');

/** The card as label–value pairs, read-only. */
export function CompanyFacts({ company }: { company: Company }) {
  const corp = company.type === 'COMPANY_TYPE_CORP';
  const contact = [company.contactLastName, company.contactName, company.contactMiddleName]
    .filter(Boolean)
    .join(' ');
  const facts: [string, string][] = [
    ['Тип', companyTypeLabel(company.type)],
    ['ИНН', orDash(company.taxCode)],
    ...(corp ? ([['КПП', orDash(company.reasonCode)]] as [string, string][]) : []),
    [corp ? 'ОГРН' : 'ОГРНИП', orDash(company.code)],
    [
      'Дата регистрации',
      company.registrationDate ? company.registrationDate.slice(0, 10).split('-').reverse().join('.') : '—',
    ],
    ['НДС', company.nds ? 'Плательщик НДС' : 'Без НДС'],
    ['Руководитель', orDash(company.director)],
    ['Юридический адрес', orDash(company.address)],
    ['Фактический адрес', orDash(company.realAddress)],
    ['Почтовый адрес', orDash(company.postAddress)],
    ['БИК', orDash(company.bankID)],
    ['Банк', orDash(company.bankName)],
    ['Корреспондентский счёт', orDash(company.corrAccount)],
    ['Расчётный счёт', orDash(company.accountNumber)],
    ['Контактное лицо', orDash(contact + (company.contactPosition ? `, ${company.contactPosition}` : ''))],
    ['Телефон', company.contactPhone ? formatPhone(company.contactPhone) : '—'],
    ['Эл. почта', orDash(company.contactEmail)],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        columnGap: 2,
        rowGap: 1,
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
