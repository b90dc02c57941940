import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { List, ListRow } from '../../components/ui/ListRow';
import { Skeleton } from '../../components/ui/Skeleton';
import { KeyValue, ToolsFrame } from '../../features/tools/components/ToolsFrame';
import { filterRoutes, groupRoutes } from '../../features/tools/lib/route-groups';
import { fillRoute, routeParams, sampleParam } from '../../features/tools/lib/route-path';
import { useLazy } from '../../features/tools/lib/use-lazy';
import { appState } from '../startup';
import { routeTables } from './registry';

/** The route tables, as the router registered them (tables.ts imports this page lazily). */
const loadTables = routeTables;

/**
 * /h5/list: every route of the running brand, grouped by the spec's sections, titled in the page's
 * language, each a link (optional params left out, required ones a sample value); a search box
 * filters by title, name or path. The tables are read lazily (tables.ts imports this page).
 */
export default function RouteListPage() {
  const { t } = useTranslation('tools');
  const { t: tr } = useTranslation('routes');
  const tables = useLazy(loadTables);
  const [query, setQuery] = useState('');
  const brand = appState().brand;
  const groups = useMemo(() => (tables ? groupRoutes(tables[brand.id]) : []), [tables, brand.id]);
  const shown = filterRoutes(groups, query, (r) => tr(r.titleKey));
  const total = groups.reduce((n, g) => n + g.routes.length, 0);

  return (
    <ToolsFrame testId="route-list-page">
      <Card>
        <dl className="tl-dl">
          <KeyValue label={t('list.brand')} value={`${brand.displayName} (${brand.id})`} />
          <KeyValue label={t('list.total')} value={tables ? total : '…'} testId="route-list-total" />
        </dl>
      </Card>
      <div className="tl-search">
        <input
          className="tl-input"
          type="search"
          value={query}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          onChange={(e) => setQuery(e.target.value)}
          data-testid="route-list-search"
        />
      </div>
      {!tables ? (
        <Skeleton card className="tl-skel-card" />
      ) : shown.length === 0 ? (
        <EmptyState testId="route-list-empty">{t('list.none', { query: query.trim() })}</EmptyState>
      ) : (
        shown.map((g) => (
          <Card
            key={g.key}
            title={
              <>
                {t(`list.sections.${g.key}`)}
                <span className="tl-count">{g.routes.length}</span>
              </>
            }
            testId={`route-group-${g.key}`}
          >
            <List className="tl-routes">
              {g.routes.map((r) => {
                const href = fillRoute(r.path, {}, sampleParam);
                const sampled = routeParams(r.path).some((p) => !p.optional);
                return (
                  <ListRow
                    key={r.name}
                    title={
                      <Link to={href} data-testid="route-link" data-name={r.name}>
                        {tr(r.titleKey)}
                      </Link>
                    }
                    subs={[
                      <span key="p" className="tl-mono">
                        {r.path}
                      </span>,
                      sampled ? t('list.sample', { href }) : null,
                    ]}
                    side={<span className="tl-muted tl-small">{r.name}</span>}
                  />
                );
              })}
            </List>
          </Card>
        ))
      )}
    </ToolsFrame>
  );
}
