import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { LIMITS, type ComuniList } from '@portal/shared';
import { SearchableSelect, Select } from '../../../components/ui';
import { useComuni } from '../api/get-comuni';
import { useProvince } from '../api/get-province';
import { registrationKeys } from '../api/query-keys';
import { TextField } from './text-field';

/** The address part both registration forms share. */
export interface AddressShape {
  provincia: string;
  comune: string;
  cap?: string | undefined;
  indirizzo: string;
}

/**
 * Province, then a comune of that province (the municipality API), then one of the
 * comune's postal codes: filled in when it has only one, chosen from a list otherwise.
 */
export function AddressFields() {
  const { control, setValue } = useFormContext<AddressShape>();
  const provincia = useWatch({ control, name: 'provincia' });
  const comune = useWatch({ control, name: 'comune' });
  const province = useProvince();
  const comuni = useComuni(provincia);

  const provinceOptions = useMemo(
    () => (province.data ?? []).map((p) => ({ value: p.sigla, label: `${p.nome} (${p.sigla})` })),
    [province.data],
  );
  const comuneOptions = useMemo(
    () => (comuni.data ?? []).map((c) => ({ value: c.nome, label: c.nome })),
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
            ref={field.ref}
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(value) => {
              field.onChange(value);
              setValue('comune', '');
              setValue('cap', '');
            }}
            label="Provincia"
            required
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
            ref={field.ref}
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(value) => {
              field.onChange(value);
              const next = comuni.data?.find((c) => c.nome === value);
              setValue('cap', next?.cap.length === 1 ? (next.cap[0] ?? '') : '');
            }}
            label="Comune"
            required
            disabled={!provincia || comuni.isPending}
            options={comuneOptions}
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
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={field.onChange}
            label="CAP"
            required
            disabled={!chosen}
            options={capOptions}
            placeholder={chosen ? 'Scegli il CAP' : 'Scegli prima il comune'}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField<AddressShape>
        name="indirizzo"
        label="Indirizzo"
        required
        autoComplete="street-address"
        maxLength={LIMITS.indirizzo}
      />
    </>
  );
}

/** At submit: true when the chosen comune has several postal codes and none was picked. */
export function useCapMissing() {
  const queryClient = useQueryClient();
  return ({ provincia, comune, cap }: AddressShape): boolean => {
    const list = queryClient.getQueryData<ComuniList>(registrationKeys.comuni(provincia));
    const chosen = list?.find((c) => c.nome === comune);
    return chosen !== undefined && chosen.cap.length > 1 && !cap;
  };
}
