import { useCallback, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import type { CompanyDocument } from '@kolos/domain/documents';
import { documentRefusal } from '@kolos/domain/files';
import { DOCUMENT_ACCEPT, DocumentCard } from '../files/document-card';
import { formatFileSize } from '../files/file-size';
import { FileUpload } from '../files/file-upload';
import { notify } from '../notify/notifier';
import { notifyFailure } from '../notify/notify-failure';
import {
  DOCUMENT_UPLOAD_PATH,
  onboardingKeys,
  uploadCompanyDocument,
  useDeleteDocument,
} from './onboarding-api';

interface Props {
  companyUuid: string;
  code: string;
  name: string;
  required: boolean;
  /** The company's document of this code (GET /dmoderation/company/{id}/documents), if any. */
  document: CompanyDocument | undefined;
  /** Read-only: the company is on moderation. */
  disabled?: boolean;
}

/**
 * One document code of a company: its stored files (download, delete, replace) and the shared
 * upload widget (SPEC 2.15) sending new files to POST /dmoderation/document/upload with progress.
 * The SPEC 5 checks (type, 1 GB) run before a byte is sent, with the spec's messages.
 */
export function DocumentCodeUploader({ companyUuid, code, name, required, document, disabled }: Props) {
  const client = useQueryClient();
  const replaceInput = useRef<HTMLInputElement>(null);
  const [replacing, setReplacing] = useState<number | null>(null);
  const remove = useDeleteDocument(companyUuid);
  const files = document?.files ?? [];

  const refresh = useCallback(
    () => client.invalidateQueries({ queryKey: onboardingKeys.company(companyUuid) }),
    [client, companyUuid],
  );
  // Each page is its own file under the code, sent on its own and kept in the browser until the
  // server has it (ADR 0099).
  const target = useMemo(
    () => ({
      scope: `company:${companyUuid}:${code}`,
      path: DOCUMENT_UPLOAD_PATH,
      fields: { companyUuid, code },
    }),
    [companyUuid, code],
  );

  const replace = async (file: File) => {
    const refusal = documentRefusal(file);
    if (refusal) {
      notify.warning(refusal);
      return;
    }
    setReplacing(0);
    try {
      await uploadCompanyDocument({ companyUuid, code, replace: true }, file, {
        onProgress: (loaded, total) => setReplacing(total ? Math.min(99, (loaded / total) * 100) : 0),
      });
      notify.success(`Файл заменён: ${file.name}`);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setReplacing(null);
      void refresh();
    }
  };

  const uploaded = files.length > 0;
  return (
    <DocumentCard name={name} headingComponent="h2" uploaded={uploaded} required={required}>
      {uploaded && (
        <Box component="ul" aria-label={`Загруженные файлы: ${name}`} sx={{ p: 0, m: 0, mb: 1 }}>
          {files.map((f) => (
            <Stack
              key={f.uuid}
              component="li"
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', py: 0.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
            >
              <InsertDriveFileOutlinedIcon color="action" fontSize="small" aria-hidden />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Link href={f.url} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
                  {f.name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {formatFileSize(f.size)}, {new Date(f.uploadedAt).toLocaleDateString('ru-RU')}
                </Typography>
              </Box>
              {!disabled && (
                <IconButton
                  aria-label={`Удалить ${f.name}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate({ uuid: f.uuid, code }, { onError: (error) => notifyFailure(error) })
                  }
                >
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Stack>
          ))}
        </Box>
      )}

      {replacing !== null && (
        <Box sx={{ mb: 1 }} aria-live="polite">
          <Typography variant="body2">Замена… {Math.round(replacing)}%</Typography>
          <LinearProgress variant="determinate" value={replacing} aria-label={`Замена файла: ${name}`} />
        </Box>
      )}

      {!disabled && (
        <>
          {uploaded && (
            <>
              <Button
                size="small"
                startIcon={<SwapHorizIcon />}
                disabled={replacing !== null}
                onClick={() => replaceInput.current?.click()}
                sx={{ mb: 1 }}
              >
                Заменить файл
              </Button>
              <input
                ref={replaceInput}
                type="file"
                hidden
                accept={DOCUMENT_ACCEPT}
                aria-label={`Заменить файл: ${name}`}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void replace(file);
                }}
              />
            </>
          )}
          <FileUpload
            label={uploaded ? 'Добавить ещё файл' : 'Загрузить файл'}
            headingComponent="h3"
            target={target}
            accept={DOCUMENT_ACCEPT}
            hideDone
            onSent={refresh}
          />
        </>
      )}
    </DocumentCard>
  );
}
