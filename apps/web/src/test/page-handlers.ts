import { http, HttpResponse } from 'msw';
import { routes } from '@portal/shared/routes';
import { emptyAgency360Fixture, profileFixture } from './fixtures';
import { contractUrl } from './msw';

/**
 * The calls a page makes besides the one a test is about, answered empty. Give them after the
 * test's own handlers (MSW takes the first that matches), so a test overrides any of them.
 */

/** The admin's agency page: its services, trail, erasure, 360° view and invitation panels. */
export function agencyPagePanels(slug: string, id: string) {
  return [
    http.get(contractUrl(routes.adminAgencyServices, slug, { id }), () => HttpResponse.json([])),
    http.get(contractUrl(routes.adminAudit, slug, { entity: 'agency', id }), () =>
      HttpResponse.json([]),
    ),
    http.get(contractUrl(routes.adminAgencyErasure, slug, { id }), () =>
      HttpResponse.json({ richiestaIl: null, cancellataIl: null }),
    ),
    http.get(contractUrl(routes.adminAgency360, slug, { id }), () =>
      HttpResponse.json(emptyAgency360Fixture),
    ),
    http.get(contractUrl(routes.adminAgencyInvitation, slug, { id }), () =>
      HttpResponse.json({ state: 'none', sentAt: null, expiresAt: null, acceptedAt: null }),
    ),
  ];
}

/** Impostazioni: the profile with its address lists, and the notification switches. */
export function settingsPageCalls(slug: string) {
  return [
    http.get(contractUrl(routes.userProfile, slug), () => HttpResponse.json(profileFixture)),
    http.get(contractUrl(routes.comuniProvince), () => HttpResponse.json([])),
    http.get(contractUrl(routes.comuni), () => HttpResponse.json([])),
    http.get(contractUrl(routes.userNotificationPrefs, slug), () =>
      HttpResponse.json({
        lead_recorded: true,
        lead_progress: true,
        lead_milestone: true,
        lead_note: true,
        ranking_change: true,
        service_request_state: true,
      }),
    ),
  ];
}
