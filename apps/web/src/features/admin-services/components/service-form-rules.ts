import type { AdminService, ServiceFormOutput, ServiceFormValues } from '@portal/shared';
import { formatNumber } from '@portal/shared/domain/format';

/** The form of a new service: public, in the brand's primary colour, no prices. */
export const emptyService = (color: string): ServiceFormValues => ({
  name: '',
  description: '',
  color,
  promo: false,
  prices_with: '',
  prices_without: '',
  visibility: 'public',
  url: '',
});

/** 123456 → '1.234,56' (what the admin types back); null → ''. */
export function centsToText(cents: number | null): string {
  return cents === null ? '' : formatNumber(cents / 100, 2);
}

export function serviceToForm(s: AdminService): ServiceFormValues {
  return {
    name: s.name,
    description: s.description,
    color: s.color,
    promo: s.promo,
    prices_with: centsToText(s.prices_with),
    prices_without: centsToText(s.prices_without),
    visibility: s.visibility,
    url: s.url ?? '',
  };
}

export interface ServiceFiles {
  /** A new image or PDF to upload. */
  image: File | null;
  pdf: File | null;
  /** Drop the stored one (edit only; ignored when a new file is chosen). */
  removeImage: boolean;
  removePdf: boolean;
}

export const NO_FILES: ServiceFiles = {
  image: null,
  pdf: null,
  removeImage: false,
  removePdf: false,
};

/** Whether a file was chosen or a stored one marked for removal. */
export const hasFileChanges = (files: ServiceFiles) =>
  files.image !== null || files.pdf !== null || files.removeImage || files.removePdf;

/**
 * The multipart body of admin_add / admin_update: the `data` part (JSON, prices already in
 * cents) first, then the files. With `id` it is an update.
 */
export function buildServiceFormData(
  values: ServiceFormOutput,
  files: ServiceFiles,
  /** The service an edit saves, and the version its form was loaded from (decision 028). */
  edited?: { _id: string; version: number },
): FormData {
  const data = {
    ...values,
    url: values.url === '' ? null : values.url,
    ...(edited
      ? {
          _id: edited._id,
          version: edited.version,
          removeImage: files.removeImage,
          removePdf: files.removePdf,
        }
      : {}),
  };
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  if (files.image) form.append('image', files.image, files.image.name);
  if (files.pdf) form.append('pdf', files.pdf, files.pdf.name);
  return form;
}

/** Field names of the audit trail, in Italian. */
export const SERVICE_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Nome',
  description: 'Descrizione',
  image: 'Immagine',
  pdf: 'PDF',
  color: 'Colore',
  promo: 'Promo',
  prices_with: 'Prezzo con (centesimi)',
  prices_without: 'Prezzo senza (centesimi)',
  visibility: 'Visibilità',
  url: 'Link',
  position: 'Posizione',
};

/** Moves the item at `index` by `step` (−1 up, +1 down); the same array when it cannot move. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}
