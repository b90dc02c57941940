import './lib/zod-jitless';
import { createAppRouter } from './app/router';
import { startApp } from './app/start';
import './styles.css';

startApp(createAppRouter).catch((err: unknown) => {
  console.error('[app] start-up failed', err);
});
