import '../../../components/ui/button.css';
import type { TPublicProfile } from '@app/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, EntryAvatars } from '../../../components/Avatar';
import { PrimaryButton, Segmented, TextField } from '../../../components/form';
import { AssetIcon, GiftIcon } from '../../../components/GiftIcon';
import { PageBar } from '../../../components/PageBar';
import { Card } from '../../../components/ui/Card';
import { ChipGroup } from '../../../components/ui/ChipGroup';
import { Countdown } from '../../../components/ui/Countdown';
import { EmptyState } from '../../../components/ui/EmptyState';
import { CardButtonRow, List, ListRow } from '../../../components/ui/ListRow';
import { QrCode } from '../../../components/ui/QrCode';
import { RankList, RankRow } from '../../../components/ui/RankList';
import { RewardTable } from '../../../components/ui/RewardTable';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { Sheet } from '../../../components/ui/Sheet';
import { SignInPrompt } from '../../../components/ui/SignInPrompt';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { Tabs } from '../../../components/ui/Tabs';
import { CountedTextArea } from '../../../components/ui/TextArea';
import { useToast } from '../../../components/ui/Toast';
import { ToolsFrame } from '../components/ToolsFrame';

type Theme = 'light' | 'dark' | 'both';

const PEOPLE: TPublicProfile[] = [
  { id: 1, public_id: '10283746', nickname: 'さくら', gender: 'female', brand: 'wakoo', region: 'japan', avatar_url: null },
  { id: 2, public_id: '10583920', nickname: 'Mika', gender: 'female', brand: 'wakoo', region: 'japan', avatar_url: null },
  { id: 3, public_id: '10938475', nickname: '小雨', gender: 'male', brand: 'default', region: 'default', avatar_url: null },
  { id: 4, public_id: '11029384', nickname: 'Leo', gender: 'male', brand: 'default', region: 'default', avatar_url: null },
];
const GIFTS = ['rose', 'lollipop', 'heart', 'bouquet', 'kiss', 'cp_castle', 'sports_car', 'rocket', 'clover', 'star'];
const CATEGORIES = ['bug', 'payment', 'account', 'other'] as const;
type Category = (typeof CATEGORIES)[number];
type Period = 'daily' | 'weekly' | 'all';
const SCORES = [128_400, 96_250, 54_120, 23_800];

function Demo({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <h3 className="tl-demo-title">{name}</h3>
      {children}
    </>
  );
}

