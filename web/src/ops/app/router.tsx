import { createBrowserRouter } from 'react-router';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { Home, NotFound, Shell } from './shell';

// Sign-in and the frame come with the entry (the first thing every operator sees); each section is its own
// chunk, loaded when opened.
export function createOpsRouter() {
  return createBrowserRouter(
    [
      { path: '/sign-in', element: <SignInPage /> },
      {
        element: <Shell />,
        children: [
          { index: true, element: <Home /> },
          {
            path: 'withdrawals',
            lazy: async () => ({
              Component: (await import('../features/withdrawals/withdrawal-page')).WithdrawalPage,
            }),
          },
          {
            path: 'kyc',
            lazy: async () => ({ Component: (await import('../features/kyc/kyc-page')).KycPage }),
          },
          {
            path: 'compliance',
            lazy: async () => ({
              Component: (await import('../features/compliance/compliance-page')).CompliancePage,
            }),
          },
          {
            path: 'support',
            lazy: async () => ({ Component: (await import('../features/support/support-page')).SupportPage }),
          },
          {
            path: 'four-eyes',
            lazy: async () => ({
              Component: (await import('../features/proposals/proposals-page')).ProposalsPage,
            }),
          },
          {
            path: 'players',
            lazy: async () => ({
              Component: (await import('../features/players/player-search-page')).PlayerSearchPage,
            }),
          },
          {
            path: 'players/:userId',
            lazy: async () => ({
              Component: (await import('../features/players/player-360-page')).Player360Page,
            }),
          },
          {
            path: 'responsible-gaming',
            lazy: async () => ({ Component: (await import('../features/rg/rg-page')).RgPage }),
          },
          {
            path: 'mail',
            lazy: async () => ({ Component: (await import('../features/mail/mail-page')).MailPage }),
          },
          {
            path: 'config',
            lazy: async () => ({ Component: (await import('../features/config/config-page')).ConfigPage }),
          },
          {
            path: 'maintenance',
            lazy: async () => ({
              Component: (await import('../features/maintenance/maintenance-page')).MaintenancePage,
            }),
          },
          {
            path: 'audit',
            lazy: async () => ({ Component: (await import('../features/audit/audit-page')).AuditPage }),
          },
          {
            path: 'operators',
            lazy: async () => ({
              Component: (await import('../features/operators/operators-page')).OperatorsPage,
            }),
          },
          {
            path: 'reports',
            lazy: async () => ({ Component: (await import('../features/reports/reports-page')).ReportsPage }),
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
    { basename: '/ops' },
  );
}
