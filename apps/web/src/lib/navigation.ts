/** Lets non-React code (api client, bridge fallbacks) navigate through the router once it exists. */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to, opts) => {
  if (opts?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigator(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  navigateImpl(to, opts);
}
