/** Raised on window when the match modal's photo is clicked; detail: { profileId }. */
export const MATCH_MODAL_PHOTO_EVENT = 'match-modal:photo';
/** Raised on window when the match modal's button is clicked; detail: { profileId }. */
export const MATCH_MODAL_BUTTON_EVENT = 'match-modal:button';

export interface MatchModalEventDetail {
  profileId: number;
}

/**
 * Raises the match modal's own event for a click on its photo or button (spec section 4). Answers
 * false when a listener cancelled it (preventDefault): then the modal does not go on to the page.
 */
export function raiseMatchModalEvent(
  name: typeof MATCH_MODAL_PHOTO_EVENT | typeof MATCH_MODAL_BUTTON_EVENT,
  profileId: number,
): boolean {
  const event = new CustomEvent<MatchModalEventDetail>(name, { detail: { profileId }, cancelable: true });
  return window.dispatchEvent(event);
}
