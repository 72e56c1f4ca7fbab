import { api } from '@app/shared/api';
import type { MemberProfileResponse } from '@app/shared/contract';
import { $landing, trafficSourceOf } from '@app/shared/stores/tracking';

/**
 * GET /api/member.php?id=: another member's profile for /members/{id}. A visitor sends the traffic
 * source of their landing, which some sites require before visitors may browse.
 */
export function getMemberProfile(id: number, signal?: AbortSignal): Promise<MemberProfileResponse> {
  const trafficSource = trafficSourceOf($landing.get()) ?? undefined;
  return api<MemberProfileResponse>('/api/member.php', { query: { id, traffic_source: trafficSource }, signal });
}
