/**
 * What the letters module tells others, written in the reply's transaction: `letter.replied`
 * once per reply in a letter thread, addressed to the thread's other party (the message centre
 * turns it into a notice). The excerpt is the first ~60 characters of the reply.
 */
import type { Queryable } from '../../platform/db';
import { defineTopic, Outbox } from '../../platform/outbox';

export interface LetterReplied {
  thread_id: number;
  reply_id: number;
  recipient_id: number;
  excerpt: string;
}
export const letterReplied = defineTopic<LetterReplied>('letter.replied', (_q, events) =>
  Promise.resolve(events.map((e) => e.payload as LetterReplied)),
);

export function publishLetterReplied(q: Queryable, e: LetterReplied, at: Date): Promise<void> {
  return Outbox.publish(q, letterReplied, { payload: e, createdAt: at });
}
