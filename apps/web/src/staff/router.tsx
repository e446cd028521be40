import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { StaffErrorScreen, StaffNotFound } from './components/StaffErrorScreen';
import { StaffLayout } from './components/StaffLayout';

type Screen = () => Promise<{ default: ComponentType }>;

/** Each screen is its own chunk, loaded when first visited. */
const lazy = (load: Screen) => async () => ({ Component: (await load()).default });

/** `/:code/staff/...`: sign-in and the invite link outside the session; the rest inside it. */
export const staffRoutes: RouteObject[] = [
  {
    path: '/:code/staff',
    errorElement: <StaffErrorScreen />,
    children: [
      { path: 'login', lazy: lazy(() => import('./LoginPage')) },
      { path: 'setup', lazy: lazy(() => import('./SetupPage')) },
      {
        Component: StaffLayout,
        children: [
          { index: true, lazy: lazy(() => import('./DayPage')) },
          { path: 'week', lazy: lazy(() => import('./WeekPage')) },
          { path: 'invite', lazy: lazy(() => import('./InvitePage')) },
          { path: 'pickup', lazy: lazy(() => import('./PickupPage')) },
          { path: 'counter/:bookingId', lazy: lazy(() => import('./CounterPage')) },
          { path: 'wallet', lazy: lazy(() => import('./WalletPage')) },
          { path: 'team', lazy: lazy(() => import('./TeamPage')) },
          { path: 'settings', lazy: lazy(() => import('./SettingsPage')) },
          { path: 'customers', lazy: lazy(() => import('./CustomersPage')) },
          { path: 'audit', lazy: lazy(() => import('./AuditPage')) },
          { path: 'figures', lazy: lazy(() => import('./FiguresPage')) },
          { path: 'menu', lazy: lazy(() => import('./MenuPage')) },
          { path: 'retail', lazy: lazy(() => import('./RetailPage')) },
          { path: '*', Component: StaffNotFound },
        ],
      },
    ],
  },
  { path: '*', Component: StaffNotFound },
];
