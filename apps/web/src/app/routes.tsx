import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RouteLoading } from '../components/layout/route-loading';
import { devRoutes } from './dev-routes';
import {
  alwaysRevalidate,
  requireAdmin,
  requireUser,
  skipLoginIfAdmin,
  skipLoginIfUser,
} from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { serviceTitle, type RouteHandle } from './route-handle';

// Each area is one lazily loaded chunk: the home page never downloads reserved or admin code.
const publicArea = () => import('./areas/public-area');
const reservedArea = () => import('./areas/reserved-area');
const adminArea = () => import('./areas/admin-area');

type AreaLoader = () => Promise<{ PlaceholderPage: ComponentType; NotFound: ComponentType }>;

function placeholder(path: string, area: AreaLoader, handle: RouteHandle): RouteObject {
  return { path, handle, lazy: { Component: async () => (await area()).PlaceholderPage } };
}

function notFound(area: AreaLoader): RouteObject {
  return {
    path: '*',
    handle: { title: 'Pagina non trovata' },
    lazy: { Component: async () => (await area()).NotFound },
  };
}

const publicRoutes = (): RouteObject => ({
  lazy: { Component: async () => (await publicArea()).PublicLayout },
  children: [
    { index: true, lazy: { Component: async () => (await publicArea()).HomePage } },
    placeholder('verify_account/:token', publicArea, { title: 'Verifica account' }),
    placeholder('registerAffida', publicArea, { title: 'Registrazione agente Affida' }),
    placeholder('fimaa', publicArea, { title: 'FIMAA' }),
    placeholder('fimaaRegister', publicArea, { title: 'Registrazione agenzie FIMAA' }),
    placeholder('services/:name', publicArea, { title: serviceTitle }),
    {
      path: 'area-riservata/login',
      loader: skipLoginIfUser,
      handle: { title: 'Accedi all’Area Riservata' },
      lazy: { Component: async () => (await reservedArea()).UserLoginPage },
    },
    {
      path: 'admin/login',
      loader: skipLoginIfAdmin,
      handle: { title: 'Accesso amministratori', promo: false },
      lazy: { Component: async () => (await adminArea()).AdminLoginPage },
    },
    notFound(publicArea),
  ],
});

const reservedRoutes = (): RouteObject => ({
  path: 'area-riservata',
  loader: requireUser,
  shouldRevalidate: alwaysRevalidate,
  lazy: { Component: async () => (await reservedArea()).ReservedLayout },
  children: [
    { index: true, loader: () => redirect(paths.reserved.hub) },
    {
      path: 'hub',
      handle: { title: 'Hub' },
      lazy: { Component: async () => (await reservedArea()).ReservedHubPage },
    },
    placeholder('appuntamenti', reservedArea, { title: 'Appuntamenti' }),
    placeholder('appuntamenti/create', reservedArea, { title: 'Nuovo appuntamento' }),
    placeholder('appuntamenti/edit/:id', reservedArea, { title: 'Modifica appuntamento' }),
    placeholder('settings', reservedArea, {
      title: 'Impostazioni',
      description: 'Da qui potrai cambiare la password del tuo account. Sezione in arrivo.',
    }),
    placeholder('services/:name', reservedArea, { title: serviceTitle }),
    notFound(reservedArea),
  ],
});

const adminRoutes = (): RouteObject => ({
  path: 'admin',
  loader: requireAdmin,
  shouldRevalidate: alwaysRevalidate,
  lazy: { Component: async () => (await adminArea()).AdminLayout },
  children: [
    { index: true, loader: () => redirect(paths.admin.hub) },
    {
      path: 'hub',
      handle: { title: 'Hub' },
      lazy: { Component: async () => (await adminArea()).AdminHubPage },
    },
    placeholder('agenzie', adminArea, { title: 'Agenzie' }),
    placeholder('agenzie/add', adminArea, { title: 'Aggiungi agenzia' }),
    placeholder('agenzie/list', adminArea, { title: 'Lista agenzie' }),
    placeholder('agenzie/fimaalist', adminArea, { title: 'Agenzie FIMAA' }),
    placeholder('agenzie/:id', adminArea, { title: 'Modifica agenzia' }),
    placeholder('services', adminArea, { title: 'Servizi' }),
    placeholder('services/add', adminArea, { title: 'Nuovo servizio' }),
    placeholder('services/:id', adminArea, { title: 'Modifica servizio' }),
    placeholder('appuntamenti', adminArea, { title: 'Appuntamenti' }),
    placeholder('referentiAlleare', adminArea, { title: 'Referenti Alleare' }),
    notFound(adminArea),
  ],
});

/** Every route gets the Italian error boundary, so an error keeps the area's frame and the footer. */
function withErrorBoundaries(route: RouteObject): RouteObject {
  const children = route.children?.map(withErrorBoundaries);
  return {
    ...route,
    ErrorBoundary: route.ErrorBoundary ?? RouteError,
    ...(children ? { children } : {}),
  } as RouteObject;
}

/**
 * Fresh route objects for each router: React Router empties a route's `lazy`
 * object once it has loaded it, so two routers must never share definitions.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: RouteLoading,
      ErrorBoundary: RouteError,
      children: [publicRoutes(), reservedRoutes(), adminRoutes(), ...devRoutes()].map(
        withErrorBoundaries,
      ),
    },
  ];
}
