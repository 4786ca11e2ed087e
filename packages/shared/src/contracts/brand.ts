import { z } from 'zod';
import { HEX_COLOUR } from '../domain/colour';

const hex = z.string().regex(HEX_COLOUR, 'colore esadecimale #rrggbb');
const office = z.object({ address: z.string().min(1), city: z.string().min(1) });

/**
 * The brand file: everything about the credit-mediation company that the footer,
 * the mails, the legal notice and the Display Rata example show. Neutral defaults
 * live in apps/api/src/config/default-brand.json; nothing in code names a real company.
 */
export const BrandSchema = z.object({
  company: z.object({
    name: z.string().min(1),
    legalForm: z.string().default('S.r.l.'),
    oamNumber: z.string().min(1),
    rea: z.string().min(1),
    partitaIva: z.string().min(1),
    shareCapital: z.string().optional(),
    registeredOffice: office,
    operatingOffice: office,
    parentCompany: z.object({ name: z.string().min(1), note: z.string().default('') }),
    legalNotice: z.string().default(''),
  }),
  contacts: z.object({
    email: z.email(),
    phone: z.string().min(1),
    partnerAgentsUrl: z.url(),
  }),
  poweredBy: z.object({ name: z.string().min(1), url: z.url() }),
  colors: z.object({
    primary: hex,
    primaryDark: hex,
    accent: hex,
    text: hex,
    muted: hex,
    background: hex,
    surface: hex,
  }),
  media: z.object({
    logo: z.string().min(1),
    heroVideo: z.string().min(1),
    heroPoster: z.string().min(1),
  }),
});
export type Brand = z.infer<typeof BrandSchema>;

/** What `GET /v2/config` answers and what the server injects into index.html. */
export const PublicConfigSchema = z.object({
  productName: z.string(),
  productSlug: z.string(),
  publicUrl: z.string(),
  privacyVersion: z.string(),
  brand: BrandSchema,
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
