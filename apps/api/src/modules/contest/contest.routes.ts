import type { FastifyInstance } from 'fastify';
import { LEADERBOARD_CSV_FILENAME } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import { leaderboardCsvStream } from './leaderboard.csv';
import * as contest from './contest.service';

/**
 * /v2/{product}/contest: the admin leaderboard (page, CSV) and settings (end date, names
 * shown or anonymised; audited), the agency's contest page and its hub summary. Every
 * agency read is scoped to the signed-in agency by the server.
 */
export async function contestRoutes(app: FastifyInstance) {
  serve(app, routes.adminLeaderboard, {}, async (req) =>
    contest.leaderboardPage(app.db, req.query),
  );

  // A stream, not JSON: no response schema (nothing but the CSV leaves).
  serve(
    app,
    routes.adminLeaderboardCsv,
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (req, reply) => {
      req.log.info({ event: 'admin_leaderboard_csv', adminId: req.admin!.id }, 'export classifica');
      const stream = leaderboardCsvStream(app.db);
      stream.on('error', (err) => req.log.error({ err }, 'export classifica interrotto'));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${LEADERBOARD_CSV_FILENAME}"`)
        .send(stream);
    },
  );

  serve(app, routes.adminContestSettings, {}, async () => contest.getSettings(app.db));

  serve(app, routes.adminContestSettingsSave, {}, async (req) => {
    const saved = await contest.saveSettings(app.deps, req.admin!.id, req.body);
    req.log.info(
      { event: 'admin_contest_settings', adminId: req.admin!.id },
      'impostazioni del concorso salvate',
    );
    return saved;
  });

  // Public: the contest rules page (dates and prizes); it names no agency.
  serve(app, routes.publicContestRules, {}, async () => contest.publicRules(app.db));

  serve(app, routes.userContest, {}, async (req) => contest.userContest(app.db, req.agency!));

  serve(app, routes.userHubSummary, {}, async (req) => contest.hubSummary(app.deps, req.agency!));
}
