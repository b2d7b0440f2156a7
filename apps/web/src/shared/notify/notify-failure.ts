import { notify } from './notifier';

/**
 * Shows a failed call's message. For calls made with `notify: false` (the transport shows nothing)
 * through a service wrapper, which guarantees a message: the server's, or the service's own.
 */
export function notifyFailure(error: unknown): void {
  notify.error(error instanceof Error && error.message ? error.message : 'Произошла ошибка');
}
