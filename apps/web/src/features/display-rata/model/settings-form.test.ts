import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_RATA_SETTINGS } from '@portal/shared';
import { toFormValues, toSettingsInput } from './settings-form';

const base = toFormValues(DEFAULT_DISPLAY_RATA_SETTINGS);

describe('Display Rata settings form', () => {
  it('turns Italian-typed values into the API body (rate in basis points)', () => {
    expect(
      toSettingsInput({
        ...base,
        rateSource: 'custom',
        customRate: '3,25',
        color: '#AA3300',
        label: ' Rata da ',
      }).input,
    ).toEqual({
      ...DEFAULT_DISPLAY_RATA_SETTINGS,
      rateSource: 'custom',
      customRateBps: 325,
      color: '#aa3300',
      label: 'Rata da',
    });
    expect(toFormValues({ ...DEFAULT_DISPLAY_RATA_SETTINGS, customRateBps: 325 }).customRate).toBe(
      '3,25',
    );
  });

  it('checks with the API’s schema and puts its messages on the form fields', () => {
    const { input, errors } = toSettingsInput({
      ...base,
      durationYears: '45',
      ltvPercent: 'ottanta',
    });
    expect(input).toBeNull();
    expect(errors).toEqual({
      durationYears: 'La durata deve essere tra 5 e 40 anni',
      ltvPercent: 'Il rapporto mutuo/prezzo deve essere tra 50 e 100 %',
    });
    expect(toSettingsInput({ ...base, rateSource: 'custom', customRate: '' }).errors).toEqual({
      customRate: 'Indica il tasso della tua agenzia',
    });
    expect(
      toSettingsInput({ ...base, rateSource: 'custom', customRate: 'tre' }).errors.customRate,
    ).toBe('Il tasso deve essere tra 0,50 e 10 %');
  });

  it('with the default rate ignores a half-typed own rate', () => {
    expect(
      toSettingsInput({ ...base, rateSource: 'default', customRate: '3,x' }).input?.customRateBps,
    ).toBeNull();
    expect(
      toSettingsInput({ ...base, rateSource: 'default', customRate: '15' }).input?.customRateBps,
    ).toBeNull();
  });
});
