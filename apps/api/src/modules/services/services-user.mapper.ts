import type { UserService } from '@portal/shared';

/** An agency's request for a service (the spec's user-service link). */
export function toUserService(row: {
  id: string;
  serviceId: string;
  serviceName: string;
  requested: boolean;
  requestedAt: Date;
  state: UserService['state'];
  note: string | null;
}): UserService {
  return {
    _id: row.id,
    service: { _id: row.serviceId, name: row.serviceName },
    requested: row.requested,
    requested_at: row.requestedAt.toISOString(),
    state: row.state,
    note: row.note,
  };
}
