// The financing certificate («Attestato di finanziabilità», decision 117): an admin issues
// and revokes it from a lead; the admin and the lead's agency (or the internal agent who
// recorded it) download its PDF; anyone checks it at its public address.
import { AppointmentIdParamsSchema } from '../contracts/appointments';
import {
  CertificateCheckSchema,
  CertificateCodeParamsSchema,
  CertificateIdParamsSchema,
  CertificateIssueBodySchema,
  CertificateRevokeBodySchema,
  LeadCertificatesSchema,
} from '../contracts/financing-certificates';
import { defineRoute } from './define';
import { errors } from './errors';

const denied = errors(401, 403);

export const adminLeadCertificates = defineRoute({
  method: 'GET',
  path: '/v2/{product}/appuntamenti/admin_certificates/:id',
  who: 'admin',
  tag: 'appuntamenti (admin)',
  summary: 'Gli attestati di finanziabilità di un appuntamento e la bozza per emetterne uno',
  params: AppointmentIdParamsSchema,
  responses: { 200: LeadCertificatesSchema, ...errors(400, 404), ...denied },
});

export const adminCertificateIssue = defineRoute({
  method: 'POST',
  path: '/v2/{product}/appuntamenti/admin_certificate',
  who: 'admin',
  tag: 'appuntamenti (admin)',
  summary: 'Emette un attestato di finanziabilità (LTV, rata e TAEG calcolati dal server)',
  idempotent: true,
  body: CertificateIssueBodySchema,
  responses: { 200: LeadCertificatesSchema, ...errors(400, 404, 409), ...denied },
});

export const adminCertificateRevoke = defineRoute({
  method: 'POST',
  path: '/v2/{product}/appuntamenti/admin_certificateRevoke',
  who: 'admin',
  tag: 'appuntamenti (admin)',
  summary: 'Revoca un attestato di finanziabilità, con il motivo',
  body: CertificateRevokeBodySchema,
  responses: { 200: LeadCertificatesSchema, ...errors(400, 404, 409), ...denied },
});

export const adminCertificatePdf = defineRoute({
  method: 'GET',
  path: '/v2/{product}/appuntamenti/admin_certificatePdf/:certificateId',
  who: 'admin',
  tag: 'appuntamenti (admin)',
  summary: 'Il PDF dell’attestato (attestato-finanziabilita.pdf)',
  kind: 'pdf',
  params: CertificateIdParamsSchema,
  // A file route: its refusals keep the usual error body, undeclared as the CSV ones.
  responses: {},
});

export const userLeadCertificates = defineRoute({
  method: 'GET',
  path: '/v2/{product}/appuntamenti/user_certificates/:id',
  who: 'agency',
  tag: 'appuntamenti',
  summary: 'Gli attestati di finanziabilità di un appuntamento dell’agenzia',
  params: AppointmentIdParamsSchema,
  responses: { 200: LeadCertificatesSchema, ...errors(400, 404), ...denied },
});

export const userCertificatePdf = defineRoute({
  method: 'GET',
  path: '/v2/{product}/appuntamenti/user_certificatePdf/:certificateId',
  who: 'agency',
  tag: 'appuntamenti',
  summary: 'Il PDF dell’attestato di un appuntamento dell’agenzia',
  kind: 'pdf',
  params: CertificateIdParamsSchema,
  responses: {},
});

export const publicCertificateCheck = defineRoute({
  method: 'GET',
  path: '/v2/{product}/attestati/verifica/:codice',
  who: 'public',
  tag: 'attestati',
  summary: 'Se un attestato è autentico e se è valido, scaduto o revocato (nient’altro)',
  params: CertificateCodeParamsSchema,
  responses: { 200: CertificateCheckSchema, ...errors(400, 404) },
});
