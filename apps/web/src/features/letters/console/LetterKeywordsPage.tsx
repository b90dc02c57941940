/**
 * Console: each region's blocked keywords for anonymous letters and replies (permission
 * riskcontrol.manage_letter_keywords; every add and removal is audited by the server). Loaded only
 * through the console's lazy routes (admin/console.tsx): no H5 bundle imports it.
 */
import { LETTERS_CONSOLE_API, LIMITS, REGIONS, type Region, type TLetterKeyword, ZLetterKeyword, ZLetterKeywordList } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, message, Popconfirm, Segmented, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../admin/kit/format';
import { ListCard } from '../../../admin/kit/ListCard';
import { withQuery } from '../../../admin/kit/withQuery';
import { apiCall } from '../../../lib/api';

const KEY = ['admin', 'letter-keywords'] as const;

function KeywordsBody() {
  const { t, i18n, ready } = useTranslation('letters');
  const client = useQueryClient();
  const [region, setRegion] = useState<Region>('default');
  const [word, setWord] = useState('');
  const list = useQuery({
    queryKey: [...KEY, region],
    queryFn: async () => ZLetterKeywordList.parse(await apiCall(LETTERS_CONSOLE_API.keywords, { region })),
  });
  const add = useMutation({
    mutationFn: async () => ZLetterKeyword.parse(await apiCall(LETTERS_CONSOLE_API.addKeyword, { region, word })),
    onSuccess: () => {
      setWord('');
      void message.success(t('console.added'));
      void client.invalidateQueries({ queryKey: KEY });
    },
  });
  const remove = useMutation({
    mutationFn: async (id: number) => ZLetterKeywordList.parse(await apiCall(LETTERS_CONSOLE_API.removeKeyword, { id })),
    onSuccess: () => {
      void message.success(t('console.removed'));
      void client.invalidateQueries({ queryKey: KEY });
    },
  });
  if (!ready) return null;

  const columns: TableColumnsType<TLetterKeyword> = [
    {
      title: t('console.word'),
      dataIndex: 'word',
      render: (w: string) => <Typography.Text data-testid="letter-keyword-word">{w}</Typography.Text>,
    },
    { title: t('console.createdBy'), dataIndex: 'created_by', width: 180, render: (a: TLetterKeyword['created_by']) => a?.nickname ?? '—' },
    { title: t('console.createdAt'), dataIndex: 'created_at', width: 200, render: (v: string) => formatTime(v, i18n.language) },
    {
      title: '',
      key: 'remove',
      width: 100,
      render: (_: unknown, k) => (
        <Popconfirm title={t('console.removeConfirm', { word: k.word })} onConfirm={() => remove.mutate(k.id)}>
          <Button type="link" danger data-testid="letter-keyword-remove">
            {t('console.remove')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <ListCard title={t('console.title')}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('console.hint')}
        </Typography.Paragraph>
        <Space wrap>
          <Segmented<Region>
            options={REGIONS.map((r) => ({ value: r, label: t(`console.regions.${r}`) }))}
            value={region}
            onChange={setRegion}
            data-testid="letter-keyword-region"
          />
          <Input
            value={word}
            maxLength={LIMITS.letterKeywordMax}
            placeholder={t('console.word')}
            onChange={(e) => setWord(e.target.value)}
            onPressEnter={() => word.trim() && add.mutate()}
            style={{ width: 240 }}
            data-testid="letter-keyword-input"
          />
          <Button
            type="primary"
            disabled={!word.trim()}
            loading={add.isPending}
            onClick={() => add.mutate()}
            data-testid="letter-keyword-add"
          >
            {t('console.add')}
          </Button>
          {list.data ? (
            <Typography.Text type="secondary">{t('console.count', { count: list.data.items.length, max: list.data.max })}</Typography.Text>
          ) : null}
        </Space>
        <Table<TLetterKeyword>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          columns={columns}
          dataSource={list.data?.items ?? []}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          locale={{ emptyText: t('console.empty') }}
          data-testid="letter-keywords"
        />
      </Space>
    </ListCard>
  );
}

export const LetterKeywordsPage = withQuery(KeywordsBody);
