import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ReceiptButton } from '../../../shared/acceptance/receipt-button';
import { useAcceptance } from '../api/acceptance-api';
import { AcceptanceDialog } from './acceptance-dialog';
import { AcceptanceSummary } from './acceptance-summary';

interface Props {
  slotUuid: string;
  /** The slot's `acceptanceVersion`: null — nothing to ask for. */
  version: number | null;
  /** Staff of the gate: may correct an acceptance (a new version with its reason). */
  mayCorrect: boolean;
}

/**
 * A slot's acceptance as it was stored — the staff's card and the farmer's slot show the same
 * lines: weights, quality against basis, credited weight, money; a refusal with its reason.
 */
export function SlotAcceptance({ slotUuid, version, mayCorrect }: Props) {
  const query = useAcceptance(slotUuid, version !== null);
  const [correcting, setCorrecting] = useState(false);
  const a = query.data;
  if (!a) return null;
  return (
    <>
      <AcceptanceSummary
        gross={a.grossKg}
        tare={a.tareKg}
        quality={a.quality}
        factors={a.factors}
        figures={a}
      />
      {a.ticketNumber && <Typography variant="body2">Талон № {a.ticketNumber}</Typography>}
      {a.reason && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {a.decision === 'REFUSE' ? 'Причина отказа' : 'Причина'}: {a.reason}
        </Typography>
      )}
      {a.version > 1 && (
        <Typography variant="body2" color="text.secondary">
          Исправлена {a.version - 1} раз(а)
        </Typography>
      )}
      <ReceiptButton slotUuid={slotUuid} acceptance={a} />
      {mayCorrect && a.decision === 'ACCEPT' && (
        <Button variant="outlined" size="large" sx={{ mt: 1 }} onClick={() => setCorrecting(true)}>
          Исправить приёмку
        </Button>
      )}
      {correcting && (
        <AcceptanceDialog slotUuid={slotUuid} current={a} onClose={() => setCorrecting(false)} />
      )}
    </>
  );
}
