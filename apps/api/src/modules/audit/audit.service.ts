// The audit trail as other modules use it: they record a change inside their own
// transaction (so the record and the change commit together) and list the trail.
export { diffChanges, listAudit, recordAudit, recordAudits } from './audit.queries';
export { ERASED, redactFields, redactText, trailValues } from './audit-redact.queries';
