/**
 * Customer service queue (spec 2: /h5/qyqyadmin/feedback/a, /ucoo_zh, /wakoo_zh, /ucoo_ja,
 * /wakoo_ja). One page for the five desks: `a` is every region the admin handles, the others one
 * brand and region. The server keeps every call to the admin's regions (FORBIDDEN otherwise).
 * Users' text is rendered as text, never markup.
 */
import {
  ADMIN_PREFIX,
  FEEDBACK_QUEUES,
  type FeedbackQueue,
  LIMITS,
  type TAdminThread,
  type TAdminThreadDetail,
  type TCannedReply,
  THREAD_STATUSES,
  type ThreadStatus,
  type TSupportImage,
} from '@app/shared';
import {
  App,
  Avatar,
  Badge,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Form,
  Image,
  Input,
  List,
  Modal,
  Popconfirm,
  Rate,
  Row,
  Segmented,
  Select,
  Space,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
  Upload,
} from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { REPORTS_API } from '../../api/reports';
import {
  type FeedbackFilter,
  uploadConsoleImage,
  useAssign,
  useCannedReplies,
  useClaim,
  useDeleteCanned,
  useFeedbackQueue,
  useFeedbackThread,
  useReply,
  useSaveCanned,
  useThreadStatus,
} from '../../api/support';
import { EllipsisStackedCell } from '../../kit/cells';
import { DetailDrawer } from '../../kit/DetailDrawer';
import { TextAreaItem } from '../../kit/fields';
import { BRAND_OPTIONS, DateRangeFilter, FilterForm, FilterInput, FilterSelect, formFilter, optionsOf } from '../../kit/filters';
import { formatTime } from '../../kit/format';
import { ListCard } from '../../kit/ListCard';
import { type FilterFormValues, ListTable, usePagedFilter } from '../../kit/ListTable';
import { withQuery } from '../../kit/withQuery';
import { ExportButton } from '../reports/ExportButton';

const PAGE_SIZE = 20;
const STATUS_COLOR: Record<ThreadStatus, string> = { open: 'orange', answered: 'blue', closed: 'default' };

