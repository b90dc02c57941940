/**
 * Console: official messages (spec 2 `/h5/qyqyadmin/feedback/officialmsg`, code
 * publicservice.display_message_op_user). Sent and scheduled messages with their delivery
 * counts, a detail drawer (cancel a scheduled one), and a compose drawer with a preview per
 * language. Staff text is shown as text everywhere (antd renders strings, never markup).
 */
import {
  ErrorCode,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  NOTICE_LIMITS,
  NOTICE_STATUSES,
  type NoticeStatus,
  type TNoticeAdmin,
  type TNoticeAudience,
  type TNoticeAudienceCheck,
  type TNoticeCreateRequest,
} from '@app/shared';
import {
  Alert,
  App,
  Button,
  type ButtonProps,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  InputNumber,
  Progress,
  Radio,
  Row,
  Select,
  Space,
  Statistic,
  type TableColumnsType,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import './notices.css';
import { checkAudience, type NoticesFilter, useCancelNotice, useCreateNotice, useNotice, useNotices } from '../../api/notices';
import { REPORTS_API } from '../../api/reports';
import { StatusTag, TimeCell } from '../../kit/cells';
import { DetailSections, QueryDrawer } from '../../kit/DetailDrawer';
import { TextAreaItem } from '../../kit/fields';
import { BRAND_OPTIONS, optionsOf } from '../../kit/filters';
import { formatTime as formatAt, TIME_TO_MINUTE } from '../../kit/format';
import { ListCard } from '../../kit/ListCard';
import { ListTable, usePagedFilter } from '../../kit/ListTable';
import { withQuery } from '../../kit/withQuery';
import { ExportButton } from '../reports/ExportButton';

const STATUS_COLOR: Record<NoticeStatus, string> = { scheduled: 'blue', sending: 'processing', sent: 'success', cancelled: 'default' };
const newRequestId = () => `ntc${crypto.randomUUID().replace(/-/g, '')}`;

function formatTime(iso: string | null, locale: string, short = false): string {
  return formatAt(iso, locale, short ? TIME_TO_MINUTE : undefined);
}

/** Public ids pasted as a list: spaces, commas, semicolons or new lines between them; repeats once. */
export function parsePublicIds(text: string): string[] {
  return [...new Set(text.split(/[\s,;，、]+/).filter((s) => s.length > 0))];
}

function NoticeStatusTag({ status }: { status: NoticeStatus }) {
  const { t } = useTranslation('notices');
  return <StatusTag status={status} colors={STATUS_COLOR} label={t(`console.status.${status}`)} testId="notice-status" />;
}

function AudienceSummary({ audience }: { audience: TNoticeAdmin['audience'] }) {
  const { t } = useTranslation('notices');
  if (audience.kind === 'user') return <span>{audience.public_ids?.[0] ?? ''}</span>;
  if (audience.kind === 'list') return <span>{t('console.audience.listSize', { count: audience.size ?? 0 })}</span>;
  const parts = Object.entries(audience.segment ?? {}).map(([k, v]) => {
    if (k === 'brand') return `${t('console.segment.brand')}: ${v}`;
    if (k === 'region') return t(`console.region.${v}`);
    if (k === 'language') return LOCALE_NAMES[v as Locale] ?? String(v);
    if (k === 'level_min') return `Lv ≥ ${v}`;
    if (k === 'level_max') return `Lv ≤ ${v}`;
    if (k === 'recharged_days') return `${t('console.segment.rechargedDays')} ${v} ${t('console.segment.days')}`;
    return String(v);
  });
  return <span>{parts.length ? parts.join(' · ') : t('console.audience.everyone')}</span>;
}

/** The title in the console's language when the message has it, else in the message's default. */
function titleOf(m: Pick<TNoticeAdmin, 'content' | 'default_lang'>, locale: string): string {
  return (m.content[locale as Locale] ?? m.content[m.default_lang])?.title ?? '';
}

/** A message as a phone shows it: the official account, the title and the body — as text. */
function PhonePreview({ title, body, link }: { title: string; body: string; link?: string }) {
  const { t } = useTranslation('notices');
  return (
    <div className="notice-preview" data-testid="notice-preview">
      <div className="notice-preview-from">
        <span className="notice-preview-avatar" aria-hidden="true">
          ◉
        </span>
        <span>{t('h5.official')}</span>
      </div>
      <div className="notice-preview-title">{title}</div>
      <div className="notice-preview-body">{body}</div>
      {link ? <div className="notice-preview-link">{link}</div> : null}
    </div>
  );
}

// ---- detail ----

/** Cancel a scheduled message, after a confirmation (from the list or the drawer). */
function useConfirmCancel() {
  const { t } = useTranslation('notices');
  const { modal, message } = App.useApp();
  const cancel = useCancelNotice();
  const confirm = (m: Pick<TNoticeAdmin, 'id'>) =>
    modal.confirm({
      title: t('console.detail.cancelConfirm'),
      content: t('console.detail.cancelBody'),
      okText: t('console.detail.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'notice-cancel-confirm' } as ButtonProps,
      cancelText: t('console.detail.keep'),
      onOk: () =>
        cancel
          .mutateAsync(m.id)
          .then(() => void message.success(t('console.detail.cancelled')))
          .catch(() => undefined),
    });
  return { confirm, pending: cancel.isPending };
}

function NoticeDetail({ m }: { m: TNoticeAdmin }) {
  const { t, i18n } = useTranslation('notices');
  const cancel = useConfirmCancel();
  const time = (iso: string | null) => formatTime(iso, i18n.language);
  const langs = LOCALES.filter((l) => m.content[l]);
  const readRate = m.recipients > 0 ? Math.round((m.read / m.recipients) * 100) : 0;
  return (
    <DetailSections testId="notice-detail">
      <Row gutter={12}>
        <Col span={8}>
          <Card size="small">
            <Statistic title={t('console.col.recipients')} value={m.recipients} />
          </Card>
        </Col>
        <Col span={8}>
          <Card size="small">
            <Statistic title={t('console.col.delivered')} value={m.delivered} />
          </Card>
        </Col>
        <Col span={8}>
          <Card size="small">
            <Statistic title={t('console.col.read')} value={m.read} />
          </Card>
        </Col>
      </Row>
      <div>
        <Typography.Text type="secondary">{t('console.detail.progress')}</Typography.Text>
        <Progress percent={readRate} size="small" />
      </div>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('console.col.status')}>
          <NoticeStatusTag status={m.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('console.col.audience')}>
          <Space direction="vertical" size={2}>
            <span>
              <Tag>{t(`console.audience.${m.audience.kind}`)}</Tag>
              <AudienceSummary audience={m.audience} />
            </span>
            {m.audience.kind === 'list' && m.audience.public_ids ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {m.audience.public_ids.join(', ')}
                {(m.audience.size ?? 0) > m.audience.public_ids.length ? ' …' : ''}
              </Typography.Text>
            ) : null}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('console.col.sendAt')}>{time(m.send_at)}</Descriptions.Item>
        <Descriptions.Item label={t('console.detail.created')}>
          {time(m.created_at)} · {m.created_by}
        </Descriptions.Item>
        <Descriptions.Item label={t('console.detail.started')}>{time(m.started_at)}</Descriptions.Item>
        <Descriptions.Item label={t('console.detail.finished')}>{time(m.finished_at)}</Descriptions.Item>
        {m.cancelled_at ? <Descriptions.Item label={t('console.detail.cancelledAt')}>{time(m.cancelled_at)}</Descriptions.Item> : null}
        <Descriptions.Item label={t('console.detail.link')}>
          {m.link ? <Typography.Text copyable>{m.link}</Typography.Text> : '—'}
        </Descriptions.Item>
      </Descriptions>
      <div>
        <Typography.Title level={5}>{t('console.detail.content')}</Typography.Title>
        <Tabs
          size="small"
          items={langs.map((l) => ({
            key: l,
            label: (
              <span>
                {LOCALE_NAMES[l]}
                {l === m.default_lang ? <Tag style={{ marginInlineStart: 6 }}>{t('console.detail.default')}</Tag> : null}
              </span>
            ),
            children: <PhonePreview title={m.content[l]?.title ?? ''} body={m.content[l]?.body ?? ''} link={m.link ?? undefined} />,
          }))}
        />
      </div>
      {m.status === 'scheduled' ? (
        <Button danger onClick={() => cancel.confirm(m)} loading={cancel.pending} data-testid="notice-cancel">
          {t('console.detail.cancel')}
        </Button>
      ) : null}
    </DetailSections>
  );
}

function NoticeDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('notices');
  const detail = useNotice(id);
  const title = id !== null ? t('console.detail.title', { id }) : '';
  return (
    <QueryDrawer id={id} detail={detail} onClose={onClose} width={640} title={title} testId="notice-drawer">
      {(m) => <NoticeDetail m={m} />}
    </QueryDrawer>
  );
}

// ---- compose ----

interface ComposeValues {
  languages: Locale[];
  default_lang: Locale;
  content: Partial<Record<Locale, { title?: string; body?: string }>>;
  link?: string;
  kind: TNoticeAudience['kind'];
  public_id?: string;
  public_ids_text?: string;
  brand?: string;
  region?: string;
  language?: Locale;
  level_min?: number;
  level_max?: number;
  recharged_days?: number;
  when: 'now' | 'schedule';
  send_at?: { toDate(): Date } | null;
}

function audienceOf(v: Partial<ComposeValues>): TNoticeAudience | null {
  if (v.kind === 'user') return v.public_id?.trim() ? { kind: 'user', public_id: v.public_id.trim() } : null;
  if (v.kind === 'list') {
    const ids = parsePublicIds(v.public_ids_text ?? '');
    return ids.length ? { kind: 'list', public_ids: ids } : null;
  }
  const segment = Object.fromEntries(
    (['brand', 'region', 'language', 'level_min', 'level_max', 'recharged_days'] as const)
      .map((k) => [k, v[k]] as const)
      .filter(([, x]) => x !== undefined && x !== null && x !== ''),
  );
  return { kind: 'segment', segment } as TNoticeAudience;
}

function ComposeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('notices');
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<ComposeValues>();
  const create = useCreateNotice();
  const [requestId, setRequestId] = useState(newRequestId);
  const [check, setCheck] = useState<TNoticeAudienceCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [unknown, setUnknown] = useState<string[]>([]);
  const values = Form.useWatch([], form) as Partial<ComposeValues> | undefined;
  const languages = values?.languages ?? [];
  const [previewLang, setPreviewLang] = useState<Locale | null>(null);
  const shownLang = previewLang && languages.includes(previewLang) ? previewLang : (values?.default_lang ?? languages[0] ?? null);
  const listCount = useMemo(() => parsePublicIds(values?.public_ids_text ?? '').length, [values?.public_ids_text]);
  const initial: Partial<ComposeValues> = {
    languages: [i18n.language as Locale].filter((l) => (LOCALES as readonly string[]).includes(l)),
    default_lang: (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : 'zh-CN',
    kind: 'user',
    when: 'now',
    content: {},
  };

  const runCheck = async () => {
    const audience = audienceOf(form.getFieldsValue(true));
    if (!audience) return;
    setChecking(true);
    try {
      const r = await checkAudience(audience);
      setCheck(r);
      setUnknown(r.unknown_public_ids);
    } catch {
      setCheck(null);
    } finally {
      setChecking(false);
    }
  };

  const close = () => {
    onClose();
    form.resetFields();
    setCheck(null);
    setUnknown([]);
  };

  const submit = (v: ComposeValues) => {
    const audience = audienceOf(v);
    if (!audience) return;
    const content = Object.fromEntries(
      v.languages.map((l) => [l, { title: v.content?.[l]?.title ?? '', body: v.content?.[l]?.body ?? '' }]),
    ) as TNoticeCreateRequest['content'];
    const input: TNoticeCreateRequest = {
      default_lang: v.default_lang,
      content,
      link: v.link?.trim() || undefined,
      audience,
      send_at: v.when === 'schedule' && v.send_at ? v.send_at.toDate().toISOString() : undefined,
      request_id: requestId,
    };
    const who =
      audience.kind === 'user'
        ? audience.public_id
        : audience.kind === 'list'
          ? t('console.audience.listSize', { count: audience.public_ids.length })
          : t('console.audience.segment');
    modal.confirm({
      title: t('console.form.confirmTitle'),
      content: t('console.form.confirmBody', { audience: who }),
      okText: input.send_at ? t('console.form.scheduleAction') : t('console.form.send'),
      okButtonProps: { 'data-testid': 'notice-confirm' } as ButtonProps,
      cancelText: t('console.form.cancel'),
      onOk: () =>
        create
          .mutateAsync(input)
          .then((m) => {
            void message.success(m.status === 'scheduled' ? t('console.form.scheduled') : t('console.form.sent'));
            setRequestId(newRequestId());
            close();
          })
          .catch((err: unknown) => {
            if (err instanceof ApiError && err.code === ErrorCode.NOTICE_UNKNOWN_PUBLIC_IDS) {
              setUnknown(((err.data as { unknown_public_ids?: string[] } | null)?.unknown_public_ids ?? []).slice(0, 200));
            }
          }),
    });
  };

  const preview = shownLang ? values?.content?.[shownLang] : undefined;
  const section = (title: string, children: ReactNode) => (
    <div className="notice-compose-section">
      <Typography.Text strong>{title}</Typography.Text>
      <div style={{ marginTop: 8 }}>{children}</div>
    </div>
  );

  return (
    <Drawer
      open={open}
      onClose={close}
      width={1040}
      title={t('console.form.title')}
      destroyOnHidden
      data-testid="notice-compose"
      extra={
        <Space>
          <Button onClick={close}>{t('console.form.cancel')}</Button>
          <Button type="primary" onClick={() => form.submit()} loading={create.isPending} data-testid="notice-submit">
            {values?.when === 'schedule' ? t('console.form.scheduleAction') : t('console.form.send')}
          </Button>
        </Space>
      }
    >
      <Row gutter={24}>
        <Col span={14}>
          <Form<ComposeValues> form={form} layout="vertical" initialValues={initial} onFinish={submit} requiredMark="optional">
            <Row gutter={12}>
              <Col span={16}>
                <Form.Item
                  name="languages"
                  label={t('console.form.languages')}
                  rules={[{ required: true, type: 'array', min: 1, message: t('console.form.languages') }]}
                >
                  <Checkbox.Group
                    options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
                    data-testid="notice-languages"
                    onChange={(ls) => {
                      const d = form.getFieldValue('default_lang') as Locale | undefined;
                      if (ls.length && (!d || !ls.includes(d))) form.setFieldValue('default_lang', ls[0]);
                    }}
                  />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item
                  name="default_lang"
                  label={t('console.form.defaultLang')}
                  tooltip={t('console.form.defaultHint')}
                  rules={[{ required: true }]}
                >
                  <Select options={languages.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))} data-testid="notice-default-lang" />
                </Form.Item>
              </Col>
            </Row>
            {languages.length ? (
              <Tabs
                size="small"
                activeKey={shownLang ?? undefined}
                onChange={(k) => setPreviewLang(k as Locale)}
                items={LOCALES.filter((l) => languages.includes(l)).map((l) => ({
                  key: l,
                  forceRender: true,
                  label: LOCALE_NAMES[l],
                  children: (
                    <>
                      <Form.Item
                        name={['content', l, 'title']}
                        label={t('console.form.titleLabel')}
                        rules={[{ required: true, whitespace: true, message: t('console.form.titleRequired') }]}
                      >
                        <Input maxLength={NOTICE_LIMITS.titleMax} showCount data-testid={`notice-title-${l}`} />
                      </Form.Item>
                      <TextAreaItem
                        name={['content', l, 'body']}
                        label={t('console.form.bodyLabel')}
                        required={t('console.form.bodyRequired')}
                        rows={5}
                        max={NOTICE_LIMITS.bodyMax}
                        testId={`notice-body-${l}`}
                      />
                    </>
                  ),
                }))}
              />
            ) : null}
            <Form.Item
              name="link"
              label={t('console.form.link')}
              extra={t('console.form.linkHint')}
              rules={[{ pattern: /^(https:\/\/\S+|\/h5\/\S*)$/, message: t('console.form.linkInvalid') }]}
            >
              <Input maxLength={NOTICE_LIMITS.linkMax} placeholder="/h5/whole_rank" />
            </Form.Item>

            {section(
              t('console.form.audience'),
              <>
                <Form.Item name="kind" style={{ marginBottom: 12 }}>
                  <Radio.Group
                    optionType="button"
                    buttonStyle="solid"
                    onChange={() => {
                      setCheck(null);
                      setUnknown([]);
                    }}
                    options={(['user', 'list', 'segment'] as const).map((k) => ({ value: k, label: t(`console.audience.${k}`) }))}
                    data-testid="notice-audience-kind"
                  />
                </Form.Item>
                {values?.kind === 'user' ? (
                  <Form.Item
                    name="public_id"
                    label={t('console.form.publicId')}
                    rules={[{ required: true, whitespace: true, message: t('console.form.publicIdRequired') }]}
                  >
                    <Input maxLength={NOTICE_LIMITS.publicIdMax} style={{ width: 240 }} data-testid="notice-public-id" />
                  </Form.Item>
                ) : values?.kind === 'list' ? (
                  <Form.Item
                    name="public_ids_text"
                    label={t('console.form.publicIds')}
                    extra={`${t('console.form.publicIdsHint')} · ${t('console.form.parsed', { count: listCount })}`}
                    rules={[{ required: true, whitespace: true, message: t('console.form.publicIdsRequired') }]}
                  >
                    <Input.TextArea rows={4} data-testid="notice-public-ids" />
                  </Form.Item>
                ) : (
                  <Row gutter={12}>
                    {(
                      [
                        ['brand', BRAND_OPTIONS],
                        ['region', optionsOf(['default', 'japan'] as const, (r) => t(`console.region.${r}`))],
                        ['language', optionsOf(LOCALES, (l) => LOCALE_NAMES[l])],
                      ] as const
                    ).map(([name, options]) => (
                      <Col span={8} key={name}>
                        <Form.Item name={name} label={t(`console.segment.${name}`)}>
                          <Select allowClear placeholder={t('console.segment.any')} options={[...options]} />
                        </Form.Item>
                      </Col>
                    ))}
                    <Col span={12}>
                      <Form.Item label={t('console.segment.levels')} style={{ marginBottom: 0 }}>
                        <Space.Compact>
                          <Form.Item name="level_min" noStyle>
                            <InputNumber min={1} max={100} placeholder={t('console.segment.levelMin')} style={{ width: 100 }} />
                          </Form.Item>
                          <Form.Item name="level_max" noStyle>
                            <InputNumber min={1} max={100} placeholder={t('console.segment.levelMax')} style={{ width: 100 }} />
                          </Form.Item>
                        </Space.Compact>
                      </Form.Item>
                    </Col>
                    <Col span={12}>
                      <Form.Item name="recharged_days" label={t('console.segment.rechargedDays')}>
                        <InputNumber
                          min={1}
                          max={NOTICE_LIMITS.rechargedDaysMax}
                          addonAfter={t('console.segment.days')}
                          style={{ width: 170 }}
                        />
                      </Form.Item>
                    </Col>
                  </Row>
                )}
                <Space wrap>
                  <Button onClick={() => void runCheck()} loading={checking} data-testid="notice-check">
                    {t('console.form.check')}
                  </Button>
                  {check ? (
                    <Tag color="blue" data-testid="notice-recipients">
                      {t('console.form.recipients', { count: check.recipients })}
                    </Tag>
                  ) : null}
                </Space>
                {unknown.length ? (
                  <Alert
                    style={{ marginTop: 12 }}
                    type="error"
                    showIcon
                    message={t('console.form.unknown', { count: unknown.length })}
                    description={unknown.join(', ')}
                    data-testid="notice-unknown"
                  />
                ) : null}
              </>,
            )}

            {section(
              t('console.form.when'),
              <Space align="start" wrap>
                <Form.Item name="when" noStyle>
                  <Radio.Group
                    options={[
                      { value: 'now', label: t('console.form.now') },
                      { value: 'schedule', label: t('console.form.schedule') },
                    ]}
                    data-testid="notice-when"
                  />
                </Form.Item>
                {values?.when === 'schedule' ? (
                  <Form.Item
                    name="send_at"
                    rules={[{ required: true, message: t('console.form.sendAtRequired') }]}
                    style={{ marginBottom: 0 }}
                  >
                    <DatePicker
                      showTime={{ format: 'HH:mm' }}
                      format="YYYY-MM-DD HH:mm"
                      placeholder={t('console.form.sendAt')}
                      data-testid="notice-send-at"
                    />
                  </Form.Item>
                ) : null}
              </Space>,
            )}
          </Form>
        </Col>
        <Col span={10}>
          <div className="notice-preview-pane">
            <Typography.Text strong>
              {t('console.form.preview')}
              {shownLang ? ` · ${LOCALE_NAMES[shownLang]}` : ''}
            </Typography.Text>
            <div className="notice-phone">
              {preview?.title || preview?.body ? (
                <PhonePreview title={preview.title ?? ''} body={preview.body ?? ''} link={values?.link} />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('console.form.previewEmpty')} />
              )}
            </div>
          </div>
        </Col>
      </Row>
    </Drawer>
  );
}

