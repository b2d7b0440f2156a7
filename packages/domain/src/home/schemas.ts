import { z } from 'zod';
import { TODO_KINDS } from './kinds';

/** GET /user/personal/todo: the caller's items, each with its count and the path one tap opens. */
export const todoItem = z.object({
  kind: z.enum(TODO_KINDS),
  count: z.number().int().min(1),
  link: z.string(),
});
export type TodoItem = z.infer<typeof todoItem>;

export const todoReply = z.object({ items: z.array(todoItem) });
export type TodoReply = z.infer<typeof todoReply>;
