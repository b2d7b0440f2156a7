import { useRef, useState, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { MSG } from '@kolos/domain';
import {
  LIMITS_FILE_MAX_MB,
  LIMITS_TEMPLATE_CSV,
  PREPAYMENT_MSG as M,
  type LimitsUploadResult,
} from '@kolos/domain/prepayment';
import { notify } from '../../../shared/notify/notifier';
import { useExportLimits } from '../api/export-limits';
import { useUploadLimits } from '../api/upload-limits';
import { csvBlob, saveFile } from '../../../shared/files/save-file';
import { LimitsReportDialog } from './limits-report-dialog';

const TEMPLATE_HINT =
  'Колонки: ИНН; Наименование; Лимит, ₽; Страховая компания; Продукт (AgroAvans — без залога, ' +
  'AvansSObespech — с залогом). Разделитель «;» или «,», кодировка UTF-8 или Windows-1251.';

/** SPEC 2.12: 'Импорт лимитов' (with its template and report) and 'Экспорт'. */
export function LimitsToolbar({ canImport }: { canImport: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLimits();
  const exporter = useExportLimits();
  const [report, setReport] = useState<{ result: LimitsUploadResult; fileName: string } | null>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same file may be chosen again after it is fixed
    event.target.value = '';
    if (!file) return;
    if (!/\.csv$/i.test(file.name)) return notify.warning(MSG.badCsvExtension);
    if (file.size > LIMITS_FILE_MAX_MB * 1024 * 1024)
      return notify.warning(M.fileTooLarge(LIMITS_FILE_MAX_MB));
    upload.mutate(file, {
      onSuccess: (result) => setReport({ result, fileName: file.name }),
      onError: (error) => notify.error(error.message),
    });
  };

  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {canImport && (
        <>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={onFile}
            data-testid="limits-file"
          />
          <Button
            variant="contained"
            startIcon={<FileUploadOutlined />}
            onClick={() => input.current?.click()}
            disabled={upload.isPending}
          >
            Импорт лимитов
          </Button>
          <Tooltip title={TEMPLATE_HINT} describeChild>
            <Button
              startIcon={<DescriptionOutlined />}
              onClick={() => saveFile(csvBlob(LIMITS_TEMPLATE_CSV), 'шаблон-лимитов.csv')}
            >
              Шаблон файла
            </Button>
          </Tooltip>
        </>
      )}
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        onClick={() => exporter.mutate(undefined, { onError: (error) => notify.error(error.message) })}
        disabled={exporter.isPending}
      >
        Экспорт
      </Button>
      <LimitsReportDialog
        result={report?.result ?? null}
        fileName={report?.fileName ?? ''}
        onClose={() => setReport(null)}
      />
    </Stack>
  );
}