// ---- the list ----

function OfficialMessages() {
  const { t, i18n } = useTranslation('notices');
  const paged = usePagedFilter<NoticesFilter>({ page_size: NOTICE_LIMITS.pageSizeDefault });
  const { filter, setFilter } = paged;
  const [selected, setSelected] = useState<number | null>(null);
  const [composing, setComposing] = useState(false);
  const list = useNotices(filter);
  const cancel = useConfirmCancel();

  const columns: TableColumnsType<TNoticeAdmin> = [
    { title: t('console.col.id'), dataIndex: 'id', key: 'id', width: 56 },
    {
      title: t('console.col.title'),
      key: 'title',
      ellipsis: true,
      width: 160,
      render: (_: unknown, m) => <span data-testid="notice-row-title">{titleOf(m, i18n.language)}</span>,
    },
    {
      title: t('console.col.audience'),
      key: 'audience',
      width: 190,
      ellipsis: true,
      // inline, so a long summary ends in an ellipsis at the column's edge
      render: (_: unknown, m) => (
        <>
          <Tag style={{ marginInlineEnd: 6 }}>{t(`console.audience.${m.audience.kind}`)}</Tag>
          <AudienceSummary audience={m.audience} />
        </>
      ),
    },
    {
      title: t('console.col.languages'),
      key: 'languages',
      width: 140,
      render: (_: unknown, m) =>
        LOCALES.filter((l) => m.content[l]).map((l) => (
          <Tag key={l} color={l === m.default_lang ? 'geekblue' : undefined} style={{ marginInlineEnd: 4 }}>
            {l}
          </Tag>
        )),
    },
    {
      title: t('console.col.status'),
      dataIndex: 'status',
      key: 'status',
      width: 100,
      render: (s: NoticeStatus) => <NoticeStatusTag status={s} />,
    },
    {
      title: t('console.col.sendAt'),
      dataIndex: 'send_at',
      key: 'send_at',
      width: 140,
      render: (v: string) => <TimeCell iso={v} locale={i18n.language} options={TIME_TO_MINUTE} />,
    },
    { title: t('console.col.recipients'), dataIndex: 'recipients', key: 'recipients', width: 80, align: 'right' },
    { title: t('console.col.delivered'), dataIndex: 'delivered', key: 'delivered', width: 80, align: 'right' },
    {
      title: t('console.col.read'),
      key: 'read',
      width: 80,
      align: 'right',
      render: (_: unknown, m) => (
        <span>
          {m.read}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {m.recipients ? ` ${Math.round((m.read / m.recipients) * 100)}%` : ''}
          </Typography.Text>
        </span>
      ),
    },
    {
      title: '',
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_: unknown, m) =>
        m.status === 'scheduled' ? (
          <Button
            size="small"
            type="link"
            danger
            onClick={(e) => {
              e.stopPropagation();
              cancel.confirm(m);
            }}
            data-testid="notices-row-cancel"
          >
            {t('console.rowCancel')}
          </Button>
        ) : null,
    },
  ];

  return (
    <ListCard
      title={t('console.title')}
      actions={[
        <Button key="refresh" onClick={() => void list.refetch()}>
          {t('console.refresh')}
        </Button>,
        <ExportButton key="export" endpoint={REPORTS_API.exports.notices} filters={filter} />,
        <Button key="compose" type="primary" onClick={() => setComposing(true)} data-testid="notices-compose">
          {t('console.compose')}
        </Button>,
      ]}
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          allowClear
          style={{ width: 180 }}
          placeholder={t('console.filter.all')}
          value={filter.status}
          onChange={(status?: NoticeStatus) => setFilter({ ...filter, page: 1, status })}
          options={optionsOf(NOTICE_STATUSES, (s) => t(`console.status.${s}`))}
          data-testid="notices-status-filter"
        />
      </Space>
      <ListTable<TNoticeAdmin>
        columns={columns}
        list={paged}
        query={list}
        quietRefetch
        scrollX={1100}
        emptyText={t('console.empty')}
        onRowClick={(row) => setSelected(row.id)}
        showTotal={(total) => t('console.total', { count: total })}
        testIds="notices"
      />
      <NoticeDrawer id={selected} onClose={() => setSelected(null)} />
      <ComposeDrawer open={composing} onClose={() => setComposing(false)} />
    </ListCard>
  );
}

export const OfficialMessagesPage = withQuery(OfficialMessages);
