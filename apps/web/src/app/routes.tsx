import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { childPattern, pagePatterns as page, paths } from '../config/paths';
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
import { serviceTitle } from './route-handle';

// Each area is one lazily loaded chunk: the home page never downloads reserved or admin code.
const publicArea = () => import('./areas/public-area');
const reservedArea = () => import('./areas/reserved-area');
const adminArea = () => import('./areas/admin-area');
// Each area's pages beyond login and hub: a second chunk, so the first page loads less.
const reservedPages = () => import('./areas/reserved-pages');
const adminPages = () => import('./areas/admin-pages');
const toolsArea = () => import('./areas/tools-area');
// The registration forms: their own chunk, asked for only by the pages that show a form.
const registrationArea = () => import('./areas/registration-area');
const legalArea = () => import('./areas/legal-area');
const certificateArea = () => import('./areas/certificate-area');

/** A top-level route's pattern, as the root route's children write it. */
const fromRoot = (pattern: string) => childPattern(page.home, pattern);

type AreaLoader = () => Promise<{ NotFound: ComponentType }>;

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
    {
      index: true,
      handle: { prerender: { start: 'gesture' } },
      lazy: { Component: async () => (await publicArea()).HomeRoute },
    },
    {
      path: fromRoot(page.verifyAccount),
      handle: { title: 'Verifica account', promo: false },
      lazy: { Component: async () => (await publicArea()).VerifyAccountPage },
    },
    {
      path: fromRoot(page.confirmEmail),
      handle: { title: 'Conferma e-mail', promo: false },
      lazy: { Component: async () => (await publicArea()).ConfirmEmailPage },
    },
    {
      path: fromRoot(page.referralOptOut),
      handle: { title: 'Non desidero essere contattato', promo: false },
      lazy: { Component: async () => (await publicArea()).OptOutPage },
    },
    {
      path: fromRoot(page.certificateCheck),
      handle: { title: 'Verifica dell’attestato', promo: false },
      lazy: { Component: async () => (await certificateArea()).CertificateCheckPage },
    },
    {
      path: fromRoot(page.registerAffida),
      handle: { title: 'Registrazione agente Affida', promo: false, prerender: { start: 'load' } },
      lazy: { Component: async () => (await registrationArea()).AffidaRoute },
    },
    {
      path: fromRoot(page.fimaa),
      handle: { title: 'FIMAA', promo: false, prerender: { start: 'gesture' } },
      lazy: { Component: async () => (await publicArea()).FimaaPage },
    },
    {
      path: fromRoot(page.privacy),
      handle: { title: 'Informativa privacy', promo: false, prerender: { start: 'gesture' } },
      lazy: { Component: async () => (await legalArea()).PrivacyPage },
    },
    {
      path: fromRoot(page.cookie),
      handle: { title: 'Informativa sui cookie', promo: false, prerender: { start: 'gesture' } },
      lazy: { Component: async () => (await legalArea()).CookiePage },
    },
    {
      path: fromRoot(page.transparency),
      handle: { title: 'Trasparenza', promo: false, prerender: { start: 'gesture' } },
      lazy: { Component: async () => (await legalArea()).TransparencyPage },
    },
    {
      path: fromRoot(page.complaints),
      handle: { title: 'Reclami', promo: false, prerender: { start: 'gesture' } },
      lazy: { Component: async () => (await legalArea()).ComplaintsPage },
    },
    {
      path: fromRoot(page.accessibility),
      handle: {
        title: 'Dichiarazione di accessibilità',
        promo: false,
        prerender: { start: 'gesture' },
      },
      lazy: { Component: async () => (await legalArea()).AccessibilityPage },
    },
    {
      path: fromRoot(page.contestRules),
      handle: {
        title: 'Regolamento del concorso',
        promo: false,
        prerender: { start: 'gesture', data: ['contestRules'] },
      },
      lazy: { Component: async () => (await legalArea()).ContestRulesPage },
    },
    {
      path: fromRoot(page.fimaaRegister),
      handle: { title: 'Registrazione agenzie FIMAA', promo: false },
      lazy: { Component: async () => (await registrationArea()).FimaaRegisterRoute },
    },
    {
      path: fromRoot(page.displayRata),
      handle: { title: 'Display Rata', prerender: { start: 'gesture', data: ['toolDefaults'] } },
      lazy: { Component: async () => (await toolsArea()).DisplayRataPublicPage },
    },
    {
      path: fromRoot(page.pianoAcquisto),
      handle: { title: 'Piano D’Acquisto' },
      lazy: { Component: async () => (await toolsArea()).PianoAcquistoPublicPage },
    },
    {
      path: fromRoot(page.pianoAcquistoShare),
      handle: {
        title: 'Piano D’Acquisto',
        promo: false,
        prerender: { start: 'gesture', data: ['toolDefaults', 'agencyShare'] },
      },
      lazy: { Component: async () => (await toolsArea()).PianoAcquistoSharePage },
    },
    {
      path: fromRoot(page.service),
      handle: { title: serviceTitle(page.service), prerender: { start: 'gesture' } },
      lazy: { Component: async () => (await publicArea()).PublicServicePage },
    },
    {
      path: fromRoot(page.serviceLink),
      handle: { title: 'Servizio' },
      lazy: { Component: async () => (await publicArea()).PublicServiceLinkPage },
    },
    {
      path: fromRoot(page.reserved.login),
      loader: skipLoginIfUser,
      handle: {
        title: 'Accedi all’Area Riservata',
        prerender: { start: 'gesture', signedIn: paths.reserved.hub },
      },
      lazy: { Component: async () => (await reservedArea()).UserLoginPage },
    },
    {
      path: fromRoot(page.reserved.forgotPassword),
      handle: { title: 'Password dimenticata', promo: false },
      lazy: { Component: async () => (await reservedArea()).ForgotPasswordPage },
    },
    {
      path: fromRoot(page.reserved.resendLink),
      handle: { title: 'Nuovo link di conferma', promo: false },
      lazy: { Component: async () => (await reservedArea()).ResendLinkPage },
    },
    {
      path: fromRoot(page.reserved.resetPassword),
      handle: { title: 'Nuova password', promo: false },
      lazy: { Component: async () => (await reservedArea()).ResetPasswordPage },
    },
    {
      path: fromRoot(page.reserved.invite),
      handle: { title: 'Benvenuto: scegli la tua password', promo: false },
      lazy: { Component: async () => (await reservedArea()).InvitePasswordPage },
    },
    {
      path: fromRoot(page.admin.login),
      loader: skipLoginIfAdmin,
      handle: { title: 'Accesso amministratori', promo: false },
      lazy: { Component: async () => (await adminArea()).AdminLoginPage },
    },
    notFound(publicArea),
  ],
});

