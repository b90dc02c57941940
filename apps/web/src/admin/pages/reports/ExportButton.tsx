import type { Endpoint } from '@app/shared';
import { App, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport } from '../../api/reports';

/**
 * "Export to Excel" beside a list: the list's current filters go to its `/export` contract; the
 * file is saved under the name the server gives. The server checks the list's permission again.
 */
export function ExportButton({ endpoint, filters, testId }: { endpoint: Endpoint; filters: object; testId?: string }) {
  const { t } = useTranslation('reports');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const name = await downloadExport(endpoint, filters as Record<string, unknown>);
      message.success(t('export.done', { name }));
    } catch {
      // the api client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={t('export.hint')}>
      <Button loading={busy} onClick={run} data-testid={testId ?? 'export-xlsx'}>
        {busy ? t('export.busy') : t('export.button')}
      </Button>
    </Tooltip>
  );
}
