/** Back-office constants shared by the server and the web app. */

/** Default of FOUR_EYES_LIMIT (USD): a money item of this amount or more needs two different approvers. */
export const FOUR_EYES_DEFAULT_LIMIT = 10_000;

/** The state a money item shows after its first approval under four eyes. */
export const AWAITING_SECOND_APPROVAL = 'Awaiting second approval';

export const SAME_APPROVER_MESSAGE = 'A second approval must come from another staff member';

/** Nobody decides an item of their own account (DESIGN "Trust"): the API's 403 and the back office's note. */
export const OWN_ITEM_MESSAGE = 'You cannot decide an item of your own account';
