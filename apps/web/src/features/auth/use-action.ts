import { useLayoutEffect, useRef, useState } from 'react';

interface Handlers<A, R> {
  onSuccess?: (result: R, arg: A) => void;
  onError?: (error: unknown, arg: A) => void;
}

/**
 * One asynchronous call of a login screen and its state — what the forms used TanStack Query's
 * useMutation for (pending, error, success and error callbacks), without TanStack Query: the
 * login screens do not download it (ADR 0051).
 */
export function useAction<A, R>(call: (arg: A) => Promise<R>, handlers: Handlers<A, R> = {}) {
  const [state, setState] = useState<{ isPending: boolean; error: unknown; isError: boolean }>({
    isPending: false,
    error: null,
    isError: false,
  });
  const latest = useRef({ call, handlers });
  useLayoutEffect(() => {
    latest.current = { call, handlers };
  });

  const run = (arg: A) => {
    setState({ isPending: true, error: null, isError: false });
    latest.current.call(arg).then(
      (result) => {
        setState({ isPending: false, error: null, isError: false });
        latest.current.handlers.onSuccess?.(result, arg);
      },
      (error: unknown) => {
        setState({ isPending: false, error, isError: true });
        latest.current.handlers.onError?.(error, arg);
      },
    );
  };

  return { ...state, run };
}