/** Day and minute, the zone named (`11/29 23:15 GMT+8`). */
function fmt(iso: string | null, locale: string): string {
  return formatTime(iso, locale, { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
}

/** A time span in the console's language, to the minute: "1小时20分" / "1時間20分" / "1h 20m". */
function span(ms: number, t: (key: string, values: Record<string, number>) => string): string {
  const all = Math.max(0, Math.round(Math.abs(ms) / 60_000));
  const d = Math.floor(all / 1440);
  const h = Math.floor((all % 1440) / 60);
  const m = all % 60;
  return d ? t('console.sla.span.dh', { d, h }) : h ? t('console.sla.span.hm', { h, m }) : t('console.sla.span.m', { m });
}

function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

/** The SLA cell: the target still running (time left), met, or breached (red). */
function SlaCell({ t: th, now }: { t: TAdminThread; now: number }) {
  const { t, i18n } = useTranslation('support');
  /** a target that is met (in time or late) or already breached; null while it still runs */
  const settled = (done: boolean, breached: boolean, due: string) =>
    done
      ? breached
        ? { color: 'red', text: t('console.sla.lateMet') }
        : { color: 'green', text: t('console.sla.met') }
      : breached
        ? { color: 'red', text: t('console.sla.over', { time: span(now - Date.parse(due), t) }) }
        : null;
  const left = (due: string) => t('console.sla.left', { time: span(Date.parse(due) - now, t) });
  const first =
    settled(th.first_response_at !== null, th.sla.first_response_breached, th.sla.first_response_due) ??
    (th.status === 'closed' ? { color: 'default', text: '—' } : { color: 'gold', text: left(th.sla.first_response_due) });
  const resolution = settled(th.closed_at !== null, th.sla.resolution_breached, th.sla.resolution_due) ?? {
    color: 'default',
    text: left(th.sla.resolution_due),
  };
  return (
    <Space
      direction="vertical"
      size={2}
      data-testid="sla-cell"
      data-breached={th.sla.first_response_breached || th.sla.resolution_breached}
    >
      <Tooltip title={t('console.sla.firstTip', { due: fmt(th.sla.first_response_due, i18n.language) })}>
        <Tag color={first.color} style={{ marginInlineEnd: 0 }}>
          {t('console.sla.first')} {first.text}
        </Tag>
      </Tooltip>
      <Tooltip title={t('console.sla.resolutionTip', { due: fmt(th.sla.resolution_due, i18n.language) })}>
        <Tag color={resolution.color} style={{ marginInlineEnd: 0 }}>
          {t('console.sla.resolution')} {resolution.text}
        </Tag>
      </Tooltip>
    </Space>
  );
}

function ImagePickerButton({ onPicked, testId }: { onPicked: (img: TSupportImage) => void; testId?: string }) {
  const { t } = useTranslation('support');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept="image/jpeg,image/png,image/webp"
      showUploadList={false}
      customRequest={async ({ file }) => {
        setBusy(true);
        try {
          const up = await uploadConsoleImage(file as File);
          onPicked({ key: up.key, url: up.url });
        } catch {
          // the error presenter showed the server's message
        } finally {
          setBusy(false);
        }
      }}
      beforeUpload={(file) => {
        if (file.size > LIMITS.supportImageBytesMax) {
          void message.error(t('console.imageTooLarge', { kb: Math.floor(LIMITS.supportImageBytesMax / 1024) }));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
    >
      <Button loading={busy} data-testid={testId}>
        {t('console.addImage')}
      </Button>
    </Upload>
  );
}

/** Staff's answer: text (canned snippets insert at the end, several in one reply), images. */
function Composer({ d }: { d: TAdminThreadDetail }) {
  const { t } = useTranslation('support');
  const { message } = App.useApp();
  const reply = useReply();
  const canned = useCannedReplies();
  const [text, setText] = useState('');
  const [images, setImages] = useState<TSupportImage[]>([]);
  const closed = d.thread.status === 'closed';
  const insert = (c: TCannedReply) => {
    if (c.text) setText((prev) => (prev.trim() ? `${prev.trimEnd()}\n\n${c.text}` : c.text));
    const img = c.image;
    if (img) setImages((prev) => (prev.some((i) => i.key === img.key) ? prev : [...prev, img].slice(0, LIMITS.supportImagesPerMessageMax)));
  };
  const send = () =>
    reply.mutate(
      { id: d.thread.id, input: { text: text.trim(), images: images.map((i) => i.key) } },
      {
        onSuccess: () => {
          setText('');
          setImages([]);
          void message.success(t('console.sent'));
        },
      },
    );
  const lang = d.thread.language;
  const options = (canned.data?.items ?? [])
    .slice()
    .sort((a, b) => Number(b.language === lang) - Number(a.language === lang))
    .map((c) => ({ value: c.id, label: `${c.language === lang ? '★ ' : ''}[${c.language}] ${c.title}${c.image ? ' 🖼' : ''}` }));
  return (
    <div className="fb-composer" data-testid="feedback-composer">
      <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
        <Select
          showSearch
          optionFilterProp="label"
          placeholder={t('console.canned.insert')}
          value={null}
          style={{ width: '100%' }}
          options={options}
          disabled={closed}
          onChange={(id: number) => {
            const c = canned.data?.items.find((x) => x.id === id);
            if (c) insert(c);
          }}
          data-testid="feedback-canned-select"
        />
      </Space.Compact>
      <Input.TextArea
        rows={4}
        value={text}
        maxLength={LIMITS.supportMessageTextMax}
        showCount
        disabled={closed}
        placeholder={closed ? t('console.closedHint') : t('console.replyHint')}
        onChange={(e) => setText(e.target.value)}
        data-testid="feedback-reply-text"
      />
      {images.length ? (
        <Space wrap style={{ marginTop: 8 }}>
          {images.map((img) => (
            <Badge
              key={img.key}
              count={
                <Button size="small" shape="circle" onClick={() => setImages(images.filter((i) => i.key !== img.key))}>
                  ×
                </Button>
              }
            >
              <Image src={img.url} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 6 }} />
            </Badge>
          ))}
        </Space>
      ) : null}
      <Space style={{ marginTop: 24, width: '100%', justifyContent: 'space-between' }}>
        <ImagePickerButton onPicked={(img) => setImages((prev) => [...prev, img].slice(0, LIMITS.supportImagesPerMessageMax))} />
        <Button
          type="primary"
          onClick={send}
          loading={reply.isPending}
          disabled={closed || (!text.trim() && images.length === 0)}
          data-testid="feedback-reply-send"
        >
          {t('console.send')}
        </Button>
      </Space>
    </div>
  );
}

function Conversation({ d }: { d: TAdminThreadDetail }) {
  const { t, i18n } = useTranslation('support');
  const end = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls down when a message arrives
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [d.messages.length]);
  return (
    <div className="fb-conversation" data-testid="feedback-conversation">
      {d.messages.map((m) => (
        <div key={m.id} className={m.author === 'staff' ? 'fb-msg fb-msg-staff' : 'fb-msg fb-msg-user'} data-testid="feedback-message">
          <div className="fb-msg-meta">
            <Typography.Text strong>{m.author === 'staff' ? (m.staff_name ?? t('console.staff')) : d.user.nickname}</Typography.Text>
            <Typography.Text type="secondary">{fmt(m.created_at, i18n.language)}</Typography.Text>
          </div>
          {/* user text as text: never markup */}
          {m.text ? (
            <div className="fb-msg-text" data-testid="feedback-message-text">
              {m.text}
            </div>
          ) : null}
          {m.images.length ? (
            <Image.PreviewGroup>
              <Space wrap style={{ marginTop: 6 }}>
                {m.images.map((img) => (
                  <Image key={img.key} src={img.url} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 6 }} />
                ))}
              </Space>
            </Image.PreviewGroup>
          ) : null}
        </div>
      ))}
      <div ref={end} />
    </div>
  );
}