/** Every kit component once, with sample data, on one stage (light or dark tokens). */
function Stage({ theme }: { theme: 'light' | 'dark' }) {
  const { t } = useTranslation('tools');
  const showToast = useToast();
  const [period, setPeriod] = useState<Period>('daily');
  const [tab, setTab] = useState<'all' | 'mine'>('all');
  const [category, setCategory] = useState<Category | null>('payment');
  const [text, setText] = useState(t('widgets.sample.feedback'));
  const [nickname, setNickname] = useState('さくら');
  const [gender, setGender] = useState<'female' | 'male'>('female');
  const [sheet, setSheet] = useState<'bottom' | 'center' | null>(null);
  const fmt = (n: number) => n.toLocaleString();
  return (
    <div className={theme === 'dark' ? 'tl-stage tl-dark' : 'tl-stage'} data-testid={`widgets-${theme}`}>
      <Demo name="PageBar">
        <PageBar
          title={t('widgets.sample.barTitle')}
          action={<span className="tl-small">{t('widgets.sample.rules')}</span>}
          onBack={() => undefined}
        />
      </Demo>
      <Demo name="Card">
        <Card title={t('widgets.sample.cardTitle')}>
          <p className="tl-p">{t('widgets.sample.cardText')}</p>
        </Card>
        <Card plain title={t('widgets.sample.plainTitle')}>
          <p className="tl-p tl-muted">{t('widgets.sample.plainText')}</p>
        </Card>
      </Demo>
      <Demo name="Tabs">
        <Tabs
          items={(['daily', 'weekly', 'all'] as const).map((p) => ({ value: p, label: t(`widgets.sample.periods.${p}`) }))}
          value={period}
          onChange={setPeriod}
          ariaLabel={t('widgets.sample.period')}
        />
        <Tabs
          variant="underline"
          items={[
            { value: 'all', label: t('widgets.sample.tabAll') },
            { value: 'mine', label: t('widgets.sample.tabMine') },
          ]}
          value={tab}
          onChange={setTab}
        />
      </Demo>
      <Demo name="RankList · RankRow · Avatar">
        <RankList>
          {PEOPLE.map((p, i) => (
            <RankRow
              key={p.id}
              rank={i + 1}
              mine={i === 2}
              lead={<Avatar profile={p} size={38} />}
              title={p.nickname}
              subs={[`ID ${p.public_id}`]}
              side={
                <span className="tl-row" style={{ gap: 4 }}>
                  <AssetIcon asset="gold_coin" /> {fmt(SCORES[i] ?? 0)}
                </span>
              }
            />
          ))}
        </RankList>
      </Demo>
      <Demo name="List · ListRow · CardButtonRow · EntryAvatars">
        <Card>
          <List>
            <ListRow
              lead={<EntryAvatars profiles={PEOPLE.slice(0, 2)} size={34} />}
              title={t('widgets.sample.cpTitle')}
              subs={[t('widgets.sample.cpSub')]}
              side="Lv.4"
            />
            <ListRow
              lead={<GiftIcon code="rose" size={34} />}
              title={t('widgets.sample.giftTitle')}
              subs={[t('widgets.sample.giftSub')]}
              side="×99"
            />
          </List>
        </Card>
        <List>
          <CardButtonRow
            title={t('widgets.sample.threadTitle')}
            subs={[t('widgets.sample.threadSub')]}
            side={<span className="tl-pill is-on">{t('widgets.sample.replied')}</span>}
            onClick={() => showToast(t('widgets.sample.tapped'))}
          />
        </List>
      </Demo>
      <Demo name="ChipGroup">
        <ChipGroup label={t('widgets.sample.category')} options={CATEGORIES} value={category} onChange={setCategory}>
          {(c) => t(`widgets.sample.categories.${c}`)}
        </ChipGroup>
      </Demo>
      <Demo name="CountedTextArea">
        <CountedTextArea
          value={text}
          maxLength={200}
          rows={3}
          onChange={(e) => setText(e.target.value)}
          aria-label={t('widgets.sample.feedbackLabel')}
        />
      </Demo>
      <Demo name="form: TextField · Segmented · PrimaryButton">
        <div className="tl-form-demo">
          <TextField
            label={t('widgets.sample.nickname')}
            value={nickname}
            onChange={(e) => setNickname(e.target.value)}
            help={t('widgets.sample.nicknameHelp')}
          />
          <TextField label={t('widgets.sample.invite')} defaultValue="ABC12" error={t('widgets.sample.inviteError')} />
          <Segmented
            value={gender}
            options={[
              { value: 'female', label: t('widgets.sample.female') },
              { value: 'male', label: t('widgets.sample.male') },
            ]}
            onChange={setGender}
          />
          <div className="tl-row">
            <PrimaryButton>{t('widgets.sample.save')}</PrimaryButton>
            <PrimaryButton busy>{t('widgets.sample.saving')}</PrimaryButton>
            <PrimaryButton variant="plain">{t('widgets.sample.cancel')}</PrimaryButton>
          </div>
        </div>
      </Demo>
      <Demo name="RewardTable">
        <RewardTable
          columns={[{ head: t('widgets.sample.rank') }, { head: t('widgets.sample.reward'), numeric: true }]}
          rows={[
            {
              key: 1,
              cells: [
                '1',
                <span key="a">
                  {fmt(50_000)} <AssetIcon asset="gold_coin" />
                </span>,
              ],
            },
            {
              key: 2,
              cells: [
                '2–3',
                <span key="b">
                  {fmt(20_000)} <AssetIcon asset="gold_coin" />
                </span>,
              ],
            },
            {
              key: 3,
              cells: [
                '4–10',
                <span key="c">
                  {fmt(300)} <AssetIcon asset="diamond" />
                </span>,
              ],
            },
          ]}
        />
      </Demo>
      <Demo name="RulesBlock">
        <RulesBlock items={(['one', 'two', 'three'] as const).map((k) => ({ key: k, text: t(`widgets.sample.rulesList.${k}`) }))} />
        <RulesBlock marker="disc" items={(['one', 'two'] as const).map((k) => ({ key: k, text: t(`widgets.sample.rulesList.${k}`) }))} />
      </Demo>
      <Demo name="Countdown">
        <p className="tl-p">
          {t('widgets.sample.endsIn')}{' '}
          <Countdown
            until={(now) => new Date(Math.ceil(now.getTime() / 86_400_000) * 86_400_000 + 2 * 86_400_000)}
            format={(left) => t('widgets.sample.left', { d: left.d, h: left.h, m: left.m })}
          />
        </p>
      </Demo>
      <Demo name="GiftIcon · AssetIcon">
        <div className="tl-icons">
          {GIFTS.map((g) => (
            <GiftIcon key={g} code={g} size={36} />
          ))}
          {['gold_coin', 'silver_coin', 'diamond', 'medal_fragment'].map((a) => (
            <AssetIcon key={a} asset={a} size={20} />
          ))}
        </div>
      </Demo>
      <Demo name="QrCode">
        <div className="tl-qr">
          <QrCode value="https://h5.example/h5/list" size={120} label={t('widgets.sample.qr')} />
        </div>
      </Demo>
      <Demo name="EmptyState · Skeleton · Spinner">
        <EmptyState>{t('widgets.sample.empty')}</EmptyState>
        <Skeleton className="tl-skel-line" style={{ width: '70%' }} />
        <Skeleton card className="tl-skel-card" />
        <Spinner size={22} />
      </Demo>
      <Demo name="SignInPrompt">
        <SignInPrompt text={t('widgets.sample.signInText')} action={t('common.signIn')} className="tl-sign-in" />
      </Demo>
      <Demo name="Sheet · Toast">
        <div className="tl-row">
          <button type="button" className="ui-btn ui-btn-ghost" onClick={() => setSheet('bottom')} data-testid={`widgets-${theme}-sheet`}>
            {t('widgets.sample.openSheet')}
          </button>
          <button type="button" className="ui-btn ui-btn-ghost" onClick={() => setSheet('center')}>
            {t('widgets.sample.openDialog')}
          </button>
          <button type="button" className="ui-btn ui-btn-ghost" onClick={() => showToast(t('widgets.sample.toast'))}>
            {t('widgets.sample.showToast')}
          </button>
        </div>
      </Demo>
      {sheet ? (
        <Sheet
          placement={sheet}
          onClose={() => setSheet(null)}
          closeLabel={t('common.close')}
          labelledBy={`widgets-sheet-${theme}`}
          className={theme === 'dark' ? 'tl-stage tl-dark' : 'ui-light tl-stage'}
        >
          <h2 id={`widgets-sheet-${theme}`} className="tl-p" style={{ fontSize: 16, color: 'var(--ui-ink)' }}>
            {t('widgets.sample.sheetTitle')}
          </h2>
          <p className="tl-p">{t('widgets.sample.sheetText')}</p>
          <button type="button" className="ui-btn ui-btn-block" onClick={() => setSheet(null)}>
            {t('common.close')}
          </button>
        </Sheet>
      ) : null}
    </div>
  );
}

/** /h5/widgets: the shared UI kit in the light and the dark theme, for design review and QA. */
export default function WidgetsPage() {
  const { t } = useTranslation('tools');
  const [theme, setTheme] = useState<Theme>('light');
  return (
    <ToolsFrame testId="widgets-page">
      <p className="tl-p tl-muted tl-small">{t('widgets.lead')}</p>
      <Tabs
        items={(['light', 'dark', 'both'] as const).map((v) => ({
          value: v,
          label: t(`widgets.themes.${v}`),
          testId: `widgets-theme-${v}`,
        }))}
        value={theme}
        onChange={setTheme}
        ariaLabel={t('widgets.theme')}
      />
      {theme !== 'dark' ? <Stage theme="light" /> : null}
      {theme !== 'light' ? <Stage theme="dark" /> : null}
    </ToolsFrame>
  );
}
