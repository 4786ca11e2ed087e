/**
 * Notes on a lead (decisions.md, third round; decisions 105–107): the agency and the mediator
 * write to each other about one lead. Two sides: the agency's people, and the mediator's
 * (any admin, and the internal agent who recorded the lead).
 */

/** At most this many characters in a note. */
export const NOTE_MAX = 2000;

/** Who wrote a note, as the conversation shows it. */
export const NOTE_ROLES = ['agenzia', 'mediatore', 'agente'] as const;
export type NoteRole = (typeof NOTE_ROLES)[number];

export const NOTE_ROLE_LABELS: Record<NoteRole, string> = {
  agenzia: 'Agenzia',
  mediatore: 'Mediatore',
  agente: 'Agente interno',
};

/** The two sides of the conversation: each reads what the other writes. */
export type NoteSide = 'agenzia' | 'mediatore';

/** The side a role writes for: the admin and the recording agent are both the mediator. */
export const sideOf = (role: NoteRole): NoteSide => (role === 'agenzia' ? 'agenzia' : 'mediatore');

/** How long its author may correct a note once written (decision 106). */
export const NOTE_EDIT_WINDOW_MS = 60_000;

/** Whether a note written at `createdAt` may still be corrected at `now` (both epoch ms). */
export const canCorrectNote = (createdAt: number, now: number) =>
  now - createdAt < NOTE_EDIT_WINDOW_MS;

export const NOTE_MESSAGES = {
  empty: 'Scrivi il testo della nota.',
  tooLong: `La nota può contenere al massimo ${NOTE_MAX} caratteri.`,
  notAuthor: 'Solo chi ha scritto la nota può correggerla.',
  late: 'La nota si può correggere solo entro un minuto da quando è stata scritta.',
  notRecorder:
    'Solo l’agente interno che ha registrato l’appuntamento può leggere e scrivere le note della pratica.',
  notFound: 'Nota non trovata.',
} as const;
