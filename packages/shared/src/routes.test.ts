import { describe, expect, it } from 'vitest';
import { ROUTE_AREAS, routeEntries, routeUrl, routes } from './routes';
import { isFileKind } from './routes/define';

describe('route contracts', () => {
  it('gives every route an id of its own (no area hides another area’s export)', () => {
    const perArea = Object.values(ROUTE_AREAS).flatMap((area) => Object.keys(area));
    expect(new Set(perArea).size).toBe(perArea.length);
    expect(routeEntries.length).toBe(perArea.length);
  });

  it('declares each method and path once', () => {
    const keys = routeEntries.flatMap(([, c]) =>
      [c.path, ...(c.aliases ?? [])].map((p) => `${c.method} ${p}`),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declares a 200 answer (or a 204 without a body) for every JSON route, none for a file stream (CSV, Excel, either)', () => {
    for (const [id, c] of routeEntries) {
      expect(200 in c.responses || 204 in c.responses, id).toBe(!isFileKind(c.kind));
    }
    expect(isFileKind(routes.exportDownload.kind)).toBe(true);
  });

  it('builds URLs with the product slug and %-encoded parameters', () => {
    expect(routeUrl(routes.userAppointment.path, '8volante', { id: 'a/b' })).toBe(
      '/v2/8volante/appuntamenti/user_fetchOne/a%2Fb',
    );
    expect(routeUrl(routes.health.path, '8volante')).toBe('/v2/health');
    expect(() => routeUrl(routes.adminAudit.path, 'x', { entity: 'agency' })).toThrow();
  });
});
