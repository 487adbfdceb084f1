import { appConfig } from './app-config.ts';

export default appConfig(process.env.CITYBOOK_SERVER_URL);
