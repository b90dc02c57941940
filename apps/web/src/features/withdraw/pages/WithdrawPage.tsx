import '../../../components/ui/page.css';
import '../../../components/ui/button.css';
import '../withdraw.css';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageBar } from '../../../components/PageBar';
import { Skeleton } from '../../../components/ui/Skeleton';
import { StateCard } from '../../../components/ui/StateCard';
import { isSignedOut } from '../../../lib/api';
import { QueryProvider } from '../../../lib/query';
import { useRouteHandle } from '../../../lib/route-handle';
import { getUserToken } from '../../../lib/session';
import { useWithdrawOverview } from '../api';
import type { StepProps } from '../components';
import { isHostOnly } from '../lib';
import { resolveWithdrawRoute, type StepParams, type WithdrawStep, withdrawHref } from '../routes';

// Each route shows one step: a step's code loads with the route (in parallel with the overview),
// and the others only when the host moves on to them. The forms bring the kana rules (jaconv).
type StepModule = Promise<{ default: ComponentType<StepProps> }>;
const LOADERS: Record<WithdrawStep, () => StepModule> = {
  main: () => import('../steps/MainStep').then((m) => ({ default: m.MainStep })),
  pre_apply: () => import('../steps/AmountStep').then((m) => ({ default: m.AmountStep })),
  apply: () => import('../steps/ApplyStep').then((m) => ({ default: m.ApplyStep })),
  confirm: () => import('../steps/ConfirmStep').then((m) => ({ default: m.ConfirmStep })),
  success: () => import('../steps/SuccessStep').then((m) => ({ default: m.SuccessStep })),
  record: () => import('../steps/RecordStep').then((m) => ({ default: m.RecordStep })),
  create_account: () => import('../steps/CreateAccountStep').then((m) => ({ default: m.CreateAccountStep })),
  edit_paypay: () => import('../steps/EditPaypayStep').then((m) => ({ default: m.EditPaypayStep })),
  edit_bank: () => import('../steps/EditBankStep').then((m) => ({ default: m.EditBankStep })),
  edit_account: () => import('../steps/EditAccountStep').then((m) => ({ default: m.EditAccountStep })),
  realname: () => import('../steps/RealnameStep').then((m) => ({ default: m.RealnameStep })),
};
const STEPS = Object.fromEntries(Object.entries(LOADERS).map(([k, load]) => [k, lazy(load)])) as unknown as Record<
  WithdrawStep,
  ComponentType<StepProps>
>;

function LoadingView({ step }: { step: WithdrawStep }) {
  return (
    <div className="wd-skeletons" aria-busy="true">
      {step === 'main' ? <Skeleton className="wd-skeleton-hero" /> : <Skeleton className="wd-skeleton-flow" />}
      <Skeleton card className="wd-skeleton-card" />
      <Skeleton card className="wd-skeleton-list" />
    </div>
  );
}

function WithdrawScreen() {
  const { t, ready } = useTranslation(['withdraw', 'hosts']);
  const { name } = useRouteHandle();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = getUserToken();
  const overview = useWithdrawOverview();
  const o = overview.data;
  const { step, family } = resolveWithdrawRoute(name, search, o?.region ?? null);

  const href = (to: WithdrawStep, params?: StepParams) => withdrawHref(family, to, params);
  const go: StepProps['go'] = (to, params, opts) => navigate(href(to, params), opts);

  const state = isSignedOut(overview.error, token)
    ? 'signed-out'
    : isHostOnly(overview.error)
      ? 'not-host'
      : overview.isError
        ? 'error'
        : o
          ? 'ready'
          : 'loading';

  if (!ready) return <div className="wd-page ui-light ui-light-page" data-testid="withdraw" data-state="loading" aria-busy="true" />;

  const Step = STEPS[step];
  // start the step's code now, beside the overview's request (the browser keeps the module once loaded)
  void LOADERS[step]();
  // back: the previous step when there is one in this web view, else the app (the main page closes)
  const onBack =
    step === 'main'
      ? undefined
      : () => {
          if (window.history.length > 1) navigate(-1);
          else go('main', {}, { replace: true });
        };

  return (
    <div
      className="wd-page ui-light ui-light-page ui-scope"
      data-testid="withdraw"
      data-state={state}
      data-step={step}
      data-family={family}
      data-region={o?.region}
    >
      <PageBar title={t(`withdraw:title.${step}`)} onBack={onBack} />
      <main className="ui-page-column">
        {state === 'signed-out' || state === 'not-host' || state === 'error' ? (
          <StateCard
            state={state}
            fetching={overview.isFetching}
            onRetry={() => void overview.refetch()}
            text={{
              signedOut: t('withdraw:state.signedOut'),
              signIn: t('hosts:signedOut.action'),
              notAllowedTitle: t('hosts:notHost.title'),
              notAllowedBody: t('withdraw:state.notHost'),
              notAllowedHint: t('hosts:notHost.hint'),
              errorTitle: t('withdraw:state.error'),
              errorBody: t('hosts:error.body'),
              retry: t('hosts:error.retry'),
            }}
          />
        ) : !o ? (
          <LoadingView step={step} />
        ) : (
          <Suspense fallback={<LoadingView step={step} />}>
            <Step o={o} family={family} search={search} href={href} go={go} />
          </Suspense>
        )}
      </main>
    </div>
  );
}

/**
 * A host's withdrawal, every step of it (spec "Withdrawal"; Wakoo's `/h5/auth/...`): the route's
 * name picks the step and its family of addresses (routes.ts, WITHDRAW_ROUTE_NAMES).
 */
export default function WithdrawPage() {
  return (
    <QueryProvider>
      <WithdrawScreen />
    </QueryProvider>
  );
}
