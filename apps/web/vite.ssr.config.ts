import { webConfig } from './vite.config';

/** The server renderer of the public pages (dist-ssr/); see vite.config.ts. */
export default webConfig('ssr');
