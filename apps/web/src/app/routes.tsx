import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { REGISTRATION_ROUTES, type RouteName } from '@kolos/domain';
import { IMPERSONATE_PATH } from '../shared/auth/impersonation';
import { pathTo, ROUTE_PATHS } from '../shared/routing/paths';
import { PageLoader } from '../shared/ui/page-loader';
import { impersonateLoader } from './impersonate';
import { GuestLayout } from './layout/guest-layout';
import { guardedPage, namedRoute } from './named-route';
import { RouteError } from './route-error';

/**
 * The signed-in part of the app — MUI's theme and CssBaseline, TanStack Query (app-providers) —
 * and, inside it, the back-office shell (menu, header, clock, date pickers) and the registration
 * gate load with the first route that needs them: a guest on /login downloads none of them
 * (ADR 0051).
 */
const AppProviders = lazy(async () => ({ default: (await import('./app-providers')).AppProviders }));
const AdminIndexRedirect = lazy(async () => ({ default: (await import('./guarded')).AdminIndexRedirect }));
const BackOfficeLayout = lazy(async () => ({
  default: (await import('./layout/back-office-layout')).BackOfficeLayout,
}));
const ErrorLayout = lazy(async () => ({ default: (await import('./layout/error-layout')).ErrorLayout }));
/**
 * The upload widget's check page, not a SPEC route (ADR 0061): a developer's page that exists only
 * in `vite` dev builds (ADR 0090). In a production build `import.meta.env.DEV` is the constant
 * false, so the import and its chunk are dropped and /admin/files-check is the not-found page.
 */
const FilesCheckPage = import.meta.env.DEV
  ? lazy(async () => ({ default: (await import('./files-check-page')).FilesCheckPage }))
  : null;
/** Issue 29 point 17: the driver's page of his SMS link — no login, no shell, no MUI. */
const DriverPage = lazy(async () => ({
  default: (await import('../features/slots/driver/driver-page')).DriverPage,
}));
const RegistrationGate = lazy(async () => ({
  default: (await import('./registration-gate')).RegistrationGate,
}));
const RegistrationIndex = lazy(async () => ({
  default: (await import('./registration-gate')).RegistrationIndex,
}));

function shell(Layout: ComponentType) {
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <Layout />
    </Suspense>
  );
}

/** The children of `/admin`, in the order of SPEC 2.1. */
const ADMIN_ROUTES: RouteName[] = [
  'Home',
  'AuctionsList',
  'Auction',
  'ContractsList',
  'Contract',
  'Task',
  'Offer',
  'TasksList',
  'RegionsList',
  'Region',
  'ShippingPointsList',
  'ShippingPointView',
  'Monitoring',
  'Offers',
  'Slots',
  'Transport',
  'Discounts',
  'EmployeesList',
  'Employee',
  'UsersList',
  'UsersView',
  'RolesList',
  'RolesView',
  'Prepayment',
  'DocumentsList',
  // issue 28 point 14 (ADR 0089), beyond SPEC 2.1
  'AgreementTemplates',
  'AgreementRenewal',
  // issue 29 point 14
  'Deals',
  // issue 29 point 16 (ADR 0092)
  'Fleet',
  // issue 29 point 21
  'Prices',
  // issue 30
  'Settlements',
];

const MODERATION_ROUTES: RouteName[] = ['ModerationFarmerList', 'ModerationFarmer', 'ModerationFarmerEdit'];

/** The route table of SPEC 2.1 (browser history); every named route carries its name in `handle`. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to={ROUTE_PATHS.Login} replace /> },
      {
        path: '/login',
        element: <GuestLayout />,
        children: [
          { index: true, handle: { name: 'Login' }, element: guardedPage('Login') },
          namedRoute('ConfirmLogin'),
        ],
      },
      { path: IMPERSONATE_PATH, loader: impersonateLoader, element: <PageLoader fullScreen /> },
      {
        path: '/driver/:token',
        element: (
          <Suspense fallback={<PageLoader fullScreen />}>
            <DriverPage />
          </Suspense>
        ),
      },
      {
        element: shell(AppProviders),
        children: [
          {
            path: '/registration/:hash',
            element: shell(RegistrationGate),
            children: [
              {
                index: true,
                element: (
                  <Suspense fallback={<PageLoader />}>
                    <RegistrationIndex />
                  </Suspense>
                ),
              },
              ...REGISTRATION_ROUTES.map((name) => namedRoute(name)),
            ],
          },
          {
            path: '/admin',
            element: shell(BackOfficeLayout),
            children: [
              {
                index: true,
                element: (
                  <Suspense fallback={<PageLoader />}>
                    <AdminIndexRedirect />
                  </Suspense>
                ),
              },
              ...ADMIN_ROUTES.map((name) => namedRoute(name)),
              ...(FilesCheckPage
                ? [
                    {
                      path: 'files-check',
                      element: (
                        <Suspense fallback={<PageLoader />}>
                          <FilesCheckPage />
                        </Suspense>
                      ),
                    },
                  ]
                : []),
            ],
          },
          {
            path: '/moderation',
            element: shell(BackOfficeLayout),
            children: [
              { index: true, element: <Navigate to={pathTo('ModerationFarmerList')} replace /> },
              ...MODERATION_ROUTES.map((name) => namedRoute(name)),
            ],
          },
          { element: <GuestLayout />, children: [namedRoute('PasswordReset')] },
          {
            element: shell(ErrorLayout),
            children: [
              namedRoute('AccessDenied'),
              namedRoute('NotFound'),
              namedRoute('NotFound', { path: '*' }),
            ],
          },
        ],
      },
    ],
  },
];
