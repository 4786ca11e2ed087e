import type { Agency } from '@portal/shared';
import type { AgencyRow, ReferrerRow } from '../../db/schema/index';

/** The one place an agency row becomes the API's Agency (Italian field names, no secrets). */
export function toAgency(row: AgencyRow, referrer: ReferrerRow | null): Agency {
  return {
    _id: row.id,
    regioneSociale: row.ragioneSociale,
    nome: row.nome,
    partitaIva: row.partitaIva,
    titolare: row.titolare,
    email: row.email,
    provincia: row.provincia,
    comune: row.comune,
    cap: row.cap,
    indirizzo: row.indirizzo,
    provenienza: row.provenienza,
    cellulare: row.cellulare,
    telefono: row.telefono,
    referente: referrer
      ? {
          _id: referrer.id,
          codice: referrer.codice,
          nome: referrer.nome,
          cognome: referrer.cognome,
          email: referrer.email,
          urlPhoto: referrer.urlPhoto,
          urlAgente: referrer.urlAgente,
        }
      : null,
    state: row.state,
    agenteInterno: row.agenteInterno,
    fimaaRegister: row.fimaaRegister,
    slug: row.slug,
    created_at: row.createdAt.toISOString(),
    cancellataIl: row.erasedAt?.toISOString() ?? null,
    version: row.version,
  };
}