const reservedRoutes = (): RouteObject => ({
  path: fromRoot(page.reserved.root),
  loader: requireUser,
  shouldRevalidate: alwaysRevalidate,
  lazy: { Component: async () => (await reservedArea()).ReservedLayout },
  children: [
    { index: true, loader: () => redirect(paths.reserved.hub) },
    {
      path: childPattern(page.reserved.root, page.reserved.hub),
      handle: { title: 'Hub' },
      lazy: { Component: async () => (await reservedArea()).ReservedHubPage },
    },
    {
      path: childPattern(page.reserved.root, page.reserved.appointments),
      handle: { title: 'Appuntamenti' },
      lazy: { Component: async () => (await reservedPages()).AppointmentsPage },
    },
    {
      path: childPattern(page.reserved.root, page.reserved.appointmentCreate),
      handle: { title: 'Nuovo appuntamento' },
      lazy: { Component: async () => (await reservedPages()).AppointmentCreatePage },
    },
    {
      path: childPattern(page.reserved.root, page.reserved.appointmentEdit),
      handle: { title: 'Modifica appuntamento' },
      lazy: { Component: async () => (await reservedPages()).AppointmentEditPage },
    },
    {
      path: childPattern(page.reserved.root, page.reserved.appointmentSteps),
      handle: { title: 'Avanzamento della pratica' },
      lazy: { Component: async () => (await reservedPages()).LeadStepsPage },
    },
    {
      path: childPattern(page.reserved.root, page.reserved.referrals),
      handle: { title: 'Segnala un cliente' },
      lazy: { Component: async () => (await reservedPages()).ReferralsPage },
    },
    {
      path: childPattern(page.reserved.root, page.reserved.contest),
      handle: { title: 'Concorso' },
      lazy: { Component: async () => (await reservedPages()).ContestPage },
    },
    {
      path: childPattern(page.reserved.root, page.reserved.settings),
      handle: { title: 'Impostazioni' },
      lazy: { Component: async () => (await reservedPages()).SettingsPage },
    },
    {
      path: childPattern(page.reserved.root, page.reserved.displayRata),
      handle: { title: 'Display Rata' },
      lazy: { Component: async () => (await toolsArea()).DisplayRataConfigPage },
    },
    {
      path: childPattern(page.reserved.root, page.reserved.pianoAcquisto),
      handle: { title: 'Piano D’Acquisto' },
      lazy: { Component: async () => (await toolsArea()).PianoAcquistoReservedPage },
    },
    {
      path: childPattern(page.reserved.root, page.reserved.service),
      handle: { title: serviceTitle(page.reserved.service) },
      lazy: { Component: async () => (await reservedPages()).ServicePage },
    },
    {
      path: childPattern(page.reserved.root, page.reserved.serviceLink),
      handle: { title: 'Servizio' },
      lazy: { Component: async () => (await reservedPages()).ReservedServiceLinkPage },
    },
    notFound(reservedArea),
  ],
});

