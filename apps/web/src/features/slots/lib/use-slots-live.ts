import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../../shared/live';
import { slotKeys } from '../api/slots-api';

/**
 * Issue 17: slot changes arrive as live events of types 'slot.*'; each refreshes the queue on this
 * screen (the query refetches only what is shown). Matched by prefix: the type union of
 * @kolos/domain/live names them with the queue's events.
 */
export function useSlotsLive(): void {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (String(event.type).startsWith('slot.'))
      void queryClient.invalidateQueries({ queryKey: slotKeys.all });
  });
}
