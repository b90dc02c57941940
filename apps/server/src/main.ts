import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`configuration error: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const { app } = await buildApp(config);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { db: config.databaseUrl ? 'postgres' : `pglite:${config.dataDir}`, redis: Boolean(config.redisUrl), demo: config.demo },
    `ready on http://localhost:${config.port}`,
  );
  if (config.demo) {
    // what to open first, after the start-up log (README "Open" lists the rest)
    const base = `http://localhost:${config.port}`;
    console.log(
      [
        '',
        `  Ready: ${base}`,
        `  Pages:    ${base}/h5/login  (tap a demo account), then ${base}/h5/whole_rank`,
        `  Console:  ${base}/h5/qyqyadmin/login  (admin@demo.local / Admin#2026)`,
        '  More pages and every demo account: README.md, "Open" and "Demo accounts".',
        '',
      ].join('\n'),
    );
  }
}

void main();
