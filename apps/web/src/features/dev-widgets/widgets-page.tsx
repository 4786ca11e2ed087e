import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  Button,
  DATE_STATUS,
  DateInput,
  Loading,
  Modal,
  MultiSelect,
  RichTextEditor,
  SearchableSelect,
  Select,
  TagInput,
  TextInput,
} from '../../components/ui';
import type { DateInputStatus } from '../../components/ui';
import { APPOINTMENT_STATES, SERVICES, TAG_SUGGESTIONS, demoComuni } from './demo-options';
import styles from './widgets-page.module.css';

const WidgetsSchema = z.object({
  nome: z.string().min(1, 'Il nome è obbligatorio'),
  dataNascita: z.string().min(1, 'Inserisci una data completa'),
  appuntamento: z.string(),
  etichette: z.array(z.string()),
  stato: z.string().min(1, 'Scegli uno stato'),
  comune: z.string().min(1, 'Scegli un comune'),
  servizi: z.array(z.string()).min(1, 'Scegli almeno un servizio'),
  descrizione: z.string(),
});
type WidgetsValues = z.infer<typeof WidgetsSchema>;

const EMPTY: WidgetsValues = {
  nome: '',
  dataNascita: '',
  appuntamento: '',
  etichette: [],
  stato: '',
  comune: '',
  servizi: [],
  descrizione: '',
};

/**
 * Development showcase of every shared form widget, wired with react-hook-form and a
 * zod schema; the submitted values appear as JSON. Mounted at /dev/widgets in dev mode only.
 */
export function WidgetsPage() {
  const comuni = useMemo(demoComuni, []);
  const [submitted, setSubmitted] = useState<WidgetsValues | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [dateStatus, setDateStatus] = useState<DateInputStatus>(DATE_STATUS.pending);
  const { control, handleSubmit, reset } = useForm<WidgetsValues>({
    resolver: zodResolver(WidgetsSchema),
    defaultValues: EMPTY,
  });

  return (
    // id and tabIndex: the target of the shell's skip link, like every area's <main>.
    <main id="main-content" tabIndex={-1} className={styles.page}>
      <h1 className={styles.title}>Widget dei moduli</h1>
      <p className={styles.intro}>
        Pagina di sviluppo: ogni widget condiviso, collegato a react-hook-form e zod.
      </p>
      <form className={styles.form} noValidate onSubmit={handleSubmit(setSubmitted)}>
        <Controller
          control={control}
          name="nome"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              label="Nome"
              trim
              required
              autoComplete="name"
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="dataNascita"
          render={({ field, fieldState }) => (
            <DateInput
              {...field}
              label="Data di nascita"
              required
              error={fieldState.error?.message}
              onStatusChange={setDateStatus}
            />
          )}
        />
        <p className={styles.note} data-testid="date-status">
          Stato della data: {dateStatus === DATE_STATUS.good ? '1 (completa)' : '0 (incompleta)'}
        </p>
        <Controller
          control={control}
          name="appuntamento"
          render={({ field, fieldState }) => (
            <DateInput
              {...field}
              label="Data e ora dell'appuntamento"
              mode="datetime"
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="etichette"
          render={({ field, fieldState }) => (
            <TagInput
              {...field}
              label="Etichette"
              suggestions={TAG_SUGGESTIONS}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="stato"
          render={({ field, fieldState }) => (
            <Select
              {...field}
              label="Stato"
              options={APPOINTMENT_STATES}
              emptyOption
              required
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="comune"
          render={({ field, fieldState }) => (
            <SearchableSelect
              {...field}
              label="Comune"
              options={comuni}
              required
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="servizi"
          render={({ field, fieldState }) => (
            <MultiSelect
              {...field}
              label="Servizi"
              options={SERVICES}
              required
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="descrizione"
          render={({ field, fieldState }) => (
            <RichTextEditor {...field} label="Descrizione" error={fieldState.error?.message} />
          )}
        />
        <div className={styles.actions}>
          <Button type="submit">Invia</Button>
          <Button
            variant="secondary"
            onClick={() => {
              reset(EMPTY);
              setSubmitted(null);
            }}
          >
            Reimposta
          </Button>
          <Button variant="secondary" onClick={() => setModalOpen(true)}>
            Apri finestra
          </Button>
        </div>
      </form>

      <section className={styles.side} aria-labelledby="stato-caricamento">
        <h2 id="stato-caricamento" className={styles.subtitle}>
          Caricamento
        </h2>
        <Loading />
      </section>

      <section className={styles.side} aria-labelledby="valori-inviati">
        <h2 id="valori-inviati" className={styles.subtitle}>
          Valori inviati
        </h2>
        <pre data-testid="values" className={styles.values}>
          {submitted ? JSON.stringify(submitted, null, 2) : 'Nessun invio'}
        </pre>
      </section>

      <Modal
        value={modalOpen}
        onChange={setModalOpen}
        title="Conferma"
        footer={
          <>
            <Button variant="secondary" onClick={() => setModalOpen(false)}>
              Annulla
            </Button>
            <Button variant="danger" onClick={() => setModalOpen(false)}>
              Elimina
            </Button>
          </>
        }
      >
        <p>Finestra modale di prova: Esc o un clic fuori la chiudono.</p>
      </Modal>
    </main>
  );
}
