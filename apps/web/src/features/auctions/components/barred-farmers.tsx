import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TRADING_MSG, type AuctionPermissionsReply } from '@kolos/domain/trading';
import { notify } from '../../../shared/notify/notifier';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { ReasonDialog } from '../../../shared/ui/reason-dialog';
import { useAuctionPermissions, useLiftBar } from '../api/permissions';

type Barred = AuctionPermissionsReply['denied'][number];

/**
 * Issue 28 point 12 on the Auction view: the farmer companies barred from this tender, 'Вернуть
 * доступ' with a reason (Auction update, the tender not closed — `barsChangeable`), and the
 * history of every bar put and lifted: who, when, why. Hidden while the tender has never had one.
 */
export function BarredFarmers({ auctionUuid, canChange }: { auctionUuid: string; canChange: boolean }) {
  const { format } = useTimeZone();
  const permissions = useAuctionPermissions(auctionUuid);
  const lift = useLiftBar();
  const [lifting, setLifting] = useState<Barred | null>(null);
  const data = permissions.data;
  if (!data || data.history.length === 0) return null;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="barred-title"
      sx={{ p: { xs: 2, md: 3 }, mt: 3 }}
    >
      <Typography id="barred-title" variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Кому закрыт доступ
      </Typography>
      {data.denied.length === 0 ? (
        <Typography color="text.secondary">Сейчас доступ к торгам закрыт никому.</Typography>
      ) : (
        <List disablePadding aria-label="Хозяйства без доступа">
          {data.denied.map((d) => (
            <ListItem
              key={d.farmerCompanyUuid}
              disableGutters
              divider
              sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{d.farmerCompany.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  ИНН {d.farmerCompany.taxCode} · закрыт {format(d.createdAt)}
                </Typography>
              </Box>
              {canChange && (
                <Button variant="outlined" onClick={() => setLifting(d)}>
                  Вернуть доступ
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <Typography
        id="barred-history-title"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 600, mt: 2, mb: 1 }}
      >
        История доступа
      </Typography>
      <Stack
        component="ol"
        aria-labelledby="barred-history-title"
        spacing={1}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {[...data.history].reverse().map((h, i) => (
          <Box
            component="li"
            key={`${h.createdAt}-${i}`}
            sx={{ borderLeft: 3, borderColor: h.denied ? 'error.light' : 'success.light', pl: 1.5 }}
          >
            <Box sx={{ fontSize: 13, color: 'text.secondary' }}>
              {format(h.createdAt)} · {h.author ?? 'Система'}
            </Box>
            <Box sx={{ fontSize: 14 }}>
              <b>{h.denied ? 'Доступ закрыт' : 'Доступ возвращён'}</b>: {h.farmerCompany.name}
            </Box>
            {h.reason && <Box sx={{ fontSize: 14 }}>Причина: {h.reason}</Box>}
          </Box>
        ))}
      </Stack>
      {lifting && (
        <ReasonDialog
          title="Вернуть доступ к торгам?"
          intro={
            <Typography sx={{ mb: 2 }}>
              {lifting.farmerCompany.name} снова увидит эти торги и сможет сделать новое предложение.
              Отклонённое предложение останется отклонённым.
            </Typography>
          }
          label="Причина"
          hint="Причина сохранится в истории доступа"
          required={TRADING_MSG.liftReasonRequired}
          submitLabel="Вернуть доступ"
          color="warning"
          maxLength={1000}
          pending={lift.isPending}
          onConfirm={(reason) =>
            void lift
              .mutateAsync({ auctionUuid, farmerCompanyUuid: lifting.farmerCompanyUuid, reason })
              .then(() => {
                notify.success(TRADING_MSG.accessLifted);
                setLifting(null);
              })
              .catch(() => setLifting(null))
          }
          onCancel={() => setLifting(null)}
        />
      )}
    </Paper>
  );
}