const adminRoutes = (): RouteObject => ({
  path: fromRoot(page.admin.root),
  loader: requireAdmin,
  shouldRevalidate: alwaysRevalidate,
  lazy: { Component: async () => (await adminArea()).AdminLayout },
  children: [
    { index: true, loader: () => redirect(paths.admin.hub) },
    {
      path: childPattern(page.admin.root, page.admin.hub),
      handle: { title: 'Hub' },
      lazy: { Component: async () => (await adminArea()).AdminHubPage },
    },
    {
      path: childPattern(page.admin.root, page.admin.agencies),
      handle: { title: 'Agenzie' },
      lazy: { Component: async () => (await adminPages()).AgenciesSection },
      children: [
        { index: true, loader: () => redirect(paths.admin.agencyList) },
        {
          path: childPattern(page.admin.agencies, page.admin.agencyAdd),
          handle: { title: 'Aggiungi agenzia' },
          lazy: { Component: async () => (await adminPages()).AgencyAddPage },
        },
        {
          path: childPattern(page.admin.agencies, page.admin.agencyList),
          handle: { title: 'Lista agenzie' },
          lazy: { Component: async () => (await adminPages()).AgencyListPage },
        },
        {
          path: childPattern(page.admin.agencies, page.admin.agencyFimaa),
          handle: { title: 'Agenzie FIMAA' },
          lazy: { Component: async () => (await adminPages()).AgencyFimaaPage },
        },
        {
          path: childPattern(page.admin.agencies, page.admin.agencyDisplayRata),
          handle: { title: 'Display Rata per agenzia' },
          lazy: { Component: async () => (await adminPages()).DisplayRataRankingPage },
        },
      ],
    },
    {
      path: childPattern(page.admin.root, page.admin.agency),
      handle: { title: 'Modifica agenzia' },
      lazy: { Component: async () => (await adminPages()).AgencyEditPage },
    },
    {
      path: childPattern(page.admin.root, page.admin.services),
      handle: { title: 'Servizi' },
      lazy: { Component: async () => (await adminPages()).ServicesListPage },
    },
    {
      path: childPattern(page.admin.root, page.admin.serviceAdd),
      handle: { title: 'Nuovo servizio' },
      lazy: { Component: async () => (await adminPages()).ServiceAddPage },
    },
    {
      path: childPattern(page.admin.root, page.admin.serviceRequests),
      handle: { title: 'Richieste di servizi' },
      lazy: { Component: async () => (await adminPages()).ServiceRequestsPage },
    },
    {
      path: childPattern(page.admin.root, page.admin.service),
      handle: { title: 'Modifica servizio' },
      lazy: { Component: async () => (await adminPages()).ServiceEditPage },
    },
    {
      path: childPattern(page.admin.root, page.admin.appointments),
      handle: { title: 'Appuntamenti' },
      lazy: { Component: async () => (await adminPages()).AppointmentsDeskPage },
    },
    {
      path: childPattern(page.admin.root, page.admin.leaderboard),
      handle: { title: 'Classifica' },
      lazy: { Component: async () => (await adminPages()).LeaderboardPage },
    },
    {
      path: childPattern(page.admin.root, page.admin.referrals),
      handle: { title: 'Segnalazioni' },
      lazy: { Component: async () => (await adminPages()).AdminReferralsPage },
    },
    {
      path: childPattern(page.admin.root, page.admin.referrers),
      handle: { title: 'Referenti Alleare' },
      lazy: { Component: async () => (await adminPages()).ReferrersPage },
    },
    {
      path: childPattern(page.admin.root, page.admin.security),
      handle: { title: 'Sicurezza' },
      lazy: { Component: async () => (await adminPages()).SecurityPage },
    },
    {
      path: childPattern(page.admin.root, page.admin.conditions),
      handle: { title: 'Condizioni mutuo' },
      lazy: { Component: async () => (await adminPages()).ConditionsPage },
    },
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
