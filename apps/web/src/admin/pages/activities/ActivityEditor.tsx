/**
 * One event in the activity console: at the left its version history (states, who, notes, diffs,
 * revert), scheduled firings and ending early; in the middle the definition as JSON (title quick
 * fields, save draft, submit, the reviewer's approve / reject with the diff); at the right the
 * phone preview. A results tab lists what the event paid.
 */
import {
  ErrorCode,
  LOCALE_NAMES,
  LOCALES,
  type TAdminActivity,
  type TAdminActivityVersion,
  type TAdminActivityVersionDetail,
} from '@app/shared';
import {
  Alert,
  App,
  Button,
  type ButtonProps,
  Card,
  Empty,
  Input,
  Modal,
  Skeleton,
  Space,
  Tabs,
  Tag,
  Timeline,
  Tooltip,
  Typography,
} from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import {
  useActivity,
  useActivityVersion,
  useEndActivity,
  useRevertActivity,
  useReviewActivity,
  useSaveActivityDraft,
  useSubmitActivity,
} from '../../api/activities';
import { formatTime, TIME_TO_MINUTE } from '../../kit/format';
import { draftBase, jsonError, parseDefinition, pretty, starterDefinition, titleOf, withTitle, workingVersion } from './model';
import { PhonePreview, type PreviewView, usePreviewView } from './PhonePreview';
import { DiffTable, FiringsTable, PHASE_COLORS, ProblemsList, StateTag } from './parts';
import { ResultsPanel } from './ResultsPanel';

type Perms = { manage: boolean; approve: boolean };

function VersionHistory({ activity, perms, onDiff }: { activity: TAdminActivity; perms: Perms; onDiff: (version: number) => void }) {
  const { t, i18n } = useTranslation('activityConsole');
  const { modal, message } = App.useApp();
  const revert = useRevertActivity();
  const open = activity.open_version !== null;
  const who = (v: TAdminActivityVersion) => (v.author ? v.author.nickname : t('versions.shipped'));
  const item = (v: TAdminActivityVersion) => ({
    key: v.version,
    color: v.live ? 'green' : v.state === 'pending' ? 'gold' : v.state === 'rejected' ? 'red' : 'gray',
    children: (
      <div
        className="actc-version"
        data-testid="activity-version-row"
        data-version={v.version}
        data-state={v.state}
        data-live={String(v.live)}
      >
        <Space size={6} wrap>
          <Typography.Text strong>v{v.version}</Typography.Text>
          <StateTag state={v.state} />
          {v.live ? <Tag color="green">{t('versions.live')}</Tag> : null}
          {v.reverted_from !== null ? <Tag>{t('versions.revertOf', { version: v.reverted_from })}</Tag> : null}
        </Space>
        <Typography.Text type="secondary" className="actc-version-meta">
          {t('versions.by', { name: who(v), time: formatTime(v.updated_at, i18n.language, TIME_TO_MINUTE) })}
          {v.editors.length > 1 ? ` · ${v.editors.map((e) => e.nickname).join(', ')}` : ''}
        </Typography.Text>
        {v.reviewer ? (
          <Typography.Text type="secondary" className="actc-version-meta">
            {t(v.state === 'rejected' ? 'versions.rejectedBy' : 'versions.approvedBy', { name: v.reviewer.nickname })}
          </Typography.Text>
        ) : null}
        {v.note ? <div className="actc-version-note">“{v.note}”</div> : null}
        <Space size={0} className="actc-version-actions">
          {v.based_on !== null ? (
            <Button size="small" type="link" onClick={() => onDiff(v.version)} data-testid="activity-version-diff">
              {t('versions.diff', { count: v.changes })}
            </Button>
          ) : null}
          {perms.manage && v.state === 'approved' && !v.live ? (
            <Tooltip title={open ? t('versions.revertBlocked') : undefined}>
              <Button
                size="small"
                type="link"
                disabled={open}
                data-testid="activity-version-revert"
                onClick={() =>
                  modal.confirm({
                    title: t('versions.revertTitle', { version: v.version }),
                    content: t('versions.revertBody'),
                    okText: t('versions.revert'),
                    cancelText: t('common.cancel'),
                    onOk: () =>
                      revert
                        .mutateAsync({ event: activity.event, version: v.version })
                        .then((r) => void message.success(t('versions.reverted', { version: r.version })))
                        .catch(() => undefined),
                  })
                }
              >
                {t('versions.revert')}
              </Button>
            </Tooltip>
          ) : null}
        </Space>
      </div>
    ),
  });
  return (
    <Card size="small" title={t('versions.title')} data-testid="activity-versions">
      {activity.versions.length ? <Timeline items={activity.versions.map(item)} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
    </Card>
  );
}

function EndEarly({ activity }: { activity: TAdminActivity }) {
  const { t } = useTranslation('activityConsole');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const end = useEndActivity();
  return (
    <>
      <Button danger block onClick={() => setOpen(true)} data-testid="activity-end">
        {t('end.button')}
      </Button>
      <Modal
        open={open}
        title={t('end.title', { event: activity.event })}
        okText={t('end.confirm')}
        okButtonProps={{ danger: true, disabled: reason.trim().length < 2, 'data-testid': 'activity-end-confirm' } as ButtonProps}
        cancelText={t('common.cancel')}
        confirmLoading={end.isPending}
        onCancel={() => setOpen(false)}
        onOk={() =>
          end
            .mutateAsync({ event: activity.event, reason: reason.trim() })
            .then(() => {
              setOpen(false);
              void message.success(t('end.done'));
            })
            .catch(() => undefined)
        }
      >
        <Typography.Paragraph type="secondary">{t('end.body')}</Typography.Paragraph>
        <Input.TextArea
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t('end.reason')}
          data-testid="activity-end-reason"
        />
      </Modal>
    </>
  );
}

