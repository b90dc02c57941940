import '../../../components/ui/page.css';
import '../hosts.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBar } from '../../../components/PageBar';
import { Card } from '../../../components/ui/Card';
import { RewardTable } from '../../../components/ui/RewardTable';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { useAppName } from '../../../lib/app-name';
import { useRouteHandle } from '../../../lib/route-handle';
import { HostIcon } from '../components/HostIcon';
import { type Guide, type GuideBlock, type GuideFaq, type GuideLink, type GuideSection, type GuideText, guideForRoute } from '../guides';

/** The `hosts` words of a guide text, its values filled in. */
function useText() {
  const { t } = useTranslation('hosts');
  return (text: GuideText) => t(text.key, text.vars);
}

function Hero({ guide }: { guide: Guide }) {
  const text = useText();
  return (
    <section className="hosts-hero hosts-guide-hero" data-testid="host-guide-hero">
      <div className="hosts-hero-shine" aria-hidden="true" />
      <span className="hosts-guide-hero-icon" aria-hidden="true">
        <HostIcon name={guide.icon} size={22} />
      </span>
      <p className="hosts-guide-lead">{text(guide.lead)}</p>
      {guide.stats.length ? (
        <dl className="hosts-hero-stats hosts-guide-stats">
          {guide.stats.map((s) => (
            <div key={s.id} className="hosts-hero-stat" data-testid="host-guide-stat" data-stat={s.id}>
              <dt className="hosts-hero-stat-label">{text(s.label)}</dt>
              <dd>
                <b>{s.value}</b>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

function FaqLink({ link }: { link: GuideLink }) {
  const text = useText();
  return (
    <Link className="hosts-faq-link" to={link.href} data-testid={`host-guide-link-${link.id}`}>
      {text(link.label)}
      <HostIcon name="chevron" size={14} />
    </Link>
  );
}

function Faq({ items }: { items: readonly GuideFaq[] }) {
  const text = useText();
  return (
    <div className="hosts-faq">
      {items.map((item) => (
        <details key={item.id} className="hosts-faq-item" data-testid="host-guide-faq" data-faq={item.id}>
          <summary className="hosts-faq-q">
            <span>{text(item.question)}</span>
            <span className="hosts-faq-chevron">
              <HostIcon name="chevron" size={16} />
            </span>
          </summary>
          <div className="hosts-faq-a">
            <p>{text(item.answer)}</p>
            {item.link ? <FaqLink link={item.link} /> : null}
          </div>
        </details>
      ))}
    </div>
  );
}

function Block({ block }: { block: GuideBlock }) {
  const text = useText();
  if (block.kind === 'paragraphs') {
    return <RulesBlock marker={block.marker} items={block.items.map((item) => ({ key: item.key, text: text(item) }))} />;
  }
  if (block.kind === 'table') {
    return (
      <RewardTable
        className="hosts-guide-table"
        columns={[{}, { numeric: true }]}
        rows={block.rows.map((row) => ({
          key: row.id,
          testId: 'host-guide-row',
          cells: [
            <span key="label" className="hosts-guide-label">
              <b>{text(row.label)}</b>
              {row.note ? <span className="hosts-muted hosts-small">{text(row.note)}</span> : null}
            </span>,
            <span key="value" className="hosts-guide-value">
              {text(row.value)}
            </span>,
          ],
        }))}
      />
    );
  }
  return <Faq items={block.items} />;
}

function SectionCard({ section }: { section: GuideSection }) {
  const text = useText();
  return (
    <Card
      className="hosts-card hosts-guide-section"
      titleAs="h2"
      title={
        <>
          <span className="hosts-card-icon">
            <HostIcon name={section.icon} size={15} />
          </span>
          {text(section.heading)}
        </>
      }
      testId={`host-guide-${section.id}`}
    >
      <Block block={section.block} />
    </Card>
  );
}

function TaskLink({ link }: { link: GuideLink }) {
  const { t } = useTranslation('hosts');
  const text = useText();
  return (
    <Link className="ui-card hosts-card hosts-income-link" to={link.href} data-testid="host-guide-tasks-link">
      <span className="hosts-card-icon hosts-income-link-icon">
        <HostIcon name="task" size={18} />
      </span>
      <span className="hosts-income-link-main">
        <b className="hosts-income-link-title">{text(link.label)}</b>
        <span className="hosts-income-link-body">{t('guides.links.tasksBody')}</span>
      </span>
      <HostIcon name="chevron" size={18} />
    </Link>
  );
}

/**
 * The host guides (`/h5/chat_task_guide`, `/h5/audio_match_doc`, `/h5/video_match_doc`,
 * `/h5/newer_recom_rule`, `/h5/question`, `/h5/japan/audio_match_doc`; Wakoo's `/h5/auth/question`
 * and `/h5/broadcaster/task/chat_guide`): the route's name picks the guide (guides.ts), whose
 * figures come from the shared host rules. Public: nothing is fetched.
 */
export default function HostGuidePage() {
  const { i18n, ready } = useTranslation('hosts');
  const { name } = useRouteHandle();
  const brand = useAppName();
  if (!ready) return <div className="hosts-page ui-light ui-light-page" data-testid="host-guide" data-state="loading" aria-busy="true" />;
  // a route without a guide of its own (none in the tables) shows the FAQ
  const guide = guideForRoute(name, brand, i18n.language) ?? guideForRoute('question', brand, i18n.language);
  if (!guide) return null;
  return (
    <div
      className="hosts-page hosts-guide-page ui-light ui-light-page ui-scope"
      data-testid="host-guide"
      data-state="ready"
      data-guide={guide.id}
      data-region={guide.region}
    >
      <PageBar />
      <main className="ui-page-column">
        <Hero guide={guide} />
        {guide.sections.map((section) => (
          <SectionCard key={section.id} section={section} />
        ))}
        {guide.taskLink ? <TaskLink link={guide.taskLink} /> : null}
      </main>
    </div>
  );
}
