/**
 * Console: hosts' shareable profile cards (host.manage_cards). Staff look at the photos, voice and
 * texts and hide a card (with a reason, audited) or show it again; a card the public cannot see
 * for another reason (a minor, a ban, no photo) says so.
 */
import { BRAND_IDS, type TAdminHostCard } from '@app/shared';
import { App, Button, Form, Image, Input, Modal, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HostCardsFilter, useHostCards, useHostCardVisibility } from '../../api/hostcards';
import { TimeCell, UserCell } from '../../kit/cells';
import { formatTime, TIME_TO_MINUTE } from '../../kit/format';
import { ListCard } from '../../kit/ListCard';
import { ListTable, usePagedFilter } from '../../kit/ListTable';
import { withQuery } from '../../kit/withQuery';

function HideModal({ card, onClose }: { card: TAdminHostCard; onClose: () => void }) {
  const { t } = useTranslation('hostcard');
  const { message } = App.useApp();
  const change = useHostCardVisibility();
  const [reason, setReason] = useState('');
  return (
    <Modal
      open
      title={t('console.hideTitle', { name: card.host.nickname })}
      okText={t('console.hide')}
      okButtonProps={{ danger: true, loading: change.isPending, 'data-testid': 'hostcard-hide-confirm' } as never}
      onCancel={onClose}
      onOk={() =>
        change.mutate(
          { userId: card.user_id, hidden: true, reason },
          {
            onSuccess: () => {
              void message.success(t('console.done'));
              onClose();
            },
            onError: (err) => void message.error(err instanceof Error ? err.message : String(err)),
          },
        )
      }
    >
      <Form layout="vertical">
        <Form.Item label={t('console.reason')}>
          <Input.TextArea
            value={reason}
            maxLength={200}
            showCount
            placeholder={t('console.reasonPlaceholder')}
            onChange={(e) => setReason(e.target.value)}
            data-testid="hostcard-hide-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function HostCards() {
  const { t, i18n } = useTranslation('hostcard');
  const { message } = App.useApp();
  const list = usePagedFilter<HostCardsFilter>();
  const cards = useHostCards(list.filter);
  const change = useHostCardVisibility();
  const [hiding, setHiding] = useState<TAdminHostCard | null>(null);
  const [draft, setDraft] = useState<Partial<HostCardsFilter>>({});

  const columns: TableColumnsType<TAdminHostCard> = [
    { title: t('console.host'), key: 'host', width: 130, render: (_: unknown, c) => <UserCell user={c.host} /> },
    {
      title: t('console.photos'),
      key: 'photos',
      width: 168,
      render: (_: unknown, c) => (
        <Image.PreviewGroup>
          <Space size={4}>
            {c.photos.slice(0, 3).map((p) => (
              <Image key={p.key} src={p.url} width={48} height={64} style={{ objectFit: 'cover', borderRadius: 6 }} />
            ))}
          </Space>
        </Image.PreviewGroup>
      ),
    },
    {
      title: t('console.voice'),
      key: 'voice',
      width: 180,
      // biome-ignore lint/a11y/useMediaCaption: staff listen to a host's voice intro
      render: (_: unknown, c) => (c.voice ? <audio controls preload="none" src={c.voice.url} style={{ width: 160, height: 32 }} /> : '—'),
    },
    {
      title: t('console.intro'),
      key: 'intro',
      width: 200,
      render: (_: unknown, c) => (
        <Space direction="vertical" size={4}>
          <Typography.Paragraph
            ellipsis={{ rows: 3, expandable: true, symbol: t('console.more') }}
            style={{ margin: 0, whiteSpace: 'pre-wrap' }}
          >
            {c.intro || '—'}
          </Typography.Paragraph>
          <Space size={2} wrap>
            {c.tags.map((tag) => (
              <Tag key={tag}>{t(`tags.${tag}`)}</Tag>
            ))}
          </Space>
        </Space>
      ),
    },
    {
      title: t('console.state'),
      key: 'state',
      width: 110,
      render: (_: unknown, c) => (
        <Space direction="vertical" size={2}>
          <Tag
            color={c.hidden ? 'red' : c.block ? 'orange' : 'green'}
            data-testid="hostcard-state"
            data-state={c.hidden ? 'hidden' : 'visible'}
          >
            {c.hidden ? t('console.hidden') : c.block ? t(`console.blocks.${c.block}`) : t('console.visible')}
          </Tag>
          {c.hidden && c.hidden_by ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('console.hiddenBy', { admin: c.hidden_by.nickname, at: formatTime(c.hidden_at, i18n.language, TIME_TO_MINUTE) })}
              {c.hidden_reason ? ` · ${c.hidden_reason}` : ''}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('console.updatedAt'),
      dataIndex: 'updated_at',
      key: 'updated_at',
      width: 130,
      render: (v: string) => <TimeCell iso={v} locale={i18n.language} options={TIME_TO_MINUTE} />,
    },
    {
      title: t('console.actions'),
      key: 'actions',
      width: 164,
      fixed: 'right',
      render: (_: unknown, c) => (
        <Space>
          <Button size="small" href={c.host.brand === 'wakoo' ? `/h5/girls?code=${c.code}` : `/girls/${c.code}`} target="_blank">
            {t('console.open')}
          </Button>
          {c.hidden ? (
            <Button
              size="small"
              loading={change.isPending}
              data-testid="hostcard-show"
              onClick={() =>
                change.mutate(
                  { userId: c.user_id, hidden: false, reason: '' },
                  { onSuccess: () => void message.success(t('console.done')), onError: (e) => void message.error(e.message) },
                )
              }
            >
              {t('console.show')}
            </Button>
          ) : (
            <Button size="small" danger onClick={() => setHiding(c)} data-testid="hostcard-hide">
              {t('console.hide')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ListCard title={t('console.title')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          allowClear
          style={{ width: 200 }}
          placeholder={t('console.user')}
          value={draft.user ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, user: e.target.value || undefined }))}
          data-testid="hostcards-filter-user"
        />
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('console.brand')}
          value={draft.brand}
          options={BRAND_IDS.map((b) => ({ value: b, label: b }))}
          onChange={(v) => setDraft((d) => ({ ...d, brand: v }))}
        />
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('console.state')}
          value={draft.state}
          options={[
            { value: 'visible', label: t('console.visible') },
            { value: 'hidden', label: t('console.hidden') },
          ]}
          onChange={(v) => setDraft((d) => ({ ...d, state: v }))}
        />
        <Button type="primary" onClick={() => list.setFilter({ ...list.filter, ...draft, page: 1 })} data-testid="hostcards-search">
          {t('console.search')}
        </Button>
        <Button
          onClick={() => {
            setDraft({});
            list.reset();
          }}
        >
          {t('console.reset')}
        </Button>
      </Space>
      <ListTable<TAdminHostCard>
        rowKey={(c) => c.user_id}
        columns={columns}
        list={list}
        query={cards}
        scrollX={1100}
        emptyText={t('console.empty')}
        showTotal={(total) => t('console.total', { count: total })}
        testIds="hostcards"
      />
      {hiding ? <HideModal card={hiding} onClose={() => setHiding(null)} /> : null}
    </ListCard>
  );
}

export const HostCardsPage = withQuery(HostCards);