function SidePanel({ activity, perms, onDiff }: { activity: TAdminActivity; perms: Perms; onDiff: (v: number) => void }) {
  const { t, i18n } = useTranslation('activityConsole');
  const live = activity.live_version !== null && (activity.phase === 'running' || activity.phase === 'upcoming');
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <VersionHistory activity={activity} perms={perms} onDiff={onDiff} />
      <Card size="small" title={t('firing.title')}>
        <FiringsTable firings={activity.firings} />
        {activity.ended_early ? (
          <Alert
            style={{ marginTop: 12 }}
            type="info"
            showIcon
            data-testid="activity-ended"
            message={t('end.ended', { time: formatTime(activity.ended_at, i18n.language, TIME_TO_MINUTE) })}
            description={activity.end_reason}
          />
        ) : null}
        {live && perms.approve ? <div style={{ marginTop: 12 }}>{<EndEarly activity={activity} />}</div> : null}
      </Card>
    </Space>
  );
}

/** Approve / reject a pending version, with a note; the refusal (four eyes) shows inline. */
function ReviewBar({ detail }: { detail: TAdminActivityVersionDetail }) {
  const { t } = useTranslation('activityConsole');
  const { message } = App.useApp();
  const review = useReviewActivity();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = (decision: 'approve' | 'reject') => {
    setError(null);
    review
      .mutateAsync({ event: detail.event, version: detail.version, decision, note: note.trim() })
      .then(() => void message.success(t(decision === 'approve' ? 'review.approved' : 'review.rejected', { version: detail.version })))
      .catch((err: unknown) => {
        const own = err instanceof ApiError && err.code === ErrorCode.ACTIVITY_OWN_CHANGE;
        const text = err instanceof Error && err.message ? err.message : t('review.failed');
        setError(own ? `${t('review.ownChange')} ${text}` : text);
      });
  };
  return (
    <div className="actc-review" data-testid="activity-review">
      <Typography.Text strong>{t('review.title', { version: detail.version })}</Typography.Text>
      <Input.TextArea
        rows={2}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        placeholder={t('review.note')}
        data-testid="activity-review-note"
      />
      {error ? <Alert type="error" showIcon message={error} data-testid="activity-review-error" /> : null}
      <Space>
        <Button
          type="primary"
          onClick={() => decide('approve')}
          loading={review.isPending && review.variables?.decision === 'approve'}
          data-testid="activity-approve"
        >
          {t('review.approve')}
        </Button>
        <Button
          danger
          onClick={() => decide('reject')}
          loading={review.isPending && review.variables?.decision === 'reject'}
          data-testid="activity-reject"
        >
          {t('review.reject')}
        </Button>
      </Space>
    </div>
  );
}

