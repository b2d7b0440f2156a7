/** TanStack Query keys of the session. Invalidate `sessionKeys.all` to reload the user and roles. */
export const sessionKeys = {
  all: ['session'] as const,
  user: (uuid: string, scope: string) => ['session', 'user', uuid, scope] as const,
};
