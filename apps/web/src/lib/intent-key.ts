import { useRef } from 'react';
import { ApiError } from './api';
import { newRequestId } from './request-id';

/**
 * An idempotency key per intended action (a draw, a claim, a check-in): kept while the answer is
 * unknown (a network error, a timeout) so a retry of the same action is done once, dropped once
 * the server answered. The same body asked again reuses the key; another body gets a new one.
 */
export function useIntentKey(prefix: string) {
  const ref = useRef<{ body: string; id: string } | null>(null);
  return {
    take(body: unknown): string {
      const text = JSON.stringify(body);
      if (!ref.current || ref.current.body !== text) ref.current = { body: text, id: newRequestId(prefix) };
      return ref.current.id;
    },
    settle(error?: unknown) {
      if (!error || error instanceof ApiError) ref.current = null;
    },
  };
}
