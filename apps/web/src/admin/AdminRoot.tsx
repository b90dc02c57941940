import './admin.css';
import type { Locale } from '@app/shared';
import { App, ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import jaJP from 'antd/es/locale/ja_JP';
import koKR from 'antd/es/locale/ko_KR';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { appState } from '../app/startup';
import { setAdminErrorPresenter } from '../lib/api';
import { currentLocale, usePinnedLocale } from '../lib/i18n';

const ANTD_LOCALES: Record<Locale, AntdLocale> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en: enUS, ja: jaJP, ko: koKR };

/** Shows API errors of console calls with antd `message` (spec 8). */
function ErrorPresenter() {
  const { message } = App.useApp();
  useEffect(() => {
    setAdminErrorPresenter((text) => void message.error(text));
    return () => setAdminErrorPresenter(null);
  }, [message]);
  return null;
}

export function AdminRoot() {
  const { i18n } = useTranslation('admin');
  // the operator's language on every console page: a desk path ending in `_ja` is no Japan page
  usePinnedLocale(appState().locale);
  const locale = ANTD_LOCALES[currentLocale()] ?? enUS;
  return (
    <ConfigProvider
      key={i18n.language}
      locale={locale}
      theme={{ token: { colorPrimary: '#5b4dff', borderRadius: 8, fontSize: 14 } }}
      // no letter-spaced two-character buttons ("查 询", "検 索"): Japanese never spaces them, and
      // next to four-character ones ("快捷回复") the spaced ones look like a different font
      button={{ autoInsertSpace: false }}
    >
      <App className="admin-app">
        <ErrorPresenter />
        <Outlet />
      </App>
    </ConfigProvider>
  );
}
