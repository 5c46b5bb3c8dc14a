import type { PermissionKey } from '@irama/contracts';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AuthLayout } from '../features/auth/components/auth-layout.tsx';
// In the entry chunk, like AuthLayout: most first visits are to /login, and a lazy page would cost
// them another round trip (and a dozen small chunks) before anything is painted.
import LoginPage from '../features/auth/login-page.tsx';
import { loadAppLayout, loadHomePage } from './first-screen.ts';
import { Guard, RedirectIfSignedIn, RequireSession, type ServiceArea, StaffOnly } from './guards.tsx';
import { RootLayout } from './root-layout.tsx';

const SignedInLayout = lazy(() => loadAppLayout().then((module) => ({ default: module.SignedInLayout })));
const RegisterPage = lazy(() => import('../features/auth/register-page.tsx'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page.tsx'));
const HomePage = lazy(loadHomePage);
const InterimPage = lazy(() => import('../features/system/interim-page.tsx'));
const ComingSoonPage = lazy(() => import('../features/system/coming-soon-page.tsx'));
const ServiceNotFoundPage = lazy(() => import('../features/system/service-not-found-page.tsx'));
const NotFoundPage = lazy(() => import('../components/not-found-page.tsx'));
const ProfilePage = lazy(() => import('../features/profile/profile-page.tsx'));
const IdeasPage = lazy(() => import('../features/ideas/ideas-page.tsx'));
const OpsIdeasPage = lazy(() => import('../features/ideas/ops-ideas-page.tsx'));
const WhitelabelPage = lazy(() => import('../features/whitelabel/whitelabel-page.tsx'));
const IngestPage = lazy(() => import('../features/ingest/ingest-page.tsx'));
const ReleaseEditorPage = lazy(() => import('../features/release/release-editor-page.tsx'));
const ReleaseListPage = lazy(() => import('../features/release/release-list-page.tsx'));
const CatalogPage = lazy(() => import('../features/catalogs/catalog-page.tsx'));
const OpsReleaseQueuePage = lazy(() => import('../features/release/ops-release-queue-page.tsx'));
const OpsReleasePage = lazy(() => import('../features/release/ops-release-page.tsx'));
const OpsConflictsPage = lazy(() => import('../features/catalogs/ops-conflicts-page.tsx'));
const YoutubeRevenuePage = lazy(() => import('../features/youtube/youtube-revenue-page.tsx'));
const YoutubeReportPage = lazy(() => import('../features/youtube/youtube-report-page.tsx'));
const YoutubeAdjustmentPage = lazy(() => import('../features/youtube/youtube-adjustment-page.tsx'));
const PaymentPage = lazy(() => import('../features/payment/payment-page.tsx'));
const OpsYoutubePaymentsPage = lazy(() => import('../features/payment/ops-youtube-payments-page.tsx'));
const IncomeHistoryPage = lazy(() => import('../features/balance/income-history-page.tsx'));
const WithdrawPage = lazy(() => import('../features/balance/withdraw-page.tsx'));
const OpsWithdrawalsPage = lazy(() => import('../features/balance/ops-withdrawals-page.tsx'));
const OpsAnnouncementsPage = lazy(() => import('../features/notifications/ops-announcements-page.tsx'));
const EntPage = lazy(() => import('../features/ent/ent-page.tsx'));
const DspReportPage = lazy(() => import('../features/dspreport/dsp-report-page.tsx'));
const NewDspReportPage = lazy(() => import('../features/dspreport/new-dsp-report-page.tsx'));
const DspAnalyticsPage = lazy(() => import('../features/dsp/dsp-analytics-page.tsx'));
const DspSongPage = lazy(() => import('../features/dsp/dsp-song-page.tsx'));
const SmartAnalyticsPage = lazy(() => import('../features/dsp/smart-analytics-page.tsx'));
const AssetAnalyticsPage = lazy(() => import('../features/analytics/asset-analytics-page.tsx'));
const ChannelAnalyticsPage = lazy(() => import('../features/analytics/channel-analytics-page.tsx'));
const ContactUsPage = lazy(() => import('../features/support/contact-us-page.tsx'));
const InformationCenterPage = lazy(() => import('../features/support/information-center-page.tsx'));
const FeedbackPage = lazy(() => import('../features/support/feedback-page.tsx'));
const DspListPage = lazy(() => import('../features/support/dsp-list-page.tsx'));
const ChangelogPage = lazy(() => import('../features/support/changelog-page.tsx'));
const OpsTicketsPage = lazy(() => import('../features/support/ops-tickets-page.tsx'));
const OpsArticlesPage = lazy(() => import('../features/support/ops-articles-page.tsx'));
const OpsStoresPage = lazy(() => import('../features/support/ops-stores-page.tsx'));
const OpsChangelogPage = lazy(() => import('../features/support/ops-changelog-page.tsx'));

/** Pages every signed-in user may open: help is never more than two clicks away. */
const SUPPORT_PAGES = [
  { path: 'infos/contact-us', Page: ContactUsPage },
  { path: 'infos/information-center', Page: InformationCenterPage },
  { path: 'infos/feedback', Page: FeedbackPage },
  { path: 'dsp-list', Page: DspListPage },
  { path: 'changelog', Page: ChangelogPage },
];
const OPS_SUPPORT_PAGES = [
  { path: 'ops/support', Page: OpsTicketsPage },
  { path: 'ops/information-center', Page: OpsArticlesPage },
  { path: 'ops/dsp-list', Page: OpsStoresPage },
  { path: 'ops/changelog', Page: OpsChangelogPage },
];

interface InterimRoute {
  path: string;
  /** Key under `pages.` in the catalogues. */
  page: string;
  service?: ServiceArea;
  permission?: PermissionKey;
  subAggregatorOnly?: boolean;
}

/** Every SPEC §2 route whose screen arrives in a later issue, with its gates. */
export const INTERIM_ROUTES: InterimRoute[] = [
  { path: 'expertise', page: 'expertise', permission: 'expertise' },
  { path: 'networking', page: 'networkingExplore', permission: 'networkplace' },
  { path: 'networking/message', page: 'networkingMessage', permission: 'networkplace' },
];

/** The signed-in pages, under the shell. */
export const shellRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  ...INTERIM_ROUTES.map(({ path, page, ...gates }) => ({
    path,
    element: (
      <Guard {...gates}>
        <InterimPage page={page} />
      </Guard>
    ),
  })),
  {
    path: 'ideas',
    element: (
      <Guard>
        <IdeasPage />
      </Guard>
    ),
  },
  {
    path: 'profile',
    element: (
      <Guard>
        <ProfilePage />
      </Guard>
    ),
  },
  {
    path: 'release',
    element: (
      <Guard service="rilis" permission="deliveryrelease">
        <ReleaseListPage />
      </Guard>
    ),
  },
  {
    path: 'catalogue',
    element: (
      <Guard service="katalog" permission="deliveryrelease">
        <CatalogPage />
      </Guard>
    ),
  },
  {
    path: 'analytics/dsp',
    element: (
      <Guard service="analyticdsp" source="dsp">
        <DspAnalyticsPage />
      </Guard>
    ),
  },
  {
    path: 'analytics/dsp/song/:isrc',
    element: (
      <Guard service="analyticdsp" source="dsp">
        <DspSongPage />
      </Guard>
    ),
  },
  {
    path: 'analytics/smart-analytics',
    element: (
      <Guard service="analyticdsp" source="dsp">
        <SmartAnalyticsPage />
      </Guard>
    ),
  },
  {
    path: 'reports/youtube/revenue',
    element: (
      <Guard service="reportdsp" permission="assetreports" source="youtube">
        <YoutubeRevenuePage />
      </Guard>
    ),
  },
  {
    path: 'reports/youtube-report',
    element: (
      <Guard service="reportdsp" permission="assetreports" source="youtube">
        <YoutubeReportPage />
      </Guard>
    ),
  },
  {
    path: 'reports/youtube-report-adjustment',
    element: (
      <Guard service="reportdsp" permission="assetreports" source="youtube">
        <YoutubeAdjustmentPage />
      </Guard>
    ),
  },
  {
    path: 'reports/dsp-report',
    element: (
      <Guard service="reportdsp" permission="dspreport" source="dsp">
        <DspReportPage />
      </Guard>
    ),
  },
  {
    // The new DSP report also needs the admin's `new_dsp_report` switch, which the page reads from /dspreport/info.
    path: 'reports/new-dsp-report',
    element: (
      <Guard service="reportdsp" permission="dspreport" source="dsp">
        <NewDspReportPage />
      </Guard>
    ),
  },
  {
    path: 'ops/releases',
    element: (
      <StaffOnly>
        <OpsReleaseQueuePage />
      </StaffOnly>
    ),
  },
  {
    path: 'ops/releases/:id',
    element: (
      <StaffOnly>
        <OpsReleasePage />
      </StaffOnly>
    ),
  },
  ...['release/new', 'release/:id'].map((path) => ({
    path,
    element: (
      <Guard service="rilis" permission="deliveryrelease">
        <ReleaseEditorPage />
      </Guard>
    ),
  })),
  {
    path: 'sub-aggregator',
    element: (
      <Guard subAggregatorOnly>
        <WhitelabelPage />
      </Guard>
    ),
  },
  {
    path: 'ops/conflicts',
    element: (
      <StaffOnly>
        <OpsConflictsPage />
      </StaffOnly>
    ),
  },
  {
    path: 'reports/payment',
    element: (
      <Guard service="reportdsp" permission="estimates" source="youtube">
        <PaymentPage />
      </Guard>
    ),
  },
  {
    path: 'reports/entertainment',
    element: (
      <Guard source="entertainment">
        <EntPage />
      </Guard>
    ),
  },
  {
    path: 'ops/ideas',
    element: (
      <StaffOnly>
        <OpsIdeasPage />
      </StaffOnly>
    ),
  },
  {
    path: 'ops/youtube-payments',
    element: (
      <StaffOnly>
        <OpsYoutubePaymentsPage />
      </StaffOnly>
    ),
  },
  {
    path: 'riwayatpendapatan',
    element: (
      <Guard permission="dspreport" source="dsp">
        <IncomeHistoryPage />
      </Guard>
    ),
  },
  {
    path: 'riwayatpendapatan/withdraw',
    element: (
      <Guard permission="dspreport" source="dsp">
        <WithdrawPage />
      </Guard>
    ),
  },
  {
    path: 'ops/withdrawals',
    element: (
      <StaffOnly>
        <OpsWithdrawalsPage />
      </StaffOnly>
    ),
  },
  {
    path: 'ops/announcements',
    element: (
      <StaffOnly>
        <OpsAnnouncementsPage />
      </StaffOnly>
    ),
  },
  {
    path: 'ops/ingest',
    element: (
      <StaffOnly>
        <IngestPage />
      </StaffOnly>
    ),
  },
  {
    path: 'analytics/youtube-analytic',
    element: (
      <Guard service="analyticdsp" source="youtube">
        <Navigate to="/analytics/youtube-analytic-new" replace />
      </Guard>
    ),
  },
  {
    path: 'analytics/youtube-analytic-new',
    element: (
      <Guard service="analyticdsp" source="youtube">
        <AssetAnalyticsPage />
      </Guard>
    ),
  },
  {
    path: 'analytics/youtube-analytic/channel',
    element: (
      <Guard service="analyticdsp" source="youtube">
        <ChannelAnalyticsPage />
      </Guard>
    ),
  },
  ...SUPPORT_PAGES.map(({ path, Page }) => ({
    path,
    element: (
      <Guard>
        <Page />
      </Guard>
    ),
  })),
  ...OPS_SUPPORT_PAGES.map(({ path, Page }) => ({
    path,
    element: (
      <StaffOnly>
        <Page />
      </StaffOnly>
    ),
  })),
  { path: 'comingsoon/:feature', element: <ComingSoonPage /> },
  { path: 'notfound/:feature', element: <ServiceNotFoundPage /> },
  { path: 'infos', element: <Navigate to="/infos/contact-us" replace /> },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: (
          <RedirectIfSignedIn>
            <AuthLayout />
          </RedirectIfSignedIn>
        ),
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
        ],
      },
      {
        // Reached from emailed links: valid whether or not someone is signed in on this browser.
        element: <AuthLayout />,
        children: [
          { path: 'register/verify', element: <VerifyEmailPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
        ],
      },
      {
        path: '/',
        element: (
          <RequireSession>
            <SignedInLayout />
          </RequireSession>
        ),
        children: shellRoutes,
      },
    ],
  },
];
