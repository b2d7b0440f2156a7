import { useRef, useState, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import type { ImportReport } from '@kolos/domain/csv';
import { TRANSPORT_MSG } from '@kolos/domain/transport';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { useConfirmImport, useValidateImport } from '../api/import-csv';
import { csvFileRefusal, fileToBase64 } from '../lib/read-file';
import { ImportReportDialog } from './import-report-dialog';

interface Props {
  /** The point and the window of the list: the file's lines must fall in them. */
  location: string;
  start: number;
  end: number;
  timeZone: string;
  disabled: boolean;
}

/** SPEC 4 'Transport CSV import flow': choose a file → checked → the report → confirm. */
export function ImportButton({ location, start, end, timeZone, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const validate = useValidateImport();
  const confirm = useConfirmImport();
  const [report, setReport] = useState<{ report: ImportReport; fileName: string } | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same file may be chosen again after it is fixed
    event.target.value = '';
    if (!file) return;
    const refusal = csvFileRefusal(file);
    if (refusal) return notify.warning(refusal);
    try {
      const data = await fileToBase64(file);
      const result = await validate.mutateAsync({
        unloadingWarehouseLocationUuid: location,
        startDate: start,
        endDate: end,
        data,
        timeZone,
      });
      setReport({ report: result, fileName: file.name });
    } catch (error) {
      notifyFailure(error);
    }
  };

  const send = () => {
    if (!report) return;
    confirm.mutate(report.report.importUuid, {
      onSuccess: () => {
        notify.success(TRANSPORT_MSG.imported);
        setReport(null);
      },
      onError: notifyFailure,
    });
  };

  const checking = validate.isPending;
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        onChange={(e) => void onFile(e)}
        data-testid="transport-file"
      />
      <Button
        variant="contained"
        startIcon={checking ? <CircularProgress size={18} color="inherit" /> : <FileUploadOutlined />}
        onClick={() => input.current?.click()}
        disabled={disabled || checking}
        aria-busy={checking}
      >
        {checking ? 'Проверяем файл…' : 'Импорт'}
      </Button>
      {report && (
        <ImportReportDialog
          report={report.report}
          fileName={report.fileName}
          sending={confirm.isPending}
          onSend={send}
          onClose={() => setReport(null)}
        />
      )}
    </>
  );
}
