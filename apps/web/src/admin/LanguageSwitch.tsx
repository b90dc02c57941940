import { LOCALE_NAMES, LOCALES, type Locale } from '@app/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { setBaseLocale } from '../app/startup';
import { changeLocale, currentLocale } from '../lib/i18n';

export function LanguageSwitch() {
  const { t } = useTranslation('admin');
  return (
    <Select<Locale>
      aria-label={t('shell.language')}
      data-testid="language-switch"
      value={currentLocale()}
      style={{ width: 124 }}
      options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
      onChange={(l) => {
        setBaseLocale(l);
        void changeLocale(l, { persist: true });
      }}
    />
  );
}
