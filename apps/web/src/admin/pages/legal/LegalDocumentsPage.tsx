/**
 * Console: legal documents (issue 10; permission content.manage_legal). At the left every document
 * with its current version; at the right the chosen one: its versions (older ones open read-only),
 * a Markdown editor per language, a phone-size preview rendered by the server, and publishing a
 * new version (all five languages at once, audited). The preview is the server's sanitised HTML
 * inside a sandboxed frame (no scripts, no same origin); staff text is otherwise shown as text.
 */
import {
  BRAND_IDS,
  BRANDS,
  type BrandId,
  ErrorCode,
  LEGAL_SLUGS,
  type LegalSlug,
  LIMITS,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  type TAdminLegalDoc,
  type TAdminLegalList,
} from '@app/shared';
import {
  Alert,
  App,
  Badge,
  Button,
  type ButtonProps,
  Card,
  Col,
  DatePicker,
  Empty,
  Input,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Table,
  type TableColumnsType,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { useLegalDocument, useLegalDocuments, useLegalPreview, usePublishLegal } from '../../api/legal';
import { formatTime, TIME_TO_MINUTE } from '../../kit/format';
import { withQuery } from '../../kit/withQuery';
import './legal.css';

type Texts = TAdminLegalDoc['texts'];
/** a list row (the schema types the slug as a string; the server lists known slugs only) */
type DocSummary = Omit<TAdminLegalList['items'][number], 'slug'> & { slug: LegalSlug };
type VersionRow = TAdminLegalDoc['versions'][number];

const PREVIEW_DEBOUNCE_MS = 400;
/** the server's rule: each text's first line is its `# title` */
const TITLE_LINE = /^#[ \t]+\S/;

const isLocale = (v: string): v is Locale => (LOCALES as readonly string[]).includes(v);
const sameTexts = (a: Texts | null, b: Texts | null | undefined) => !!a && !!b && LOCALES.every((l) => a[l] === b[l]);

/** What is wrong with a language's text before it is sent: empty, too long, or no title line. */
function textProblem(text: string): 'empty' | 'tooLong' | 'noTitle' | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'empty';
  if (trimmed.length > LIMITS.legalTextMax) return 'tooLong';
  if (!TITLE_LINE.test(trimmed)) return 'noTitle';
  return null;
}

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setV(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return v;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The H5 document page's look (features/legal/legal.css), for the preview frame. */
const PREVIEW_CSS = `
html,body{margin:0;background:#faf9fc;color:#3b3848;-webkit-text-size-adjust:100%}
body{font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans","Noto Sans CJK SC","Apple SD Gothic Neo",sans-serif;padding:16px 18px 32px}
h2.t{margin:4px 0 18px;font-size:21px;line-height:1.35;color:#1d1b26}
.b{font-size:15px;line-height:1.75;overflow-wrap:anywhere}
.b h1,.b h2{margin:26px 0 8px;font-size:17px;color:#1d1b26}
.b h3{margin:18px 0 6px;font-size:15px;color:#1d1b26}
.b p,.b ul,.b ol{margin:0 0 12px}.b ul,.b ol{padding-left:1.4em}.b li{margin:3px 0}
.b a{color:#7b5cff;pointer-events:none}.b strong{color:#1d1b26}
.b table{display:block;max-width:100%;overflow-x:auto;border-collapse:collapse;margin:0 0 14px;font-size:13px;line-height:1.5}
.b th,.b td{border:1px solid #e4e1ec;padding:6px 8px;text-align:left;vertical-align:top}.b th{background:#f1eff6;color:#1d1b26}
.b blockquote{margin:0 0 12px;padding:8px 12px;border-left:3px solid #7b5cff;background:#f3f1f8}
.b code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:13px;background:#f1eff6;padding:0 3px;border-radius:3px}
`;

function previewDocument(title: string, html: string, lang: Locale): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><style>${PREVIEW_CSS}</style></head><body><h2 class="t">${escapeHtml(title)}</h2><div class="b">${html}</div></body></html>`;
}

/** A 375×812 phone showing the server's rendering of `text` for `brand` and `lang`. */
function PhonePreview({ slug, lang, brand, text }: { slug: LegalSlug; lang: Locale; brand: BrandId; text: string }) {
  const { t } = useTranslation('admin');
  const debounced = useDebounced(text, PREVIEW_DEBOUNCE_MS);
  const input = useMemo(() => ({ slug, locale: lang, brand, text: debounced }), [slug, lang, brand, debounced]);
  const preview = useLegalPreview(debounced.trim() ? input : null);
  const stale = preview.isFetching || debounced !== text;
  const data = debounced.trim() ? preview.data : undefined;
  return (
    <div className="legal-phone" data-testid="legal-preview" data-state={preview.isError ? 'error' : stale ? 'loading' : 'ready'}>
      <div className="legal-phone-bar">
        <span className="legal-phone-title" data-testid="legal-preview-title">
          {data?.title ?? ''}
        </span>
      </div>
      <div className="legal-phone-screen">
        {preview.isError ? (
          <Alert type="error" showIcon message={t('legal.previewFailed')} style={{ margin: 16 }} />
        ) : data ? (
          <iframe
            title={t('legal.preview')}
            className="legal-phone-frame"
            // no allow-scripts, no allow-same-origin: the frame can run nothing and reach nothing
            sandbox=""
            srcDoc={previewDocument(data.title, data.html, lang)}
            data-testid="legal-preview-frame"
          />
        ) : (
          <Empty className="legal-phone-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('legal.previewEmpty')} />
        )}
        {stale && data ? <Spin className="legal-phone-spin" size="small" /> : null}
      </div>
    </div>
  );
}

function DocumentList({
  items,
  loading,
  selected,
  onSelect,
}: {
  items: DocSummary[];
  loading: boolean;
  selected: LegalSlug | null;
  onSelect: (slug: LegalSlug) => void;
}) {
  const { t } = useTranslation('admin');
  const columns: TableColumnsType<DocSummary> = [
    {
      title: t('legal.col.document'),
      key: 'document',
      render: (_: unknown, d) => (
        <Space direction="vertical" size={0} style={{ maxWidth: '100%' }}>
          <Typography.Text strong>{t(`legal.docs.${d.slug}`)}</Typography.Text>
          <Typography.Text type="secondary" className="legal-slug">
            {/* a long slug breaks after an underscore, not inside a word */}
            {d.slug.split('_').map((part, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a slug never move
              <span key={i}>
                {i > 0 ? '_' : ''}
                {i > 0 ? <wbr /> : null}
                {part}
              </span>
            ))}
          </Typography.Text>
          {d.consent ? (
            <Tooltip title={t('legal.consentHint')}>
              <Tag color="purple" style={{ marginTop: 4 }}>
                {t('legal.consentAccepted', { count: d.accepted ?? 0 })}
              </Tag>
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('legal.col.version'),
      key: 'version',
      width: 104,
      render: (_: unknown, d) => (
        <Tooltip placement="left" title={t('legal.languagesTip', { languages: d.locales.map((l) => LOCALE_NAMES[l]).join(' · ') })}>
          <Space direction="vertical" size={2}>
            <Tag color="blue">v{d.version}</Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {d.effective_date}
            </Typography.Text>
          </Space>
        </Tooltip>
      ),
    },
  ];
  return (
    <Card title={t('legal.documents')} size="small" styles={{ body: { padding: 0 } }} data-testid="legal-docs">
      <Table<DocSummary>
        rowKey="slug"
        size="small"
        columns={columns}
        dataSource={items}
        loading={loading}
        pagination={false}
        // the card's title already says what the rows are: no header repeating it
        showHeader={false}
        rowClassName={(d) => (d.slug === selected ? 'legal-doc-selected' : '')}
        onRow={(d) =>
          ({
            onClick: () => onSelect(d.slug),
            style: { cursor: 'pointer' },
            'data-testid': 'legal-doc-row',
            'data-slug': d.slug,
          }) as object
        }
        data-testid="legal-docs-table"
      />
    </Card>
  );
}

function VersionList({ doc, viewing, onOpen }: { doc: TAdminLegalDoc; viewing: number | null; onOpen: (version: number | null) => void }) {
  const { t, i18n } = useTranslation('admin');
  const current = doc.versions[0]?.version;
  const columns: TableColumnsType<VersionRow> = [
    {
      title: t('legal.col.version'),
      dataIndex: 'version',
      width: 150,
      render: (v: number) => (
        <Space size={4}>
          <Typography.Text strong>v{v}</Typography.Text>
          {v === current ? <Tag color="green">{t('legal.current')}</Tag> : null}
          {v === viewing ? <Tag color="gold">{t('legal.viewing')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('legal.col.effective'), dataIndex: 'effective_date', width: 120 },
    {
      title: t('legal.col.publishedBy'),
      dataIndex: 'published_by',
      render: (v: string | null) => v ?? <Typography.Text type="secondary">{t('legal.installed')}</Typography.Text>,
    },
    {
      title: t('legal.col.publishedAt'),
      dataIndex: 'published_at',
      width: 170,
      render: (v: string) => formatTime(v, i18n.language, TIME_TO_MINUTE),
    },
    {
      key: 'open',
      width: 90,
      align: 'right',
      render: (_: unknown, r) =>
        r.version === current ? null : (
          <Button size="small" type="link" data-testid="legal-version-open">
            {t('legal.open')}
          </Button>
        ),
    },
  ];
  return (
    <Table<VersionRow>
      rowKey="version"
      size="small"
      columns={columns}
      dataSource={doc.versions}
      pagination={doc.versions.length > 5 ? { pageSize: 5, size: 'small', showSizeChanger: false } : false}
      rowClassName={(r) => (r.version === viewing ? 'legal-version-viewing' : '')}
      onRow={(r) =>
        ({
          onClick: () => onOpen(r.version === current ? null : r.version),
          style: { cursor: 'pointer' },
          'data-testid': 'legal-version-row',
          'data-version': r.version,
        }) as object
      }
      data-testid="legal-versions"
    />
  );
}

/** The chosen document: versions, the per-language editor (or an older version read-only), preview, publish. */
function DocumentEditor({ slug, onDirty }: { slug: LegalSlug; onDirty: (dirty: boolean) => void }) {
  const { t, i18n } = useTranslation('admin');
  const { modal, message } = App.useApp();
  const [viewing, setViewing] = useState<number | null>(null);
  const current = useLegalDocument(slug, null);
  const old = useLegalDocument(viewing === null ? null : slug, viewing);
  const publish = usePublishLegal();
  const [drafts, setDrafts] = useState<Texts | null>(null);
  const [lang, setLang] = useState<Locale>(isLocale(i18n.language) ? i18n.language : 'zh-CN');
  const [brand, setBrand] = useState<BrandId>('default');
  const [effective, setEffective] = useState<Dayjs>(() => dayjs());
  const [problems, setProblems] = useState<Partial<Record<Locale, string>>>({});

  const base = current.data;
  // the editor starts from the current version's texts (again when another version becomes current)
  const baseTexts = base?.texts;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new current version resets the drafts, not a refetch
  useEffect(() => {
    if (baseTexts) setDrafts(baseTexts);
  }, [base?.version]);

  const dirty = !!drafts && !!base && !sameTexts(drafts, base.texts);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  if (current.isPending || !drafts) return <Card data-testid="legal-editor">{current.isError ? null : <Skeleton active />}</Card>;
  if (!base) return null;

  const readOnly = viewing !== null;
  const shown: Texts | undefined = readOnly ? old.data?.texts : drafts;
  const name = t(`legal.docs.${slug}`);
  const nextVersion = (base.versions[0]?.version ?? base.version) + 1;

  const edit = (l: Locale, text: string) => {
    setDrafts((d) => (d ? { ...d, [l]: text } : d));
    if (problems[l]) setProblems((p) => ({ ...p, [l]: undefined }));
  };

  const check = (): boolean => {
    const found: Partial<Record<Locale, string>> = {};
    for (const l of LOCALES) {
      const p = textProblem(drafts[l]);
      if (p) found[l] = t(`legal.problem.${p}`, { max: LIMITS.legalTextMax });
    }
    setProblems(found);
    const first = LOCALES.find((l) => found[l]);
    if (first) {
      setLang(first);
      void message.error(t('legal.fixFirst', { language: LOCALE_NAMES[first] }));
      return false;
    }
    return true;
  };

  const submit = () => {
    if (!check()) return;
    const date = effective.format('YYYY-MM-DD');
    const texts = Object.fromEntries(LOCALES.map((l) => [l, drafts[l].trim()])) as Texts;
    modal.confirm({
      title: t('legal.confirmTitle', { version: nextVersion, name }),
      content: (
        <Space direction="vertical" size={8}>
          <span>{t('legal.confirmBody', { date })}</span>
          {base.consent ? <Alert type="warning" showIcon message={t('legal.confirmConsent')} /> : null}
        </Space>
      ),
      okText: t('legal.confirmOk'),
      okButtonProps: { 'data-testid': 'legal-publish-confirm' } as ButtonProps,
      cancelText: t('legal.cancel'),
      onOk: () =>
        publish
          .mutateAsync({ slug, effective_date: date, texts })
          .then((r) => {
            void message.success(t('legal.published', { version: r.version }));
            setDrafts(texts);
            setViewing(null);
          })
          .catch((err: unknown) => {
            // the console's presenter showed the server's message; point at the language it names
            const field =
              err instanceof ApiError && err.code === ErrorCode.VALIDATION_FAILED
                ? (err.data as { field?: string } | null)?.field
                : undefined;
            const l = field?.startsWith('texts.') ? field.slice('texts.'.length) : '';
            if (isLocale(l)) {
              setLang(l);
              setProblems((p) => ({ ...p, [l]: t('legal.problem.noTitle') }));
            }
          }),
    });
  };

  const restore = () => {
    if (!old.data) return;
    setDrafts(old.data.texts);
    setProblems({});
    setViewing(null);
    void message.info(t('legal.restored', { version: old.data.version }));
  };

  const tabs = LOCALES.map((l) => {
    const edited = !readOnly && drafts[l] !== base.texts[l];
    return {
      key: l,
      forceRender: true,
      label: (
        <span data-testid={`legal-tab-${l}`}>
          {problems[l] && !readOnly ? (
            <Badge status="error" text={LOCALE_NAMES[l]} />
          ) : edited ? (
            <Badge status="processing" text={LOCALE_NAMES[l]} />
          ) : (
            LOCALE_NAMES[l]
          )}
        </span>
      ),
      children: (
        <div>
          <Input.TextArea
            className="legal-textarea"
            value={shown?.[l] ?? ''}
            readOnly={readOnly}
            onChange={(e) => edit(l, e.target.value)}
            status={problems[l] && !readOnly ? 'error' : undefined}
            spellCheck={false}
            lang={l}
            aria-label={`${name} · ${LOCALE_NAMES[l]}`}
            data-testid={readOnly ? `legal-readonly-${l}` : `legal-text-${l}`}
          />
          <div className="legal-text-foot">
            {problems[l] && !readOnly ? (
              <Typography.Text type="danger">{problems[l]}</Typography.Text>
            ) : (
              <Typography.Text type="secondary">{t('legal.titleRule')}</Typography.Text>
            )}
            <Typography.Text type={(shown?.[l]?.length ?? 0) > LIMITS.legalTextMax ? 'danger' : 'secondary'}>
              {(shown?.[l]?.length ?? 0).toLocaleString(i18n.language)} / {LIMITS.legalTextMax.toLocaleString(i18n.language)}
            </Typography.Text>
          </div>
        </div>
      ),
    };
  });

  return (
    <Card
      data-testid="legal-editor"
      data-slug={slug}
      title={
        <Space size={8} wrap>
          <span>{name}</span>
          <Tag>{slug}</Tag>
          {base.consent ? <Tag color="purple">{t('legal.consent')}</Tag> : null}
        </Space>
      }
      extra={
        <Typography.Text type="secondary">
          {t('legal.currentLine', { version: base.versions[0]?.version ?? base.version, date: base.versions[0]?.effective_date ?? '' })}
        </Typography.Text>
      }
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('legal.versions')}
      </Typography.Title>
      <VersionList doc={base} viewing={viewing} onOpen={setViewing} />

      <div className="legal-section-head">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {readOnly ? t('legal.versionTexts', { version: viewing }) : t('legal.editor', { version: nextVersion })}
        </Typography.Title>
        {!readOnly && dirty ? (
          <Space size={8}>
            <Tag color="orange" data-testid="legal-dirty">
              {t('legal.unsaved')}
            </Tag>
            <Button
              size="small"
              onClick={() =>
                modal.confirm({
                  title: t('legal.discardTitle'),
                  okText: t('legal.discard'),
                  okButtonProps: { danger: true },
                  cancelText: t('legal.cancel'),
                  onOk: () => {
                    setDrafts(base.texts);
                    setProblems({});
                  },
                })
              }
            >
              {t('legal.discard')}
            </Button>
          </Space>
        ) : null}
      </div>

      {readOnly ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="legal-readonly"
          message={t('legal.readOnly', { version: viewing, date: old.data?.effective_date ?? '…' })}
          action={
            <Space>
              <Button size="small" onClick={restore} disabled={!old.data} data-testid="legal-restore">
                {t('legal.restore')}
              </Button>
              <Button size="small" type="primary" onClick={() => setViewing(null)} data-testid="legal-back">
                {t('legal.back')}
              </Button>
            </Space>
          }
        />
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t('legal.editorHint', { placeholders: '{{app_name}} {{company_name}} {{support_email}} {{effective_date}}' })}
        </Typography.Paragraph>
      )}

      <div className="legal-workspace">
        <div className="legal-editor-pane">
          {readOnly && old.isPending ? (
            <Skeleton active paragraph={{ rows: 12 }} />
          ) : (
            <Tabs size="small" activeKey={lang} onChange={(k) => setLang(k as Locale)} items={tabs} />
          )}
        </div>
        <div className="legal-preview-pane">
          <div className="legal-preview-head">
            <Typography.Text strong>{t('legal.preview')}</Typography.Text>
            <Space size={6}>
              <Typography.Text type="secondary">{t('legal.previewAs')}</Typography.Text>
              <Select<BrandId>
                size="small"
                value={brand}
                onChange={setBrand}
                style={{ width: 120 }}
                options={BRAND_IDS.map((b) => ({ value: b, label: BRANDS[b].displayName }))}
                data-testid="legal-preview-brand"
              />
            </Space>
          </div>
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8, fontSize: 12 }}>
            {LOCALE_NAMES[lang]} · 375 × 812
          </Typography.Text>
          <PhonePreview slug={slug} lang={lang} brand={brand} text={shown?.[lang] ?? ''} />
        </div>
      </div>

      {readOnly ? null : (
        <div className="legal-publish-bar" data-testid="legal-publish-bar">
          <Space size={8} wrap>
            <Tooltip title={t('legal.effectiveHint')}>
              <Typography.Text className="legal-hint-label">{t('legal.effectiveDate')}</Typography.Text>
            </Tooltip>
            <DatePicker value={effective} onChange={(d) => d && setEffective(d)} allowClear={false} data-testid="legal-effective-date" />
          </Space>
          <Button type="primary" onClick={submit} loading={publish.isPending} data-testid="legal-publish">
            {t('legal.publish', { version: nextVersion })}
          </Button>
        </div>
      )}
    </Card>
  );
}

function LegalDocuments() {
  const { t } = useTranslation('admin');
  const { modal } = App.useApp();
  const docs = useLegalDocuments();
  const items = useMemo(() => {
    const order = new Map(LEGAL_SLUGS.map((s, i) => [s, i]));
    return (docs.data?.items ?? [])
      .map((d): DocSummary => ({ ...d, slug: d.slug as LegalSlug }))
      .sort((a, b) => (order.get(a.slug) ?? 0) - (order.get(b.slug) ?? 0));
  }, [docs.data]);
  const [selected, setSelected] = useState<LegalSlug | null>(null);
  const [dirty, setDirty] = useState(false);
  const slug = selected ?? items[0]?.slug ?? null;

  const select = (next: LegalSlug) => {
    if (next === slug) return;
    if (!dirty) {
      setSelected(next);
      return;
    }
    modal.confirm({
      title: t('legal.leaveTitle'),
      content: t('legal.leaveBody'),
      okText: t('legal.discard'),
      okButtonProps: { danger: true },
      cancelText: t('legal.cancel'),
      onOk: () => {
        setDirty(false);
        setSelected(next);
      },
    });
  };

  return (
    <div data-testid="admin-page">
      <Card size="small" className="legal-page-head">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('legal.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('legal.hint')}</Typography.Text>
      </Card>
      <Row gutter={[16, 16]} data-testid="legal-page">
        <Col xs={24} xl={6} xxl={5}>
          <DocumentList items={items} loading={docs.isFetching} selected={slug} onSelect={select} />
        </Col>
        <Col xs={24} xl={18} xxl={19}>
          {slug ? (
            <DocumentEditor key={slug} slug={slug} onDirty={setDirty} />
          ) : (
            <Card>{docs.isPending ? <Skeleton active /> : <Empty description={t('legal.pick')} />}</Card>
          )}
        </Col>
      </Row>
    </div>
  );
}

export const LegalDocumentsPage = withQuery(LegalDocuments);
