import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { StaffErrorScreen, StaffNotFound } from './StaffErrorScreen';
import { StaffLayout } from './StaffLayout';

type Screen = () => Promise<{ default: ComponentType }>;

/** Each screen is its own chunk, loaded when first visited. */
const lazy = (load: Screen) => async () => ({ Component: (await load()).default });

/** `/:code/staff/...`: sign-in and the invite link outside the session; the rest inside it. */
export const staffRoutes: RouteObject[] = [
  {
    path: '/:code/staff',
    errorElement: <StaffErrorScreen />,
    children: [
      { path: 'login', lazy: lazy(() => import('#web/staff/features/sign-in/StaffLoginPage')) },
      { path: 'setup', lazy: lazy(() => import('#web/staff/features/sign-in/SetupPage')) },
      {
        Component: StaffLayout,
        children: [
          { index: true, lazy: lazy(() => import('#web/staff/features/calendar/DayPage')) },
          { path: 'week', lazy: lazy(() => import('#web/staff/features/calendar/WeekPage')) },
          { path: 'invite', lazy: lazy(() => import('#web/staff/features/sign-in/InvitePage')) },
          { path: 'pickup', lazy: lazy(() => import('#web/staff/features/pickup/PickupPage')) },
          { path: 'counter/:bookingId', lazy: lazy(() => import('#web/staff/features/counter/CounterPage')) },
          { path: 'wallet', lazy: lazy(() => import('#web/staff/features/wallet/WalletPage')) },
          { path: 'accounts', lazy: lazy(() => import('#web/staff/features/team/AccountsPage')) },
          { path: 'team', lazy: lazy(() => import('#web/staff/features/team/TeamPage')) },
          { path: 'settings', lazy: lazy(() => import('#web/staff/features/settings/SettingsPage')) },
          { path: 'customers', lazy: lazy(() => import('#web/staff/features/customers/CustomersPage')) },
          { path: 'audit', lazy: lazy(() => import('#web/staff/features/audit/AuditPage')) },
          { path: 'messages', lazy: lazy(() => import('#web/staff/features/messages/FailedMessagesPage')) },
          { path: 'invoices', lazy: lazy(() => import('#web/staff/features/invoices/InvoicesPage')) },
          { path: 'figures', lazy: lazy(() => import('#web/staff/features/figures/FiguresPage')) },
          { path: 'performance', lazy: lazy(() => import('#web/staff/features/performance/PerformancePage')) },
          { path: 'menu', lazy: lazy(() => import('#web/staff/features/menu/MenuEditorPage')) },
          { path: 'retail', lazy: lazy(() => import('#web/staff/features/menu/RetailEditorPage')) },
          { path: '*', Component: StaffNotFound },
        ],
      },
    ],
  },
  { path: '*', Component: StaffNotFound },
];
