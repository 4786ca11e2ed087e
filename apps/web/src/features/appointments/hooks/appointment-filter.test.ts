import { describe, expect, it } from 'vitest';
import type { Appointment } from '@portal/shared';
import { filterAppointments } from './appointment-filter';

const appointment = (over: Partial<Appointment>): Appointment =>
  ({
    _id: over.name ?? 'x',
    agenzia: { _id: 'a1', nome: 'Agenzia Lago Azzurro', email: 'lago@example.it' },
    state: 'Inserito',
    name: 'Mario',
    surname: 'Rossi',
    email: 'mario.rossi@example.it',
    cellulare: '+39 333 123 4567',
    created_at: '2026-10-01T09:00:00.000Z',
    payed: false,
    wc: false,
    contratto: false,
    ...over,
  }) as Appointment;

const list = [
  appointment({ name: 'Niccolò', surname: 'Fabbri', state: 'Contratto' }),
  appointment({
    name: 'Ottavio',
    surname: 'Quintavalle',
    cellulare: '+39 347 555 1212',
    agenzia: { _id: 'a2', nome: 'Case sul Mare', email: 'mare@example.it' },
  }),
];
const names = (found: Appointment[]) => found.map((a) => a.name);

describe('filterAppointments', () => {
  it('finds every word, ignoring case and accents, in the list’s order', () => {
    expect(names(filterAppointments(list, { q: 'NICCOLO fab', stato: '' }, false))).toEqual([
      'Niccolò',
    ]);
    expect(names(filterAppointments(list, { q: '  ', stato: '' }, false))).toHaveLength(2);
  });

  it('matches part of the phone typed with or without spaces', () => {
    expect(names(filterAppointments(list, { q: '5551212', stato: '' }, false))).toEqual([
      'Ottavio',
    ]);
    expect(names(filterAppointments(list, { q: '555 1212', stato: '' }, false))).toEqual([
      'Ottavio',
    ]);
  });

  it('searches the agency only for an internal agent', () => {
    expect(names(filterAppointments(list, { q: 'mare', stato: '' }, true))).toEqual(['Ottavio']);
    expect(filterAppointments(list, { q: 'case sul mare', stato: '' }, false)).toEqual([]);
  });

  it('keeps one state', () => {
    expect(names(filterAppointments(list, { q: '', stato: 'Contratto' }, true))).toEqual([
      'Niccolò',
    ]);
  });
});