/** The JSON editor of the working version, its title quick fields, problems and the draft actions. */
function DefinitionEditor({
  event,
  detail,
  initial,
  basedOn,
  perms,
  view,
  onSaved,
}: {
  event: string;
  view: PreviewView;
  detail: TAdminActivityVersionDetail | null;
  initial: Record<string, unknown>;
  basedOn: number | null;
  perms: Perms;
  onSaved: () => void;
}) {
  const { t } = useTranslation('activityConsole');
  const { message } = App.useApp();
  const [text, setText] = useState(() => pretty(initial));
  const [saved, setSaved] = useState(() => pretty(initial));
  const [previewProblems, setPreviewProblems] = useState<string[] | null>(null);
  const save = useSaveActivityDraft();
  const submit = useSubmitActivity();
  const pending = detail?.state === 'pending';
  const readOnly = pending || !perms.manage;
  const dirty = text !== saved;
  const definition = useMemo(() => parseDefinition(text), [text]);
  const parseError = useMemo(() => jsonError(text), [text]);
  const isDraft = detail?.state === 'draft';
  // the preview's problems follow the text; the saved version's are shown until the first answer
  const problems = previewProblems ?? detail?.problems ?? [];

  const saveDraft = async (): Promise<TAdminActivityVersionDetail | null> => {
    if (!definition) {
      void message.error(t('editor.fixJson'));
      return null;
    }
    try {
      const r = await save.mutateAsync({ event, definition, based_on: basedOn });
      setSaved(text);
      void message.success(t('editor.saved', { version: r.version }));
      onSaved();
      return r;
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.CONFLICT) void message.warning(t('editor.conflict'));
      return null;
    }
  };

  const submitForReview = async () => {
    const draft = dirty || !isDraft ? await saveDraft() : detail;
    if (!draft) return;
    if (draft.problems.length) {
      void message.error(t('editor.fixProblems', { count: draft.problems.length }));
      return;
    }
    submit
      .mutateAsync({ event, version: draft.version })
      .then((r) => void message.success(t('editor.submitted', { version: r.version })))
      .catch(() => undefined);
  };

  const onProblems = useCallback((p: string[] | null) => setPreviewProblems(p), []);

  // Ctrl/⌘+S saves the draft
  const onKeyDown = (e: React.KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
      e.preventDefault();
      if (!readOnly) void saveDraft();
    }
  };

  return (
    <div className="actc-workspace">
      <div className="actc-editor-pane">
        {pending ? (
          <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('editor.pendingLocked', { version: detail?.version })} />
        ) : null}
        <div className="actc-titles">
          {LOCALES.map((l) => (
            <Input
              key={l}
              size="small"
              addonBefore={LOCALE_NAMES[l]}
              value={titleOf(definition, l)}
              disabled={readOnly || !definition}
              onChange={(e) => definition && setText(pretty(withTitle(definition, l, e.target.value)))}
              data-testid={`activity-title-${l}`}
            />
          ))}
        </div>
        <Input.TextArea
          className="actc-json"
          value={text}
          readOnly={readOnly}
          spellCheck={false}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          status={parseError ? 'error' : undefined}
          aria-label={t('editor.json')}
          data-testid="activity-json"
        />
        <div style={{ marginTop: 10 }}>
          <ProblemsList problems={problems} jsonError={parseError} />
        </div>
        {readOnly ? null : (
          <div className="actc-actions">
            <Space>
              {dirty ? (
                <Tag color="orange" data-testid="activity-dirty">
                  {t('editor.unsaved')}
                </Tag>
              ) : null}
              <Typography.Text type="secondary">
                {basedOn === null ? t('editor.newEvent') : t('editor.basedOn', { version: basedOn })}
              </Typography.Text>
            </Space>
            <Space>
              <Button onClick={() => void saveDraft()} loading={save.isPending} disabled={!definition} data-testid="activity-save">
                {t('editor.save')}
              </Button>
              <Button
                type="primary"
                onClick={() => void submitForReview()}
                loading={submit.isPending}
                // nothing to submit: the shown version unchanged and not a draft
                disabled={!definition || problems.length > 0 || (!isDraft && !dirty)}
                data-testid="activity-submit"
              >
                {t('editor.submit')}
              </Button>
            </Space>
          </div>
        )}
        {pending && detail && perms.approve ? (
          <>
            <ReviewBar detail={detail} />
            <div style={{ marginTop: 12 }}>
              <DiffTable diff={detail.diff} basedOn={detail.based_on} />
            </div>
          </>
        ) : null}
      </div>
      <div className="actc-preview-pane">
        <PhonePreview text={text} view={view} onProblems={onProblems} />
      </div>
    </div>
  );
}

