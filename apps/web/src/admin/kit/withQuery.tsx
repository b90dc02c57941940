import type { ComponentType } from 'react';
import { QueryProvider } from '../../lib/query';

/** A console page whose body reads through react-query: the body inside the query provider. */
export function withQuery(Body: ComponentType) {
  return function PageWithQuery() {
    return (
      <QueryProvider>
        <Body />
      </QueryProvider>
    );
  };
}
