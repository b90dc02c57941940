import { useEffect } from 'react';
import { toast } from '../../lib/bridge';

/**
 * The H5 toast for React code: the app's native toast in a web view, the DOM toast of
 * lib/toast.ts in a browser (both through the bridge). `useToast()` for event handlers;
 * `<Toast message>` shows a message each time it changes.
 */
export function useToast(): (message: string) => void {
  return toast;
}

export function Toast({ message }: { message: string | null | undefined }) {
  useEffect(() => {
    if (message) toast(message);
  }, [message]);
  return null;
}
