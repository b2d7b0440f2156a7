import { LOCATION_MSG, type Location } from '@kolos/domain/locations';
import { notify } from '../../../shared/notify/notifier';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDeleteLocations } from '../api/delete-locations';

interface Props {
  /** The points to delete; empty closes the dialog. */
  points: Location[];
  onClose: (deleted: boolean) => void;
}

/** 'Внимание! Вы собираетесь удалить точку отгрузки.' for one point or several (DELETE /locations). */
export function DeletePointsDialog({ points, onClose }: Props) {
  const remove = useDeleteLocations();
  const confirm = async () => {
    try {
      const items = await remove.mutateAsync(points.map((p) => p.uuid));
      const archived = items.filter((i) => i.archived).length;
      notify.success(archived > 0 ? LOCATION_MSG.archived : LOCATION_MSG.deleted);
      onClose(true);
    } catch {
      onClose(false);
    }
  };
  const text =
    points.length === 1
      ? `«${points[0]!.name}», ${points[0]!.address}`
      : `Будут удалены точки: ${points.map((p) => `«${p.name}»`).join(', ')}.`;
  return (
    <ConfirmDialog
      open={points.length > 0}
      title={LOCATION_MSG.deleteConfirm}
      text={points.length > 0 ? text : undefined}
      confirmText="Удалить"
      destructive
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={() => onClose(false)}
    />
  );
}
