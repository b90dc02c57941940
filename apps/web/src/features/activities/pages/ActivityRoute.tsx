import { ACTIVITY_ROUTE_TARGETS } from '@app/shared';
import { QueryProvider } from '../../../lib/query';
import { useRouteHandle } from '../../../lib/route-handle';
import { ActivityPage } from './ActivityPage';

/** Every activity route: its name (the route table's handle) names the event and the view it shows. */
export default function ActivityRoute() {
  const { name } = useRouteHandle();
  const target = (name && ACTIVITY_ROUTE_TARGETS[name]) || null;
  return (
    <QueryProvider>
      <ActivityPage event={target?.[0] ?? null} view={target?.[1] ?? null} pinJapanese={Boolean(name?.endsWith('_jp'))} />
    </QueryProvider>
  );
}
