/**
 * What the API asks of a request before it acts on it (docs/security/api-request-guard.md): a
 * state-changing call is JSON from the app's own origin; the spec's GET logout also proves that a
 * script of the app made it, so an image, a link or another site cannot end a member's session.
 */

/**
 * A header no HTML element or cross-site page can add without the server's CORS consent (which it
 * never gives): clients of the GET logout send it. The web app itself logs out with the POST.
 */
export const AppRequestHeader = { name: 'x-requested-with', value: 'CitybookApp' } as const;

/** The refusals' messages. */
export const RequestGuardText = {
  notJson: 'Requests must be sent as application/json.',
  crossSite: 'Cross-site requests are not allowed.',
  logoutNotFromApp: 'Log out from within the Citybook app.',
} as const;
