import type { Ref } from 'react';
import { LIMITS } from '@portal/shared';
import { TextArea, type FieldProps } from '../../../components/ui';
import styles from './appointment-form.module.css';

/** The appointment's description: the kit's text area at the description's limit. */
export function DescriptionField(props: FieldProps<string> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <TextArea {...props} className={styles.textarea} rows={4} maxLength={LIMITS.description} />
  );
}
