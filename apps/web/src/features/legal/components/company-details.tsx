import type { Brand } from '@portal/shared';
import { OamRegisterLink } from '../../../components/layout/oam-register-link';
import styles from './legal-page.module.css';

const office = (o: Brand['company']['registeredOffice']) => `${o.address}, ${o.city}`;

/** The mediator as the brand file names it: the same facts on every compliance page. */
export function CompanyDetails({ brand }: { brand: Brand }) {
  const co = brand.company;
  const parent = [co.parentCompany.name, co.parentCompany.note].filter(Boolean).join(' ');
  return (
    <dl className={styles.facts}>
      <dt>Ragione sociale</dt>
      <dd>
        {co.name} {co.legalForm}
      </dd>
      <dt>Iscrizione</dt>
      <dd>
        Mediatore creditizio · <OamRegisterLink />
      </dd>
      <dt>Sede legale</dt>
      <dd>{office(co.registeredOffice)}</dd>
      <dt>Sede operativa</dt>
      <dd>{office(co.operatingOffice)}</dd>
      <dt>Partita IVA e REA</dt>
      <dd>
        P.IVA {co.partitaIva} · REA {co.rea}
        {co.shareCapital ? ` · Capitale sociale ${co.shareCapital}` : ''}
      </dd>
      <dt>Direzione e coordinamento</dt>
      <dd>{parent}</dd>
      <dt>Contatti</dt>
      <dd>
        <a href={`mailto:${brand.contacts.email}`}>{brand.contacts.email}</a> ·{' '}
        {brand.contacts.phone}
      </dd>
    </dl>
  );
}

/** Where complaints go: the brand file's address, else the general e-mail. */
export function complaintsEmailOf(brand: Brand): string {
  return brand.compliance.complaintsEmail || brand.contacts.email;
}
