/** APP-6 side menu: pages hosted outside the app, configurable per deployment. */
export const externalLinks = {
  about: import.meta.env.VITE_ABOUT_URL || 'https://citybook.app/about',
  contact: import.meta.env.VITE_CONTACT_URL || 'https://citybook.app/contact',
  terms: import.meta.env.VITE_TERMS_URL || 'https://citybook.app/terms',
} as const;

/** ACTIVATION-3 /account/activate/help: where a member gets help with a book code. */
export const activationHelp = {
  phone: import.meta.env.VITE_ACTIVATION_HELP_PHONE || '(800) 555-0123',
  website: import.meta.env.VITE_ACTIVATION_HELP_URL || 'https://citybook.app/help/activation',
} as const;

/** APP-3: the native app in the stores (deep-link fallback, expiry reminder's update link). */
export const appStoreLinks = {
  appStore: import.meta.env.VITE_APP_STORE_URL || 'https://apps.apple.com/app/citybook',
  playStore:
    import.meta.env.VITE_PLAY_STORE_URL ||
    'https://play.google.com/store/apps/details?id=app.citybook',
} as const;
