import { useState } from 'react';
import Button from '@mui/material/Button';
import type { AcceptanceWire } from '@kolos/domain/acceptance';
import { downloadReceipt } from './acceptances-api';

/**
 * «Квитанция (PDF)»: the acceptance receipt of the version in force, fetched with the session's
 * token and saved (the farmer from his slot, staff from the slot card).
 */
export function ReceiptButton({
  slotUuid,
  acceptance,
}: {
  slotUuid: string;
  acceptance: Pick<AcceptanceWire, 'ticketNumber' | 'version'>;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadReceipt(slotUuid, acceptance);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="large"
      sx={{ mt: 1, mr: 1, minHeight: 48 }}
      disabled={busy}
      onClick={download}
    >
      Квитанция (PDF)
    </Button>
  );
}
