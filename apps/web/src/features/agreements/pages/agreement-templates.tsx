import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { AgreementVersion } from '@kolos/domain/agreements';
import { AgreementText } from '../../../shared/agreements/agreement-document';
import { useSession } from '../../../shared/auth/use-session';
import { CompanyPicker } from '../../../shared/companies/company-picker';
import { ServerDataGrid } from '../../../shared/list/server-data-grid';
import { useListParams } from '../../../shared/list/use-list-params';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { useAgreementVersions } from '../api/agreements-api';
import { PublishVersionForm } from '../components/publish-version-form';

const FILTERS = ['purchaser'] as const;

/**
 * AgreementTemplates (issue 28 point 14, ADR 0089): the purchaser's agreement with farmers — the
 * current version, a new one published with a confirmation, and every version with how many farmer
 * companies signed it (server paging). A purchaser's super-user works on his company's; an admin
 * picks the purchaser (kept in the URL).
 */
export function AgreementTemplates() {
  const { user } = useSession();
  const isAdmin = user?.userType === 'admin';
  const list = useListParams({ filters: FILTERS, defaultSize: 10 });
  const purchaserUuid = isAdmin ? list.filters.purchaser : undefined;
  const ready = !isAdmin || Boolean(purchaserUuid);
  const head = useAgreementVersions({ purchaserUuid, offset: 0, limit: 1 }, ready);
  const history = useAgreementVersions({ purchaserUuid, offset: list.offset, limit: list.size }, ready);
  const { format } = useTimeZone();
  const current = head.data?.templates[0];

  const columns = useMemo<GridColDef<AgreementVersion>[]>(
    () => [
      { field: 'version', headerName: 'Редакция', width: 110, sortable: false },
      { field: 'title', headerName: 'Название', flex: 1, minWidth: 220, sortable: false },
      {
        field: 'createdAt',
        headerName: 'Опубликована',
        width: 170,
        sortable: false,
        valueFormatter: (value: string) => format(value),
      },
      {
        field: 'createdByName',
        headerName: 'Автор',
        width: 220,
        sortable: false,
        valueFormatter: (value: string | null) => value ?? '—',
      },
      { field: 'signedCount', headerName: 'Подписали', width: 120, sortable: false, type: 'number' },
    ],
    [format],
  );

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Договор с фермерами
      </Typography>
      {isAdmin && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Box sx={{ maxWidth: 420 }}>
            <CompanyPicker
              label="Закупщик"
              userType="USER_TYPE_PURCHASER"
              value={purchaserUuid ?? null}
              onChange={(uuid) => list.setFilters({ purchaser: uuid ?? undefined })}
            />
          </Box>
        </Paper>
      )}
      {!ready && <Alert severity="info">Выберите закупщика, чтобы увидеть его договор.</Alert>}
      {head.isError && <Alert severity="error">{head.error.message}</Alert>}
      {ready && head.data && (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            {current ? (
              <>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  Действующая редакция {current.version}: {current.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  Опубликована {format(current.createdAt)}
                  {current.createdByName ? `, ${current.createdByName}` : ''}. Подписали:{' '}
                  {current.signedCount}.
                  {head.data.awaitingCount > 0 &&
                    ` Ждут подписи фермеров, подписавших прежние редакции: ${head.data.awaitingCount}.`}
                </Typography>
                <AgreementText text={current.text} label="Текст действующей редакции" />
              </>
            ) : (
              <Alert severity="info">
                Договора ещё нет: опубликуйте первую редакцию, её подпишут фермеры при регистрации.
              </Alert>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <PublishVersionForm
              key={`${purchaserUuid ?? ''}:${current?.uuid ?? ''}`}
              purchaserUuid={purchaserUuid}
              current={current && { title: current.title, text: current.text }}
              nextVersion={(current?.version ?? 0) + 1}
            />
          </Paper>
          <Box>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              Все редакции
            </Typography>
            <ServerDataGrid<AgreementVersion>
              list={list}
              rows={history.data?.templates ?? []}
              rowCount={history.data?.totalCount ?? 0}
              loading={history.isFetching}
              columns={columns}
              getRowId={(row) => row.uuid}
              localeText={{ noRowsLabel: 'Редакций ещё нет' }}
            />
          </Box>
        </Stack>
      )}
    </Box>
  );
}
