/** Spec §2 side menu: pages hosted outside the app, configurable per deployment. */
export const externalLinks = {
  about: import.meta.env.VITE_ABOUT_URL || 'https://citybook.app/about',
  contact: import.meta.env.VITE_CONTACT_URL || 'https://citybook.app/contact',
  terms: import.meta.env.VITE_TERMS_URL || 'https://citybook.app/terms',
} as const;
