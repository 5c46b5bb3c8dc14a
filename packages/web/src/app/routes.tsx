import { type ComponentType, lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AuthLayout } from '../features/auth/components/auth-layout.tsx';
// In the entry chunk, like AuthLayout: most first visits are to /login, and a lazy page would cost
// them another round trip (and a dozen small chunks) before anything is painted.
import LoginPage from '../features/auth/login-page.tsx';
import { ComingSoonSwitch } from '../features/switches/coming-soon-switch.tsx';
import { PAGE_PATHS, type PagePath, SIGNED_IN_PAGES, type SignedInPage } from '../lib/signed-in-pages.ts';
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
const SongstatsArtistPage = lazy(() => import('../features/songstats/songstats-artist-page.tsx'));
const SongstatsTrackPage = lazy(() => import('../features/songstats/songstats-track-page.tsx'));
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

const ToNewYoutubeAnalytics = () => <Navigate to="/analytics/youtube-analytic-new" replace />;

/** Each signed-in page's component; `SIGNED_IN_PAGES` says who may open it and where its link stands. */
const PAGE_COMPONENTS = {
  '/ops/releases': OpsReleaseQueuePage,
  '/ops/releases/:id': OpsReleasePage,
  '/ops/conflicts': OpsConflictsPage,
  '/ops/ingest': IngestPage,
  '/ops/youtube-payments': OpsYoutubePaymentsPage,
  '/ops/withdrawals': OpsWithdrawalsPage,
  '/ops/announcements': OpsAnnouncementsPage,
  '/ops/ideas': OpsIdeasPage,
  '/ops/support': OpsTicketsPage,
  '/ops/information-center': OpsArticlesPage,
  '/ops/dsp-list': OpsStoresPage,
  '/ops/changelog': OpsChangelogPage,
  '/ops/networkplace': OpsNetworkplaceReportsPage,
  '/ops/expertise': OpsExpertisePage,
  '/ops/musicbank': OpsMusicbankPage,
  '/ops/switches': OpsSwitchesPage,
  '/': DashboardPage,
  '/ideas': IdeasPage,
  '/comingsoon/achievement': AchievementsPage,
  '/expertise': ExpertisePage,
  '/expertise/course/:id': CoursePage,
  '/profile': ProfilePage,
  '/sub-aggregator': WhitelabelPage,
  '/release': ReleaseListPage,
  '/release/new': ReleaseEditorPage,
  '/release/:id': ReleaseEditorPage,
  '/catalogue': CatalogPage,
  '/analytics/youtube-analytic': ToNewYoutubeAnalytics,
  '/analytics/youtube-analytic-new': AssetAnalyticsPage,
  '/analytics/youtube-analytic/channel': ChannelAnalyticsPage,
  '/analytics/dsp': DspAnalyticsPage,
  '/analytics/dsp/song/:isrc': DspSongPage,
  '/analytics/smart-analytics': SmartAnalyticsPage,
  '/analytics/songstats': SongstatsArtistPage,
  '/analytics/songstats/track/:id': SongstatsTrackPage,
  '/reports/youtube/revenue': YoutubeRevenuePage,
  '/reports/youtube-report': YoutubeReportPage,
  '/reports/youtube-report-adjustment': YoutubeAdjustmentPage,
  '/reports/dsp-report': DspReportPage,
  '/reports/new-dsp-report': NewDspReportPage,
  '/reports/entertainment': EntPage,
  '/riwayatpendapatan': IncomeHistoryPage,
  '/riwayatpendapatan/withdraw': WithdrawPage,
  '/reports/payment': PaymentPage,
  '/networking': NetworkplaceExplorePage,
  '/networking/message': ChatPage,
  '/comingsoon/musicbank': MusicbankPage,
  '/comingsoon/paylater': PaylaterPage,
  '/infos/contact-us': ContactUsPage,
  '/infos/information-center': InformationCenterPage,
  '/infos/feedback': FeedbackPage,
  '/dsp-list': DspListPage,
  '/changelog': ChangelogPage,
} satisfies Record<PagePath, ComponentType>;

/** A page behind its gates: staff only, its coming-soon switch, or the session's checks. */
function gated({ isStaffOnly, comingSoonUntil, nav, ...gates }: SignedInPage, page: ReactNode): ReactNode {
  if (isStaffOnly) return <StaffOnly>{page}</StaffOnly>;
  if (comingSoonUntil) {
    return (
      <ComingSoonSwitch switchKey={comingSoonUntil} comingSoon={<ComingSoonPage />}>
        {page}
      </ComingSoonSwitch>
    );
  }
  return <Guard {...gates}>{page}</Guard>;
}

function pageRoute(path: PagePath): RouteObject {
  const Page = PAGE_COMPONENTS[path];
  // Home is the first screen: it paints at once instead of waiting for /me behind a guard.
  if (path === '/') return { index: true, element: <Page /> };
  return { path: path.slice(1), element: gated(SIGNED_IN_PAGES[path], <Page />) };
}

/** The signed-in pages, under the shell. */
export const shellRoutes: RouteObject[] = [
  ...PAGE_PATHS.map(pageRoute),
  // A coming-soon feature whose page is not built yet.
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
