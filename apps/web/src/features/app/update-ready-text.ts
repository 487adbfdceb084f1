/** Issue #16 item 1: a new version of the web app has been downloaded and waits for a reload. */
export const UpdateReadyText = {
  message: 'A new version is ready',
  reload: 'Reload',
} as const;
