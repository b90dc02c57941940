/** `@app/shared/activities`: the definitions (server and tests only; pages fetch theirs from the server). */
export { ACTIVITY_DEFINITIONS } from './defs';
export * from './diff';
export * from './engine';
export * from './routes';
export * from './schema';
