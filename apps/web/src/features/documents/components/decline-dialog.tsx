import { TRIP_DOCS_MSG } from '@kolos/domain/trip-documents';
import { ReasonDialog } from '../../../shared/ui/reason-dialog';

/** The reasons a checker gives most often; a click puts one in the field, where it can be edited. */
export const COMMON_DECLINE_REASONS = [
  'ТТН нечитаема: загрузите скан целиком',
  'Номер машины в ТТН не совпадает с машиной слота',
  'Номер СДИЗ не найден или не совпадает с партией',
  'Не хватает подписи или печати',
  'Документ относится к другому рейсу',
  'Протокол испытаний просрочен',
] as const;

interface Props {
  title: string;
  loading?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** 'Отклонить' a trip's documents: a reason is required — one of the common ones, free text, or both. */
export function DeclineDialog({ title, loading, onConfirm, onCancel }: Props) {
  return (
    <ReasonDialog
      title={title}
      label="Причина отклонения"
      hint="Фермер увидит её у своего слота"
      required={TRIP_DOCS_MSG.reasonRequired}
      submitLabel="Отклонить"
      color="error"
      suggestions={COMMON_DECLINE_REASONS}
      maxLength={1000}
      pending={loading ?? false}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
