/**
 * Batch files: approved bank withdrawals leave as a Zengin file, PayPay ones as a PayPay CSV. A
 * new batch takes every approved withdrawal of the method not in a batch yet; its file is
 * downloaded at once and stays in the list for later.
 */
import type { TWithdrawalBatch } from '@app/shared';
import { App, Button, type ButtonProps, Card, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../features/money/format';
import { ApiError } from '../../../lib/api';
import { type BatchKind, downloadWithdrawalBatch, useCreateWithdrawalBatch, useWithdrawalBatches } from '../../api/withdrawals';
import { canExportBatches } from './model';
import { AdminRef, useActor, ZonedTime } from './parts';

const KINDS: readonly BatchKind[] = ['zengin', 'paypay'];
/** batch files are Japanese transfers: yen */
const BATCH_CURRENCY = 'JPY';

function DownloadButton({ batch }: { batch: TWithdrawalBatch }) {
  const { t } = useTranslation('withdrawConsole');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const name = await downloadWithdrawalBatch(batch.id);
      void message.success(t('batch.downloaded', { name }));
    } catch {
      // the api client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="link" size="small" loading={busy} onClick={run} data-testid="withdrawal-batch-download">
      {t('batch.download')}
    </Button>
  );
}

function ExportButtons() {
  const { t } = useTranslation('withdrawConsole');
  const { modal, message } = App.useApp();
  const create = useCreateWithdrawalBatch();
  const [busy, setBusy] = useState<BatchKind | null>(null);

  const run = async (kind: BatchKind) => {
    setBusy(kind);
    try {
      const batch = await create.mutateAsync(kind);
      if (!batch) {
        void message.info(t('batch.nothing', { kind: t(`batch.kind.${kind}`) }));
        return;
      }
      void message.success(t('batch.created', { id: batch.id, n: batch.count }));
      await downloadWithdrawalBatch(batch.id).catch(() => undefined);
    } catch (err) {
      // the call was silent (to explain "nothing to export" itself): show any other refusal here
      void message.error(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(null);
    }
  };

  const ask = (kind: BatchKind) =>
    modal.confirm({
      title: t(`batch.export.${kind}`),
      content: t('batch.confirmBody', { kind: t(`batch.kind.${kind}`) }),
      okText: t('batch.confirmOk'),
      okButtonProps: { 'data-testid': 'withdrawal-export-confirm' } as ButtonProps,
      cancelText: t('action.cancel'),
      onOk: () => run(kind),
    });

  return (
    <Space wrap>
      {KINDS.map((kind) => (
        <Button
          key={kind}
          loading={busy === kind}
          disabled={busy !== null && busy !== kind}
          onClick={() => ask(kind)}
          data-testid={`withdrawal-export-${kind}`}
        >
          {t(`batch.export.${kind}`)}
        </Button>
      ))}
    </Space>
  );
}

export function Batches() {
  const { t, i18n } = useTranslation('withdrawConsole');
  const actor = useActor();
  const canExport = canExportBatches(actor.perms);
  // only the reviewer and payer codes read the files: an approver is not shown them (nor asks)
  const batches = useWithdrawalBatches(canExport);

  const columns: TableColumnsType<TWithdrawalBatch> = [
    { title: t('batch.col.id'), dataIndex: 'id', key: 'id', width: 70, render: (id: number) => `#${id}` },
    { title: t('batch.col.kind'), dataIndex: 'kind', key: 'kind', width: 130, render: (k: BatchKind) => t(`batch.kind.${k}`) },
    { title: t('batch.col.count'), dataIndex: 'count', key: 'count', width: 120, align: 'right' },
    {
      title: t('batch.col.total'),
      dataIndex: 'total',
      key: 'total',
      width: 130,
      align: 'right',
      render: (v: number) => formatPrice(v, BATCH_CURRENCY, i18n.language),
    },
    {
      title: t('batch.col.file'),
      dataIndex: 'file_name',
      key: 'file',
      ellipsis: true,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    {
      title: t('batch.col.createdBy'),
      dataIndex: 'created_by',
      key: 'created_by',
      width: 110,
      render: (id: number) => <AdminRef id={id} me={actor.id} />,
    },
    {
      title: t('batch.col.createdAt'),
      dataIndex: 'created_at',
      key: 'created_at',
      width: 210,
      render: (v: string) => <ZonedTime iso={v} region="japan" />,
    },
    { title: '', key: 'download', width: 100, fixed: 'right', render: (_: unknown, b) => <DownloadButton batch={b} /> },
  ];

  if (!canExport) return null;
  return (
    <Card
      size="small"
      title={t('batch.title')}
      extra={canExport ? <ExportButtons /> : null}
      style={{ marginTop: 16 }}
      data-testid="withdrawal-batches"
    >
      <Typography.Paragraph type="secondary">{t('batch.hint')}</Typography.Paragraph>
      <Table<TWithdrawalBatch>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={batches.data ?? []}
        loading={batches.isFetching}
        pagination={(batches.data?.length ?? 0) > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        locale={{ emptyText: t('batch.empty') }}
        scroll={{ x: 900 }}
        data-testid="withdrawal-batches-table"
      />
    </Card>
  );
}
