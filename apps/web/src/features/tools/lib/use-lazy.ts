import { useEffect, useState } from 'react';

/** A value loaded once after the first render (a lazily imported module's export); null until then. */
export function useLazy<T>(load: () => Promise<T>): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((v) => live && setValue(() => v));
    return () => {
      live = false;
    };
  }, [load]);
  return value;
}
