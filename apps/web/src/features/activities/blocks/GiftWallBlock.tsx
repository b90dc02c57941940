import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { useGiftNames } from '../api';
import { type BlockProps, useActivity } from '../context';

/** The gifts that count, by their names in the brand's catalogue. */
export default function GiftWallBlock({ block }: BlockProps<'gift_wall'>) {
  const { t } = useTranslation('activities');
  const { brand } = useActivity();
  const names = useGiftNames(brand).data;
  return (
    <Card title={t('giftWall.title')} titleAs="h3" className="act-card act-gift-wall">
      <ul className="act-gift-chips">
        {block.gifts.map((code) => (
          <li key={code} className="act-gift-chip" data-gift={code}>
            <span className="act-gift-glyph" aria-hidden="true">
              ✦
            </span>
            {names?.get(code) ?? t(`gifts.${code}`, { defaultValue: code })}
          </li>
        ))}
      </ul>
      <p className="act-note">{t('giftWall.hint')}</p>
    </Card>
  );
}
