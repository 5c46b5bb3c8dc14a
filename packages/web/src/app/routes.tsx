import { type ComponentType, lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AuthLayout } from '../features/auth/components/auth-layout.tsx';
// In the entry chunk, like AuthLayout: most first visits are to /login, and a lazy page would cost
// them another round trip (and a dozen small chunks) before anything is painted.
import LoginPage from '../features/auth/login-page.tsx';
import { ComingSoonSwitch, type SwitchedPage } from '../features/switches/coming-soon-switch.tsx';
import { ROUTE_ACCESS } from '../lib/route-access.ts';
import { loadAppLayout, loadDashboardPage } from './first-screen.ts';
import { Guard, RedirectIfSignedIn, RequireSession, StaffOnly } from './guards.tsx';
import { RootLayout } from './root-layout.tsx';

const SignedInLayout = lazy(() => loadAppLayout().then((module) => ({ default: module.SignedInLayout })));
const RegisterPage = lazy(() => import('../features/auth/register-page.tsx'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page.tsx'));
const DashboardPage = lazy(loadDashboardPage);
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
const ChatPage = lazy(() => import('../features/chat/chat-page.tsx'));
const NetworkplaceExplorePage = lazy(() => import('../features/networkplace/networkplace-explore-page.tsx'));
const OpsNetworkplaceReportsPage = lazy(() => import('../features/networkplace/ops-reports-page.tsx'));
const ExpertisePage = lazy(() => import('../features/expertise/expertise-page.tsx'));
const CoursePage = lazy(() => import('../features/expertise/course-page.tsx'));
const OpsExpertisePage = lazy(() => import('../features/expertise/ops-expertise-page.tsx'));
const AchievementsPage = lazy(() => import('../features/achievements/achievements-page.tsx'));
const MusicbankPage = lazy(() => import('../features/musicbank/musicbank-page.tsx'));
const OpsMusicbankPage = lazy(() => import('../features/musicbank/ops-musicbank-page.tsx'));
const PaylaterPage = lazy(() => import('../features/paylater/paylater-page.tsx'));
const OpsSwitchesPage = lazy(() => import('../features/switches/ops-switches-page.tsx'));

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

/** The coming-soon features (SPEC §1) whose page is built, by their /comingsoon/ segment: open while switched on. */
const SWITCHED_PAGES: Record<string, SwitchedPage> = {
  achievement: { switchKey: 'achievements', page: <AchievementsPage /> },
  musicbank: { switchKey: 'musicbank', page: <MusicbankPage /> },
  paylater: { switchKey: 'paylater', page: <PaylaterPage /> },
};

const ToNewYoutubeAnalytics = () => <Navigate to="/analytics/youtube-analytic-new" replace />;

/** The signed-in pages by route path, in the sidebar's order; `ROUTE_ACCESS` says who may open each. */
const SHELL_PAGES: { path: string; Page: ComponentType }[] = [
  { path: 'ideas', Page: IdeasPage },
  { path: 'expertise', Page: ExpertisePage },
  { path: 'expertise/course/:id', Page: CoursePage },
  { path: 'profile', Page: ProfilePage },
  { path: 'release', Page: ReleaseListPage },
  { path: 'catalogue', Page: CatalogPage },
  { path: 'analytics/dsp', Page: DspAnalyticsPage },
  { path: 'analytics/dsp/song/:isrc', Page: DspSongPage },
  { path: 'analytics/smart-analytics', Page: SmartAnalyticsPage },
  { path: 'reports/youtube/revenue', Page: YoutubeRevenuePage },
  { path: 'reports/youtube-report', Page: YoutubeReportPage },
  { path: 'reports/youtube-report-adjustment', Page: YoutubeAdjustmentPage },
  { path: 'reports/dsp-report', Page: DspReportPage },
  { path: 'reports/new-dsp-report', Page: NewDspReportPage },
  { path: 'ops/releases', Page: OpsReleaseQueuePage },
  { path: 'ops/releases/:id', Page: OpsReleasePage },
  { path: 'release/new', Page: ReleaseEditorPage },
  { path: 'release/:id', Page: ReleaseEditorPage },
  { path: 'sub-aggregator', Page: WhitelabelPage },
  { path: 'ops/conflicts', Page: OpsConflictsPage },
  { path: 'reports/payment', Page: PaymentPage },
  { path: 'reports/entertainment', Page: EntPage },
  { path: 'ops/ideas', Page: OpsIdeasPage },
  { path: 'ops/youtube-payments', Page: OpsYoutubePaymentsPage },
  { path: 'riwayatpendapatan', Page: IncomeHistoryPage },
  { path: 'riwayatpendapatan/withdraw', Page: WithdrawPage },
  { path: 'ops/withdrawals', Page: OpsWithdrawalsPage },
  { path: 'ops/announcements', Page: OpsAnnouncementsPage },
  { path: 'ops/ingest', Page: IngestPage },
  { path: 'networking/message', Page: ChatPage },
  { path: 'networking', Page: NetworkplaceExplorePage },
  { path: 'ops/networkplace', Page: OpsNetworkplaceReportsPage },
  { path: 'ops/expertise', Page: OpsExpertisePage },
  { path: 'ops/musicbank', Page: OpsMusicbankPage },
  { path: 'ops/switches', Page: OpsSwitchesPage },
  { path: 'analytics/youtube-analytic', Page: ToNewYoutubeAnalytics },
  { path: 'analytics/youtube-analytic-new', Page: AssetAnalyticsPage },
  { path: 'analytics/youtube-analytic/channel', Page: ChannelAnalyticsPage },
  ...SUPPORT_PAGES,
  ...OPS_SUPPORT_PAGES,
];

/** A page behind the gates `ROUTE_ACCESS` lists for its path: staff only, or the session's checks. */
function gated(path: string, page: ReactNode): ReactNode {
  const access = ROUTE_ACCESS[path];
  if (!access) return page;
  const { isStaffOnly, ...gates } = access;
  return isStaffOnly ? <StaffOnly>{page}</StaffOnly> : <Guard {...gates}>{page}</Guard>;
}

/** The signed-in pages, under the shell. */
export const shellRoutes: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  ...SHELL_PAGES.map(({ path, Page }) => ({ path, element: gated(path, <Page />) })),
  { path: 'comingsoon/:feature', element: <ComingSoonSwitch pages={SWITCHED_PAGES} comingSoon={<ComingSoonPage />} /> },
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
