import { type APPROVAL_STATUSES, LIMITS, type TApproval } from '@app/shared';
import {
  Alert,
  Button,
  type ButtonProps,
  Card,
  Input,
  Modal,
  message,
  Segmented,
  Space,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../features/money/format';
import { type ApprovalsFilter, useApprovals, useDecideApproval } from '../../api/staff';
import { StackedCell } from '../../kit/cells';
import { formatTime } from '../../kit/format';
import { ListTable } from '../../kit/ListTable';
import { Toolbar } from '../../kit/Toolbar';
import { withQuery } from '../../kit/withQuery';
import { cachedAdminSession } from '../../state';
import './staff.css';

const PAGE_SIZE = LIMITS.pageSizeDefault;
const STATUS_COLOR: Record<string, string> = { pending: 'orange', approved: 'green', rejected: 'default' };
type StatusFilter = (typeof APPROVAL_STATUSES)[number] | 'all';

function Amount({ a }: { a: TApproval }) {
  const { t, i18n } = useTranslation('admin');
  if (a.kind === 'order.refund') return <span className="staff-amount">{formatPrice(a.amount, a.unit, i18n.language)}</span>;
  return (
    <span className="staff-amount" style={{ color: a.amount < 0 ? '#cf1322' : '#389e0d' }}>
      {a.amount > 0 ? '+' : ''}
      {a.amount.toLocaleString(i18n.language)} {t(`wallet.asset.${a.unit}`, { defaultValue: a.unit })}
    </span>
  );
}

/** Approve or reject with a note, after a confirmation that says what will happen. */
function DecideModal({ target, onClose }: { target: { a: TApproval; decision: 'approve' | 'reject' } | null; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const [note, setNote] = useState('');
  const decide = useDecideApproval();
  if (!target) return null;
  const { a, decision } = target;
  return (
    <Modal
      open
      title={t(decision === 'approve' ? 'approvals.approveTitle' : 'approvals.rejectTitle', { id: a.id })}
      okText={t(decision === 'approve' ? 'approvals.approve' : 'approvals.reject')}
      okButtonProps={{ danger: decision === 'reject', loading: decide.isPending, 'data-testid': 'approval-confirm' } as ButtonProps}
      cancelText={t('admins.cancel')}
      onCancel={() => {
        setNote('');
        onClose();
      }}
      onOk={() =>
        decide.mutate(
          { id: a.id, decision, note: note.trim() },
          {
            onSuccess: () => {
              void message.success(t(decision === 'approve' ? 'approvals.approved' : 'approvals.rejected'));
              setNote('');
              onClose();
            },
          },
        )
      }
    >
      <Alert
        type={decision === 'approve' ? 'warning' : 'info'}
        showIcon
        style={{ marginBottom: 12 }}
        message={
          <span>
            {t(`approvals.kinds.${a.kind}`)} · <Amount a={a} /> · {t(a.kind === 'order.refund' ? 'approvals.order' : 'approvals.user')}{' '}
            {a.target}
          </span>
        }
        description={t(decision === 'approve' ? 'approvals.approveHint' : 'approvals.rejectHint', { name: a.requester.nickname })}
      />
      <Input.TextArea
        rows={3}
        maxLength={LIMITS.staffReasonMax}
        showCount
        value={note}
        onChange={(e) => setNote(e.target.value)}
        placeholder={t('approvals.notePlaceholder')}
        data-testid="approval-note"
      />
    </Modal>
  );
}

function Approvals() {
  const { t, i18n } = useTranslation('staff');
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState(1);
  const filter: ApprovalsFilter = { page, page_size: PAGE_SIZE, status: status === 'all' ? undefined : status };
  const list = useApprovals(filter);
  const [target, setTarget] = useState<{ a: TApproval; decision: 'approve' | 'reject' } | null>(null);
  const me = cachedAdminSession()?.profile.id;
  const when = (v: string | null) => formatTime(v, i18n.language);

  const columns: TableColumnsType<TApproval> = [
    { title: 'ID', dataIndex: 'id', key: 'id', width: 70 },
    {
      title: t('approvals.kind'),
      key: 'kind',
      width: 120,
      render: (_: unknown, a) => <Tag color={a.kind === 'order.refund' ? 'purple' : 'blue'}>{t(`approvals.kinds.${a.kind}`)}</Tag>,
    },
    { title: t('approvals.amount'), key: 'amount', width: 210, align: 'right', render: (_: unknown, a) => <Amount a={a} /> },
    {
      title: t('approvals.targetAndReason'),
      key: 'target',
      render: (_: unknown, a) => (
        <Space direction="vertical" size={0}>
          <span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(a.kind === 'order.refund' ? 'approvals.order' : 'approvals.user')}{' '}
            </Typography.Text>
            <Typography.Text copyable={{ text: a.target }}>{a.target}</Typography.Text>
          </span>
          <Typography.Text ellipsis={{ tooltip: a.reason }} style={{ maxWidth: 360 }}>
            {a.reason}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('approvals.requester'),
      key: 'requester',
      width: 170,
      render: (_: unknown, a) => <StackedCell main={a.requester.nickname} sub={when(a.created_at)} />,
    },
    {
      title: t('approvals.status'),
      key: 'status',
      width: 180,
      render: (_: unknown, a) => (
        <Space direction="vertical" size={0}>
          <Tag color={STATUS_COLOR[a.status]} data-testid={`approval-status-${a.id}`}>
            {t(`approvals.statuses.${a.status}`)}
          </Tag>
          {a.decided_by && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {a.decided_by.nickname} · {when(a.decided_at)}
            </Typography.Text>
          )}
          {a.decision_note && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: a.decision_note }}>
              {a.decision_note}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('admins.actions'),
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_: unknown, a) => {
        if (a.status !== 'pending') return null;
        const own = a.requester.id === me;
        return (
          <Tooltip title={own ? t('approvals.ownRequest') : undefined}>
            <Space size={4}>
              <Button
                size="small"
                type="primary"
                disabled={own}
                onClick={() => setTarget({ a, decision: 'approve' })}
                data-testid={`approve-${a.id}`}
              >
                {t('approvals.approve')}
              </Button>
              <Button
                size="small"
                danger
                disabled={own}
                onClick={() => setTarget({ a, decision: 'reject' })}
                data-testid={`reject-${a.id}`}
              >
                {t('approvals.reject')}
              </Button>
            </Space>
          </Tooltip>
        );
      },
    },
  ];

  return (
    <Card data-testid="approvals-page">
      <Toolbar>
        <Segmented<StatusFilter>
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={(['pending', 'approved', 'rejected', 'all'] as const).map((s) => ({ value: s, label: t(`approvals.statuses.${s}`) }))}
          data-testid="approvals-status"
        />
        <Typography.Text type="secondary">
          {t('approvals.limits', { coins: LIMITS.approvalAdjustAmountMax.toLocaleString(i18n.language) })}
        </Typography.Text>
      </Toolbar>
      <ListTable<TApproval>
        columns={columns}
        list={{ filter, setPage }}
        query={list}
        scrollX={1100}
        emptyText={t('approvals.empty')}
        rowTestId={(a) => `approval-row-${a.id}`}
        showTotal={(n) => t('admins.total', { count: n })}
        testIds="approvals"
      />
      <DecideModal target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}

export const ApprovalsPage = withQuery(Approvals);
