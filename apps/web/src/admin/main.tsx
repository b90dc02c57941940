/**
 * The console app (admin.html): its own build with React and antd, served for /h5/qyqyadmin/*.
 * The H5 build never includes it (and runs on Preact; docs/decisions.md).
 */
import '../lib/zod-jitless';
import { createBrowserRouter } from 'react-router';
import { adminRoutes } from '../app/adminRoutes';
import { RootErrorBoundary, RootFallback, RootLayout } from '../app/RootLayout';
import { startApp } from '../app/start';
import '../styles.css';

// arrived: a later hand-off from the H5 app to this address is a fresh one
sessionStorage.removeItem('console_handoff');

/** Paths outside the console belong to the H5 app: a full page load gets it from the server. */
function LeaveConsole(): null {
  window.location.replace(window.location.href);
  return null;
}

startApp(() =>
  createBrowserRouter([
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: RootFallback,
      children: [adminRoutes(), { path: '*', Component: LeaveConsole }],
    },
  ]),
).catch((err: unknown) => {
  console.error('[console] start-up failed', err);
});
