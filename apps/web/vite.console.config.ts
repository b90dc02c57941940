import { webConfig } from './vite.config';

/** The console build (admin.html): React + antd; see vite.config.ts. */
export default webConfig('console');
