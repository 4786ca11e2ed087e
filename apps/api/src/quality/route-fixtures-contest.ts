// Valid requests of the contest routes (admin leaderboard and settings, agency pages).
import type { RouteFixture } from './route-types';

export const CONTEST_FIXTURES = {
  adminLeaderboard: { query: { pagina: '1' }, ok: 200 },
  adminLeaderboardCsv: { ok: 200 },
  adminContestSettings: { ok: 200 },
  adminContestSettingsSave: {
    body: () => ({ endAt: null, anonymous: false, prizes: '1° premio: un buono viaggio' }),
    ok: 200,
  },
  publicContestRules: { ok: 200 },
  userContest: { ok: 200 },
  userHubSummary: { ok: 200 },
} satisfies Record<string, RouteFixture>;