function Beside({ d }: { d: TAdminThreadDetail }) {
  const { t, i18n } = useTranslation('support');
  const u = d.user;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title={t('console.profile')} data-testid="feedback-profile">
        <Space align="start" style={{ marginBottom: 8 }}>
          <Avatar src={u.avatar_url ?? undefined}>{u.nickname.slice(0, 1)}</Avatar>
          <div>
            <Typography.Text strong>{u.nickname}</Typography.Text>
            <div>
              <Typography.Text type="secondary" copyable>
                {u.public_id}
              </Typography.Text>
            </div>
          </div>
        </Space>
        <Descriptions size="small" column={1} colon={false}>
          <Descriptions.Item label={t('console.col.brand')}>{u.brand}</Descriptions.Item>
          <Descriptions.Item label={t('console.col.region')}>{t(`console.region.${u.region}`)}</Descriptions.Item>
          <Descriptions.Item label={t('console.gender')}>
            {t(`admin:users.gender.${u.gender}`, { defaultValue: u.gender })}
          </Descriptions.Item>
          <Descriptions.Item label={t('console.joined')}>{fmt(u.created_at, i18n.language)}</Descriptions.Item>
          <Descriptions.Item label={t('console.device')}>
            {[d.thread.device.platform, d.thread.device.app_version, d.thread.device.app_name].filter(Boolean).join(' · ') || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('console.deviceId')}>
            <Typography.Text ellipsis style={{ maxWidth: 180 }}>
              {d.thread.device.device_id ?? '—'}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('console.orders')} data-testid="feedback-orders">
        {d.orders.length ? (
          <List
            size="small"
            dataSource={d.orders}
            renderItem={(o) => (
              <List.Item style={{ paddingInline: 0 }}>
                <Space direction="vertical" size={0} style={{ width: '100%' }}>
                  <Space style={{ justifyContent: 'space-between', width: '100%' }}>
                    <Typography.Text>
                      {(o.price_minor / 100).toFixed(2)} {o.currency}
                    </Typography.Text>
                    <Tag color={o.status === 'credited' ? 'green' : o.status === 'refunded' ? 'purple' : 'default'}>{o.status}</Tag>
                  </Space>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {o.kind} {o.asset ? `· ${o.amount} ${o.asset}` : ''} · {fmt(o.created_at, i18n.language)}
                  </Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('console.noOrders')} />
        )}
      </Card>
      <Card size="small" title={t('console.risk')} data-testid="feedback-risk">
        {!d.risk.available ? (
          <Typography.Text type="secondary">{t('console.riskUnavailable')}</Typography.Text>
        ) : d.risk.items.length ? (
          <List
            size="small"
            dataSource={d.risk.items}
            renderItem={(r) => (
              <List.Item style={{ paddingInline: 0 }}>
                <Space direction="vertical" size={0}>
                  <Space size={4}>
                    <Tag color={r.severity === 'high' || r.severity === 'critical' ? 'red' : 'gold'}>{r.severity}</Tag>
                    {r.action ? <Tag>{r.action}</Tag> : null}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {fmt(r.created_at, i18n.language)}
                    </Typography.Text>
                  </Space>
                  <Typography.Text style={{ fontSize: 12 }}>{r.description}</Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('console.noRisk')} />
        )}
      </Card>
    </Space>
  );
}

