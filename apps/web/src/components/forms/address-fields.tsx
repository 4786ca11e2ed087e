import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch, type ControllerRenderProps } from 'react-hook-form';
import { LIMITS, type ComuniList } from '@portal/shared';
import { comuneAliases, PROVINCE_ALIASES } from '@portal/shared/domain/comuni-aliases';
import { useComuni } from '../../lib/reference-data/comuni';
import { useProvince } from '../../lib/reference-data/province';
import { referenceKeys } from '../../lib/reference-data/query-keys';
import { SearchableSelect, Select, TextInput, type SelectOption } from '../ui';

/** The address part of every agency form (registration, Affida, the admin's agency form). */
export interface AddressShape {
  provincia: string;
  comune: string;
  cap?: string | undefined;
  indirizzo: string;
}

/** What every address control takes from its form field. */
const bind = <N extends keyof AddressShape>(field: ControllerRenderProps<AddressShape, N>) => ({
  ref: field.ref,
  name: field.name,
  value: field.value ?? '',
  onBlur: field.onBlur,
});

/** A stored value the current list does not hold (an old comune) stays choosable. */
const keepStored = (options: SelectOption[], stored: string | undefined): SelectOption[] =>
  options.length > 0 || !stored ? options : [{ value: stored, label: stored }];

/**
 * Provincia, then a comune of that province (the municipality API), then one of the
 * comune's postal codes (filled in when it has only one), then the street address.
 * Bound to the surrounding form (FormProvider). `required` marks the four as mandatory,
 * as the registration forms want; the admin may leave them empty.
 */
export function AddressFields({ required = false }: { required?: boolean }) {
  const { control, setValue } = useFormContext<AddressShape>();
  const provincia = useWatch({ control, name: 'provincia' });
  const comune = useWatch({ control, name: 'comune' });
  const province = useProvince();
  const comuni = useComuni(provincia);

  const provinceOptions = useMemo(
    () =>
      (province.data ?? []).map((p) => ({
        value: p.sigla,
        label: `${p.nome} (${p.sigla})`,
        aliases: PROVINCE_ALIASES[p.sigla],
      })),
    [province.data],
  );
  const comuneOptions = useMemo(
    // Found by their popular names too: 'Reggio Emilia' for Reggio nell'Emilia (decision 096).
    () =>
      (comuni.data ?? []).map((c) => ({
        value: c.nome,
        label: c.nome,
        aliases: comuneAliases(c.nome, c.provincia),
      })),
    [comuni.data],
  );
  const chosen = comuni.data?.find((c) => c.nome === comune);
  const capOptions = (chosen?.cap ?? []).map((cap) => ({ value: cap, label: cap }));

  return (
    <>
      <Controller
        control={control}
        name="provincia"
        render={({ field, fieldState }) => (
          <SearchableSelect
            {...bind(field)}
            onChange={(value) => {
              field.onChange(value);
              setValue('comune', '');
              setValue('cap', '');
            }}
            label="Provincia"
            required={required}
            options={provinceOptions}
            placeholder={province.isPending ? 'Caricamento…' : 'Cerca la provincia'}
            error={
              fieldState.error?.message ??
              (province.isError
                ? 'Impossibile caricare le province: ricarica la pagina.'
                : undefined)
            }
          />
        )}
      />
      <Controller
        control={control}
        name="comune"
        render={({ field, fieldState }) => (
          <SearchableSelect
            {...bind(field)}
            onChange={(value) => {
              field.onChange(value);
              const next = comuni.data?.find((c) => c.nome === value);
              setValue('cap', next?.cap.length === 1 ? (next.cap[0] ?? '') : '');
            }}
            label="Comune"
            required={required}
            disabled={!provincia || comuni.isPending}
            options={keepStored(comuneOptions, field.value)}
            placeholder={provincia ? 'Cerca il comune' : 'Scegli prima la provincia'}
            error={
              fieldState.error?.message ??
              (comuni.isError ? 'Impossibile caricare i comuni: riprova.' : undefined)
            }
          />
        )}
      />
      <Controller
        control={control}
        name="cap"
        render={({ field, fieldState }) => (
          <Select
            {...bind(field)}
            onChange={field.onChange}
            label="CAP"
            required={required}
            emptyOption={!required}
            disabled={!comune}
            options={keepStored(capOptions, field.value)}
            placeholder={comune ? 'Scegli il CAP' : 'Scegli prima il comune'}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="indirizzo"
        render={({ field, fieldState }) => (
          <TextInput
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label="Indirizzo"
            required={required}
            trim
            autoComplete="street-address"
            maxLength={LIMITS.indirizzo}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}

/** At submit: true when the chosen comune has several postal codes and none was picked. */
export function useCapMissing() {
  const queryClient = useQueryClient();
  return ({ provincia, comune, cap }: AddressShape): boolean => {
    const list = queryClient.getQueryData<ComuniList>(referenceKeys.comuni(provincia));
    const chosen = list?.find((c) => c.nome === comune);
    return chosen !== undefined && chosen.cap.length > 1 && !cap;
  };
}