function DiffModal({ event, version, onClose }: { event: string; version: number | null; onClose: () => void }) {
  const { t } = useTranslation('activityConsole');
  const q = useActivityVersion(version === null ? null : event, version);
  return (
    <Modal open={version !== null} title={t('diff.title', { version })} footer={null} onCancel={onClose} width={880}>
      {q.data ? <DiffTable diff={q.data.diff} basedOn={q.data.based_on} /> : <Skeleton active />}
    </Modal>
  );
}

/**
 * The editor of `event`; `from`: for a new event, the existing event whose definition it starts
 * from (its id replaced by the new one).
 */
export function ActivityEditor({ event, from, perms, onBack }: { event: string; from: string | null; perms: Perms; onBack: () => void }) {
  const { t } = useTranslation('activityConsole');
  const q = useActivity(event);
  const missing = q.error instanceof ApiError && (q.error.code === ErrorCode.ACTIVITY_NOT_FOUND || q.error.code === ErrorCode.NOT_FOUND);
  const source = useActivity(missing ? from : null);
  const working = q.data ? workingVersion(q.data) : source.data ? workingVersion(source.data) : null;
  const detail = useActivityVersion(q.data ? event : source.data ? from : null, working);
  const [diffOf, setDiffOf] = useState<number | null>(null);
  const [tab, setTab] = useState('editor');
  const view = usePreviewView();

  const activity = q.data;
  const isNew = missing;
  const loading =
    q.isPending || (isNew && from !== null && (source.isPending || detail.isPending)) || (!isNew && working !== null && detail.isPending);
  const starter = useMemo((): Record<string, unknown> | null => {
    if (isNew) return from === null || detail.data ? starterDefinition(event, detail.data?.definition) : null;
    return detail.data?.definition ?? null;
  }, [isNew, detail.data, event, from]);
  const basedOn = draftBase(isNew, detail.data);

  const header = (
    <div className="actc-editor-head">
      <Space size={10} wrap>
        <Button onClick={onBack} data-testid="activity-back">
          ← {t('list.back')}
        </Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {activity?.title || event}
        </Typography.Title>
        <Tag className="actc-mono">{event}</Tag>
        {activity ? (
          <Tag color={PHASE_COLORS[activity.phase]}>{t(`phase.${activity.phase}`)}</Tag>
        ) : (
          <Tag color="purple">{t('list.new')}</Tag>
        )}
        {activity?.live_version ? <Tag color="green">{t('list.liveVersion', { version: activity.live_version })}</Tag> : null}
        {activity?.open_state ? <StateTag state={activity.open_state} /> : null}
      </Space>
    </div>
  );

  if (q.isError && !missing) {
    return (
      <div data-testid="activity-editor" data-event={event}>
        {header}
        <Alert type="error" showIcon message={q.error.message || t('editor.loadFailed')} />
      </div>
    );
  }

  const editorKey = `${event}:${detail.data?.version ?? 'new'}:${detail.data?.updated_at ?? ''}:${detail.data?.state ?? ''}`;
  const editor =
    loading || !starter ? (
      <Card>
        <Skeleton active paragraph={{ rows: 14 }} />
      </Card>
    ) : (
      <DefinitionEditor
        key={editorKey}
        event={event}
        detail={isNew ? null : (detail.data ?? null)}
        initial={starter}
        basedOn={basedOn}
        perms={perms}
        view={view}
        onSaved={() => void q.refetch()}
      />
    );

  return (
    <div data-testid="activity-editor" data-event={event} data-version={detail.data?.version ?? ''} data-state={detail.data?.state ?? ''}>
      {header}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'editor',
            label: <span data-testid="activity-tab-editor">{t('tabs.editor')}</span>,
            children: (
              <div className="actc-layout">
                <div className="actc-side">
                  {activity ? (
                    <SidePanel activity={activity} perms={perms} onDiff={setDiffOf} />
                  ) : (
                    <Card size="small">{t('editor.newHint')}</Card>
                  )}
                </div>
                <div className="actc-main">{editor}</div>
              </div>
            ),
          },
          {
            key: 'results',
            disabled: !activity,
            label: <span data-testid="activity-tab-results">{t('tabs.results')}</span>,
            children: activity ? <ResultsPanel event={event} /> : null,
          },
        ]}
      />
      <DiffModal event={event} version={diffOf} onClose={() => setDiffOf(null)} />
    </div>
  );
}
