/** The query parameter that opens a like modal after that many seconds (spec section 4). */
export const AUTO_LIKE_PARAM = 't';

/** The wait that `?t=` asks for, in ms, or null without a valid number of seconds (0 or more). */
export function autoLikeDelayMs(search: string): number | null {
  const value = new URLSearchParams(search).get(AUTO_LIKE_PARAM);
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * 1000) : null;
}

/** The query without `t` ('' when nothing is left, else with its leading '?'). */
export function withoutAutoLikeParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(AUTO_LIKE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
