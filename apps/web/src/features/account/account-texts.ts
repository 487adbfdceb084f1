/** Texts this issue needs that the contract does not have yet (to move into ProfileText). */
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';
