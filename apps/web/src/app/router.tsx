import i18next from 'i18next';
import type { ComponentType } from 'react';
import { type LoaderFunction, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { PageSkeleton } from '../components/Skeleton';
import { NotFoundScreen } from '../features/errors/NotFoundScreen';
import { RouteErrorScreen } from '../features/errors/RouteErrorScreen';
import { loadScreenTexts } from '../lib/screen-texts';
import { guardedLoader } from './guards/auth-guard';
import { rewriteLoader } from './guards/rewrite-guard';
import { storeGuard } from './guards/store-guard';
import { AuthLayout } from './layouts/AuthLayout';
import { DefaultLayout } from './layouts/DefaultLayout';
import { EntryLayout } from './layouts/EntryLayout';
import { RootLayout } from './layouts/RootLayout';
import type { RouteHandle } from './route-handle';
import { pathTo, ROUTE_PATHS, type RouteName } from './routes';

type ScreenModule = { default: ComponentType; loader?: LoaderFunction };
type ScreenImport = () => Promise<ScreenModule>;

/** The store page shows no booking or sign-in texts: its first load does without them (lib/screen-texts.ts). */
const withoutTexts = () => Promise.resolve();

/**
 * Every screen is its own chunk, loaded with its optional loader when first visited, together with
 * the booking and sign-in texts it may show. The loader runs behind the guards of its route name (passAuth,
 * needLoginSession: app/guards/auth-guard.ts).
 */
const lazyScreen =
  (load: ScreenImport, name?: RouteName, texts = loadScreenTexts) =>
  async () => {
    const [module] = await Promise.all([load(), texts()]);
    const loader = name ? guardedLoader(name, module.loader) : module.loader;
    return loader ? { Component: module.default, loader } : { Component: module.default };
  };

const storePage: ScreenImport = () => import('../features/store/StorePage');

const screen = (name: RouteName, load: ScreenImport, texts = loadScreenTexts): RouteObject => ({
  id: name,
  path: ROUTE_PATHS[name],
  handle: { name } satisfies RouteHandle,
  lazy: lazyScreen(load, name, texts),
});

/** A route that only forwards to another screen (user → profile, auth → e-mail login, buy → payment/retail). */
const forward = (name: RouteName, to: RouteName): RouteObject => ({
  id: name,
  path: ROUTE_PATHS[name],
  handle: { name } satisfies RouteHandle,
  loader: ({ params, request }: LoaderFunctionArgs) =>
    redirect(pathTo(to, { cname: params.cname ?? '', userId: params.userId }, new URL(request.url).searchParams)),
});

const errorElement = <RouteErrorScreen />;

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    loader: rewriteLoader,
    HydrateFallback: () => <PageSkeleton label={i18next.t('app.loading')} />,
    errorElement,
    children: [
      { index: true, Component: NotFoundScreen },
      {
        id: 'storeScope',
        path: ':cname/:userId?',
        loader: storeGuard,
        errorElement,
        children: [
          {
            id: 'entryLayout',
            Component: EntryLayout,
            children: [
              {
                id: 'StoreIndex',
                index: true,
                handle: { name: 'Store' } satisfies RouteHandle,
                lazy: lazyScreen(storePage, undefined, withoutTexts),
              },
              screen('Store', storePage, withoutTexts),
              screen('StoreMenu', () => import('../features/menu/MenuPage')),
              screen('StoreRetail', () => import('../features/retail/RetailPage')),
              screen('Terms', () => import('../features/terms/TermsPage')),
              screen('Booking', () => import('../features/booking/BookingListPage')),
              screen('UserProfile', () => import('../features/profile/ProfilePage')),
            ],
          },
          {
            id: 'authLayout',
            Component: AuthLayout,
            children: [
              screen('UserLogin', () => import('../features/auth/LoginPage')),
              screen('Register', () => import('../features/auth/RegisterPage')),
              screen('RegisterProfile', () => import('../features/auth/RegisterProfilePage')),
              screen('Sms', () => import('../features/auth/SmsPage')),
              screen('AuthEmailLogin', () => import('../features/auth/PasswordLoginPage')),
              screen('AuthEmailChange', () => import('../features/auth/EmailChangePage')),
              screen('AuthEmailForget', () => import('../features/auth/PasswordResetPage')),
            ],
          },
          {
            id: 'defaultLayout',
            Component: DefaultLayout,
            children: [
              screen('BookingTime', () => import('../features/booking/BookingTimePage')),
              screen('BookingDetail', () => import('../features/booking/BookingDetailPage')),
              screen('Checkout', () => import('../features/booking/CheckoutPage')),
              screen('RecordDetail', () => import('../features/wallet/RecordDetailPage')),
              screen('FormDetail', () => import('../features/forms/FormDetailPage')),
              screen('RetailMenuDetail', () => import('../features/retail/MerchandisePage')),
              screen('Message', () => import('../features/forms/MessagePage')),
              screen('Payment', () => import('../features/retail/RetailPaymentPage')),
              screen('RetailOrderDetail', () => import('../features/retail/PickupOrderPage')),
              screen('Record', () => import('../features/wallet/RecordPage')),
              screen('ProfileEditor', () => import('../features/profile/ProfileEditorPage')),
              screen('UserValueCard', () => import('../features/wallet/ValueCardPage')),
              screen('UserVoucher', () => import('../features/wallet/VoucherPage')),
              screen('VoucherDetail', () => import('../features/wallet/VoucherDetailPage')),
            ],
          },
          forward('User', 'UserProfile'),
          // Buying is the retail cart's payment page (the cart, pickup time, method): one screen.
          forward('Buy', 'Payment'),
          forward('Auth', 'AuthEmailLogin'),
        ],
      },
      { path: '*', Component: NotFoundScreen },
    ],
  },
];
