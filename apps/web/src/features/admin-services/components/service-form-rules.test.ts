import { describe, expect, it } from 'vitest';
import { ServiceFormSchema, type AdminService } from '@portal/shared';
import {
  buildServiceFormData,
  centsToText,
  moveItem,
  NO_FILES,
  serviceToForm,
} from './service-form-rules';

const service: AdminService = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Perizia',
  description: '<p>Testo</p>',
  image: null,
  pdf: null,
  color: '#1f4e79',
  promo: true,
  prices_with: 123_456,
  prices_without: null,
  visibility: 'both',
  position: 2,
  url: null,
  richieste: 3,
  version: 1,
};

describe('service form rules', () => {
  it('shows cents as Italian euro and reads them back', () => {
    expect(centsToText(123_456)).toBe('1.234,56');
    expect(centsToText(null)).toBe('');
    const parsed = ServiceFormSchema.parse(serviceToForm(service));
    expect(parsed.prices_with).toBe(123_456);
    expect(parsed.prices_without).toBeNull();
  });

  it('refuses prices that are not euro amounts', () => {
    const result = ServiceFormSchema.safeParse({
      ...serviceToForm(service),
      prices_with: '12,345',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/Prezzo non valido/);
  });

  it('builds the multipart body: data first, then the files', async () => {
    const image = new File([new Uint8Array([1, 2, 3])], 'foto.jpg', { type: 'image/jpeg' });
    const form = buildServiceFormData(
      ServiceFormSchema.parse(serviceToForm(service)),
      { ...NO_FILES, image, removePdf: true },
      { _id: service._id, version: 4 },
    );
    expect([...form.keys()]).toEqual(['data', 'image']);
    expect(JSON.parse(String(form.get('data')))).toMatchObject({
      _id: service._id,
      version: 4,
      name: 'Perizia',
      prices_with: 123_456,
      url: null,
      removePdf: true,
      removeImage: false,
    });
    expect((form.get('image') as File).name).toBe('foto.jpg');
  });

  it('moves an item up or down, never past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
