import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-app';
import { insertAgency } from '../../test/fixtures';
import {
  agencyMailPrefsOf,
  agencyWantsMail,
  setAgencyMailPref,
} from './notification-prefs.queries';

let database: TestDatabase;
const now = new Date('2026-11-26T12:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

describe('agencyWantsMail', () => {
  it('is on for every kind until the agency switches it off', async () => {
    const agency = await insertAgency(database.db);
    expect(await agencyWantsMail(database.db, agency.id, 'service_request_state')).toBe(true);
    expect(await agencyMailPrefsOf(database.db, agency.id)).toEqual({
      lead_recorded: true,
      lead_progress: true,
      lead_milestone: true,
      lead_note: true,
      ranking_change: true,
      service_request_state: true,
    });
  });

  it('follows the agency choice for that kind only, and for that agency only', async () => {
    const agency = await insertAgency(database.db);
    const other = await insertAgency(database.db);
    await setAgencyMailPref(database.db, agency.id, 'lead_recorded', false, now);
    expect(await agencyWantsMail(database.db, agency.id, 'lead_recorded')).toBe(false);
    expect(await agencyWantsMail(database.db, agency.id, 'lead_progress')).toBe(true);
    expect(await agencyWantsMail(database.db, other.id, 'lead_recorded')).toBe(true);
  });

  it('turns a kind back on when the agency changes its mind', async () => {
    const agency = await insertAgency(database.db);
    await setAgencyMailPref(database.db, agency.id, 'ranking_change', false, now);
    await setAgencyMailPref(database.db, agency.id, 'ranking_change', true, now);
    expect(await agencyWantsMail(database.db, agency.id, 'ranking_change')).toBe(true);
  });
});
