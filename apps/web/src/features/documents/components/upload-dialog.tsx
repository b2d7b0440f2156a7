import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { CompanyDocument } from '@kolos/domain/documents';
import type { UploadedFile } from '@kolos/domain/files';
import { FileUpload } from '../../../shared/files/file-upload';
import { UPLOAD_PATH } from '../../../shared/files/upload-file';
import { uploadQueue } from '../../../shared/files/upload-queue';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { useAttachDocuments } from '../api/documents-api';
import { ResponsiveDialog } from '../../../shared/ui/responsive-dialog';

interface Props {
  document: CompanyDocument | null;
  onClose: () => void;
}

/**
 * Upload or replace a document's files through the shared widget (SPEC 2.15, SPEC 5 checks):
 * the files upload first, 'Сохранить' links them to the code; a replace keeps the old ones in history.
 */
export function UploadDialog({ document, onClose }: Props) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const attach = useAttachDocuments();
  const replace = Boolean(document?.files.length);
  // The files wait in the browser under the company and code until 'Сохранить' links them.
  const target = useMemo(
    () => ({
      scope: `documents:${document?.companyUuid}:${document?.code}`,
      path: UPLOAD_PATH,
      linkLater: true,
    }),
    [document?.companyUuid, document?.code],
  );

  const save = () => {
    if (!document) return;
    attach.mutate(
      {
        companyUuid: document.companyUuid,
        code: document.code,
        fileUuids: files.map((f) => f.uuid),
        replace,
      },
      {
        onSuccess: () => {
          void uploadQueue.clearSent(
            target.scope,
            files.map((f) => f.uuid),
          );
          notify.success(replace ? 'Документ заменён' : 'Документ загружен');
          onClose();
        },
        onError: notifyFailure,
      },
    );
  };

  return (
    <ResponsiveDialog
      open={document !== null}
      onClose={attach.isPending ? undefined : onClose}
      maxWidth="sm"
      title={`${replace ? 'Заменить' : 'Загрузить'}: ${document?.description ?? ''}`}
    >
      <DialogContent>
        {replace && (
          <DialogContentText sx={{ mb: 2 }}>
            Новые файлы заменят текущие; прежние сохранятся в истории документа.
          </DialogContentText>
        )}
        {document && <FileUpload target={target} label="Файлы документа" onChange={setFiles} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={attach.isPending}>
          Отмена
        </Button>
        <Button variant="contained" onClick={save} disabled={!files.length} loading={attach.isPending}>
          Сохранить
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
