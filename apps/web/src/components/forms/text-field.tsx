import type { InputHTMLAttributes } from 'react';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { TextInput } from '../ui';

interface TextFieldProps<T extends FieldValues> extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder'
> {
  name: Path<T>;
  label: string;
  required?: boolean;
  trim?: boolean;
}

/** A text input bound to the surrounding form (FormProvider), with its error under it. */
export function TextField<T extends FieldValues>({ name, label, ...rest }: TextFieldProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          error={fieldState.error?.message}
          {...rest}
        />
      )}
    />
  );
}
