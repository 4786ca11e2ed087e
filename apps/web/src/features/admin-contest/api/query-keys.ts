import { adminScopes } from '../../../components/admin/query-scopes';

/** Query keys of the admin leaderboard: under the appointments' scope, whose flags move points. */
export const leaderboardKeys = {
  all: [...adminScopes.appointments, 'leaderboard'] as const,
  page: (page: number) => [...leaderboardKeys.all, 'page', page] as const,
  settings: () => [...leaderboardKeys.all, 'settings'] as const,
  audit: (id: string) => adminScopes.audit('contest', id),
};
