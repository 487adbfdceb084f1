export const APP_TITLE = 'Citybook';