function ThreadDrawer({
  id,
  agents,
  onClose,
}: {
  id: number | null;
  agents: Array<{ id: number; nickname: string }>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('support');
  const detail = useFeedbackThread(id);
  const claim = useClaim();
  const assign = useAssign();
  const status = useThreadStatus();
  const now = useNow();
  const d = detail.data;
  return (
    <DetailDrawer
      open={id !== null}
      onClose={onClose}
      width={1120}
      data={d}
      title={
        d ? (
          <Space wrap>
            <span>{t('console.threadTitle', { id: d.thread.id })}</span>
            <Tag color={STATUS_COLOR[d.thread.status]}>{t(`status.${d.thread.status}`)}</Tag>
            <Tag>{t(`categories.${d.thread.category}`)}</Tag>
            <Tag>
              {d.thread.brand} · {t(`console.region.${d.thread.region}`)} · {d.thread.language}
            </Tag>
          </Space>
        ) : (
          t('console.loading')
        )
      }
      extra={
        d ? (
          <Space>
            <Select
              size="middle"
              style={{ width: 170 }}
              placeholder={t('console.assignTo')}
              value={d.thread.assignee?.id ?? null}
              allowClear
              options={agents.map((a) => ({ value: a.id, label: a.nickname }))}
              onChange={(v: number | undefined) => assign.mutate({ id: d.thread.id, input: { admin_id: v ?? null } })}
              data-testid="feedback-assign"
            />
            <Button
              onClick={() => claim.mutate({ id: d.thread.id, input: undefined })}
              loading={claim.isPending}
              data-testid="feedback-claim"
            >
              {t('console.claim')}
            </Button>
            {d.thread.status === 'closed' ? (
              <Button onClick={() => status.mutate({ id: d.thread.id, input: { status: 'open' } })} data-testid="feedback-reopen">
                {t('console.reopen')}
              </Button>
            ) : (
              <Popconfirm
                title={t('console.closeConfirm')}
                onConfirm={() => status.mutate({ id: d.thread.id, input: { status: 'closed' } })}
              >
                <Button danger data-testid="feedback-close">
                  {t('console.close')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        ) : null
      }
      testId="feedback-drawer"
    >
      {(d) => (
        <Row gutter={16}>
          <Col span={15}>
            <Space style={{ marginBottom: 8 }} wrap>
              <SlaCell t={d.thread} now={now} />
              <Typography.Text type="secondary">
                {t('console.assignee')}: {d.thread.assignee?.nickname ?? t('console.unassigned')}
              </Typography.Text>
              {d.thread.rating ? (
                <Space size={4}>
                  <Rate disabled value={d.thread.rating} style={{ fontSize: 14 }} />
                  {d.thread.rating_comment ? <Typography.Text type="secondary">“{d.thread.rating_comment}”</Typography.Text> : null}
                </Space>
              ) : null}
            </Space>
            <Conversation d={d} />
            <Composer d={d} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('console.createdAt')} {fmt(d.thread.created_at, i18n.language)}
            </Typography.Text>
          </Col>
          <Col span={9}>
            <Beside d={d} />
          </Col>
        </Row>
      )}
    </DetailDrawer>
  );
}

function CannedManager({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('support');
  const list = useCannedReplies();
  const save = useSaveCanned();
  const del = useDeleteCanned();
  const [form] = Form.useForm<{ id?: number; title: string; text: string; language: 'zh-CN' | 'zh-TW' | 'en' | 'ja' | 'ko' }>();
  const [image, setImage] = useState<TSupportImage | null>(null);
  const edit = (c: TCannedReply | null) => {
    form.setFieldsValue(
      c
        ? { id: c.id, title: c.title, text: c.text, language: c.language as 'ja' }
        : { id: undefined, title: '', text: '', language: 'zh-CN' },
    );
    setImage(c?.image ?? null);
  };
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={880} title={t('console.canned.title')} destroyOnHidden>
      <Row gutter={16}>
        <Col span={12}>
          <List
            size="small"
            bordered
            style={{ maxHeight: 420, overflow: 'auto' }}
            dataSource={list.data?.items ?? []}
            renderItem={(c) => (
              <List.Item
                actions={[
                  <Button key="e" type="link" size="small" onClick={() => edit(c)}>
                    {t('console.canned.edit')}
                  </Button>,
                  <Popconfirm key="d" title={t('console.canned.deleteConfirm')} onConfirm={() => del.mutate(c.id)}>
                    <Button type="link" size="small" danger>
                      {t('console.canned.delete')}
                    </Button>
                  </Popconfirm>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Space size={4}>
                      <Tag>{c.language}</Tag>
                      {c.title}
                      {c.image ? <Tag color="blue">{t('console.canned.hasImage')}</Tag> : null}
                    </Space>
                  }
                  description={
                    <Typography.Text ellipsis style={{ maxWidth: 260 }}>
                      {c.text}
                    </Typography.Text>
                  }
                />
              </List.Item>
            )}
          />
        </Col>
        <Col span={12}>
          <Form
            form={form}
            layout="vertical"
            initialValues={{ language: 'zh-CN' }}
            onFinish={(v) =>
              save.mutate(
                { ...v, image: image?.key ?? null },
                {
                  onSuccess: () => edit(null),
                },
              )
            }
          >
            <Form.Item name="id" hidden>
              <Input />
            </Form.Item>
            <Form.Item name="title" label={t('console.canned.name')} rules={[{ required: true, max: LIMITS.supportCannedTitleMax }]}>
              <Input />
            </Form.Item>
            <Form.Item name="language" label={t('console.canned.language')}>
              <Select options={['zh-CN', 'zh-TW', 'en', 'ja', 'ko'].map((l) => ({ value: l, label: l }))} />
            </Form.Item>
            <TextAreaItem name="text" label={t('console.canned.text')} rows={5} max={LIMITS.supportMessageTextMax} />
            <Space style={{ marginBottom: 16 }}>
              {image ? <Image src={image.url} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 6 }} /> : null}
              <ImagePickerButton onPicked={setImage} />
              {image ? <Button onClick={() => setImage(null)}>{t('console.canned.removeImage')}</Button> : null}
            </Space>
            <Space>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('console.canned.save')}
              </Button>
              <Button onClick={() => edit(null)}>{t('console.canned.new')}</Button>
            </Space>
          </Form>
        </Col>
      </Row>
    </Modal>
  );
}

type FilterValues = Pick<FilterFormValues<FeedbackFilter>, 'brand' | 'region' | 'assignee' | 'q' | 'dates'>;

function Queue() {
  const { t, i18n } = useTranslation('support');
  const { pathname } = useLocation();
  const queue = (pathname.replace(`${ADMIN_PREFIX}/feedback/`, '').split('/')[0] || 'a') as FeedbackQueue;
  const fixed = FEEDBACK_QUEUES[queue] ?? null;
  const paged = usePagedFilter<FeedbackFilter>({ page_size: PAGE_SIZE, queue });
  const { filter, setFilter } = paged;
  useEffect(() => {
    setFilter({ page: 1, page_size: PAGE_SIZE, queue });
  }, [queue, setFilter]);
  const [status, setStatus] = useState<'all' | ThreadStatus | 'breached'>('all');
  const [selected, setSelected] = useState<number | null>(null);
  const [cannedOpen, setCannedOpen] = useState(false);
  const q = useFeedbackQueue(filter);
  const now = useNow();
  const regions = q.data?.regions ?? [];
  const agents = q.data?.agents ?? [];

  const onStatus = (v: typeof status) => {
    setStatus(v);
    setFilter((f) => ({
      ...f,
      page: 1,
      status: v === 'all' || v === 'breached' ? undefined : v,
      breached: v === 'breached' ? '1' : undefined,
    }));
  };
  // the status tabs stay as they are
  const search = (v: FilterValues) => setFilter((f) => ({ ...f, ...formFilter(v), page: 1 }));

  const columns: TableColumnsType<TAdminThread> = useMemo(
    () => [
      { title: 'ID', dataIndex: 'id', width: 56 },
      {
        title: t('console.col.user'),
        key: 'user',
        width: 140,
        render: (_: unknown, r) => (
          <Space direction="vertical" size={0}>
            <Typography.Text strong ellipsis style={{ maxWidth: 130 }}>
              {r.user.nickname}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.user.public_id}
            </Typography.Text>
          </Space>
        ),
      },
      {
        title: t('console.col.desk'),
        key: 'desk',
        width: 160,
        render: (_: unknown, r) => (
          <Space size={2} wrap>
            <Tag style={{ marginInlineEnd: 0 }}>{r.brand}</Tag>
            <Tag color={r.region === 'japan' ? 'magenta' : 'geekblue'} style={{ marginInlineEnd: 0 }}>
              {t(`console.region.${r.region}`)}
            </Tag>
          </Space>
        ),
      },
      { title: t('console.col.category'), dataIndex: 'category', width: 96, render: (v: string) => t(`categories.${v}`) },
      {
        title: t('console.col.preview'),
        dataIndex: 'preview',
        ellipsis: true,
        render: (v: string, r) => (
          <EllipsisStackedCell
            main={v}
            sub={`${t('console.messages', { count: r.message_count })} · ${r.language}`}
            mainTestId="feedback-row-preview"
          />
        ),
      },
      {
        title: t('console.col.status'),
        dataIndex: 'status',
        width: 84,
        render: (v: ThreadStatus) => <Tag color={STATUS_COLOR[v]}>{t(`status.${v}`)}</Tag>,
      },
      {
        title: t('console.col.assignee'),
        key: 'assignee',
        width: 100,
        render: (_: unknown, r) => r.assignee?.nickname ?? <Typography.Text type="secondary">{t('console.unassigned')}</Typography.Text>,
      },
      { title: t('console.col.sla'), key: 'sla', width: 160, render: (_: unknown, r) => <SlaCell t={r} now={now} /> },
      { title: t('console.col.updated'), dataIndex: 'last_message_at', width: 140, render: (v: string) => fmt(v, i18n.language) },
      {
        title: t('console.col.rating'),
        dataIndex: 'rating',
        width: 56,
        render: (v: number | null) => (v ? <span style={{ color: '#faad14' }}>★ {v}</span> : '—'),
      },
    ],
    [t, i18n.language, now],
  );

  return (
    <ListCard
      title={
        <Space>
          <span>{t(`console.queue.${queue}`)}</span>
          {fixed ? null : regions.map((r) => <Tag key={r}>{t(`console.region.${r}`)}</Tag>)}
        </Space>
      }
      actions={[
        <Button key="canned" onClick={() => setCannedOpen(true)} data-testid="feedback-canned-manage">
          {t('console.canned.title')}
        </Button>,
        <Button key="refresh" onClick={() => void q.refetch()}>
          {t('console.refresh')}
        </Button>,
        <ExportButton key="export" endpoint={REPORTS_API.exports.feedback} filters={filter} />,
      ]}
    >
      <Segmented
        value={status}
        onChange={(v) => onStatus(v as typeof status)}
        style={{ marginBottom: 12 }}
        options={[
          { value: 'all', label: t('console.all') },
          ...THREAD_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          { value: 'breached', label: t('console.breached') },
        ]}
        data-testid="feedback-status"
      />
      <FilterForm<FilterValues>
        onSearch={search}
        onReset={paged.reset}
        labels={(k) => t(`console.filter.${k}`)}
        testIds="feedback"
        marginBottom={12}
      >
        <FilterInput name="q" width={240} placeholder={t('console.filter.q')} testId="feedback-filter-q" />
        {fixed ? null : (
          <>
            <FilterSelect name="brand" width={110} placeholder={t('console.col.brand')} options={BRAND_OPTIONS} />
            <FilterSelect
              name="region"
              width={110}
              placeholder={t('console.col.region')}
              options={optionsOf(regions, (r) => t(`console.region.${r}`))}
            />
          </>
        )}
        <FilterSelect
          name="assignee"
          width={130}
          placeholder={t('console.col.assignee')}
          options={[
            { value: 'me', label: t('console.mine') },
            { value: 'none', label: t('console.unassigned') },
            ...agents.map((a) => ({ value: a.id, label: a.nickname })),
          ]}
        />
        <DateRangeFilter style={{ width: 240 }} />
      </FilterForm>
      <ListTable<TAdminThread>
        size="small"
        columns={columns}
        list={paged}
        query={q}
        quietRefetch
        scrollX={1060}
        emptyText={<Empty description={t('console.empty')} />}
        rowClassName={(r) =>
          (r.sla.first_response_breached || r.sla.resolution_breached) && r.status !== 'closed' ? 'fb-row-breached' : ''
        }
        onRowClick={(row) => setSelected(row.id)}
        rowAttrs={(row) => ({ 'data-thread-id': row.id })}
        hideOnSinglePage={false}
        showTotal={(total) => (q.data?.capped ? t('console.totalCapped', { count: total }) : t('console.total', { count: total }))}
        testIds="feedback"
      />
      <ThreadDrawer id={selected} agents={agents} onClose={() => setSelected(null)} />
      <CannedManager open={cannedOpen} onClose={() => setCannedOpen(false)} />
      <style>{`
        .fb-row-breached > td { background: #fff1f0 !important; }
        .fb-conversation { max-height: calc(100vh - 430px); min-height: 240px; overflow: auto; padding: 12px; background: #f7f8fa; border-radius: 8px; margin-bottom: 12px; }
        .fb-msg { max-width: 82%; margin-bottom: 12px; padding: 8px 12px; border-radius: 8px; background: #fff; border: 1px solid #eef0f3; }
        .fb-msg-staff { margin-left: auto; background: #e6f4ff; border-color: #bae0ff; }
        .fb-msg-meta { display: flex; gap: 8px; justify-content: space-between; font-size: 12px; margin-bottom: 2px; }
        .fb-msg-text { white-space: pre-wrap; word-break: break-word; }
      `}</style>
    </ListCard>
  );
}

export const FeedbackPage = withQuery(Queue);
