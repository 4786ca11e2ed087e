import { describe, expect, it } from 'vitest';
import { ApiError, getErrorMessage, getFieldErrors } from './api-error';
import { toErrorBody } from './error-body';

describe('reading an error body', () => {
  it('keeps the API envelope with its per-field details', () => {
    const body = {
      message: 'Dati non validi',
      code: 'VALIDATION',
      requestId: 'req-1',
      details: { email: 'E-mail non valida' },
    };
    expect(toErrorBody(body)).toEqual(body);
    expect(getFieldErrors(new ApiError(400, toErrorBody(body)))).toEqual({
      email: 'E-mail non valida',
    });
  });

  it('keeps the message of a body from elsewhere, without code or request id', () => {
    expect(toErrorBody({ message: 'Bad Gateway' })).toEqual({
      message: 'Bad Gateway',
      code: '',
      requestId: '',
    });
    expect(toErrorBody({ message: 'Troppe richieste', code: 429 })).toEqual({
      message: 'Troppe richieste',
      code: '',
      requestId: '',
    });
  });

  it('drops details that are not a map of texts rather than show them', () => {
    const body = toErrorBody({ message: 'No', code: 'X', requestId: 'r', details: ['email'] });
    expect(body).toEqual({ message: 'No', code: 'X', requestId: 'r' });
  });

  it('answers null for anything without a text message, and the caller’s text is shown', () => {
    for (const json of [null, 'Error', 42, [], { message: 3 }, { code: 'X' }]) {
      expect(toErrorBody(json)).toBeNull();
    }
    expect(getErrorMessage(new ApiError(502, toErrorBody('<html>')), 'Riprova')).toBe('Riprova');
  });
});
