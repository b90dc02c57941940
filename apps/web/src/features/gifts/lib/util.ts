/** `/h5/login?app_name=…` keeping the brand of the page we came from. */
export function loginHref(search: string): string {
  const appName = new URLSearchParams(search).get('app_name');
  return appName ? `/h5/login?${new URLSearchParams({ app_name: appName }).toString()}` : '/h5/login';
}

/** stable keys for loading placeholders */
export const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'] as const;
