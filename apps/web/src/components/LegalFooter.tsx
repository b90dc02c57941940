import './legal-footer.css';
import { BRANDS, type BrandId, LEGAL_OPERATORS, type Locale, normalizeLocale, type Region } from '@app/shared';
import { useTranslation } from 'react-i18next';

type LegalLinkKey = 'agreement' | 'privacy' | 'charge' | 'children';
const LINK_NAMES: Record<LegalLinkKey, string> = {
  agreement: 'agreement',
  privacy: 'privacy',
  charge: 'charge',
  children: 'childrensecurity',
};

/**
 * The legal pages a brand's public pages link to, as its own route table serves them (spec 2):
 * ocha has `/h5/:contract/:app_name?` and `/h5/childrensecurity`, cooya and ucoo_plus only
 * `/h5/contract/:name`, the default table (and wakoo's) a route per document.
 */
export function legalLinks(brand: BrandId): Array<{ key: LegalLinkKey; href: string }> {
  const q = `?app_name=${encodeURIComponent(brand)}`;
  const keys: LegalLinkKey[] = ['agreement', 'privacy', 'charge', 'children'];
  const href = (key: LegalLinkKey): string => {
    if (brand === 'ocha') return key === 'children' ? `/h5/childrensecurity${q}` : `/h5/${LINK_NAMES[key]}/ocha`;
    if (brand === 'cooya' || brand === 'ucoo_plus') return `/h5/contract/${LINK_NAMES[key]}${q}`;
    return key === 'children' ? `/h5/default/childrensecurity${q}` : `/h5/${LINK_NAMES[key]}${q}`;
  };
  return keys.map((key) => ({ key, href: href(key) }));
}

/**
 * Footer of the public pages: the legal documents and the operator (company, address, support
 * address) of the brand's market — `region` defaults to the brand's home region.
 */
export function LegalFooter({ brand, region, lng }: { brand: BrandId; region?: Region; lng?: Locale | null }) {
  const { t, i18n } = useTranslation('site', lng ? { lng } : undefined);
  const locale: Locale = lng ?? normalizeLocale(i18n.language) ?? 'en';
  const operator = LEGAL_OPERATORS[region ?? BRANDS[brand].defaultRegion];
  const company = operator.company[locale];
  return (
    <footer className="lf" data-testid="legal-footer">
      <nav className="lf-links" aria-label={t('legal.nav')}>
        {legalLinks(brand).map((l) => (
          <a key={l.key} href={l.href} data-testid={`legal-link-${l.key}`}>
            {t(`legal.${l.key}`)}
          </a>
        ))}
      </nav>
      <p className="lf-age">{t('legal.age')}</p>
      <dl className="lf-company">
        <div>
          <dt>{t('legal.company')}</dt>
          <dd>{company}</dd>
        </div>
        <div>
          <dt>{t('legal.address')}</dt>
          <dd>{operator.address[locale]}</dd>
        </div>
        <div>
          <dt>{t('legal.support')}</dt>
          <dd>
            <a href={`mailto:${operator.supportEmail}`}>{operator.supportEmail}</a>
          </dd>
        </div>
      </dl>
      <p className="lf-copy">{t('legal.copyright', { year: new Date().getFullYear(), company, brand: BRANDS[brand].displayName })}</p>
    </footer>
  );
}
