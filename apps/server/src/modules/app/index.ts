/**
 * The app module's front door (ADR 0026): app-wide calls (versions, error reports, health).
 * It depends on no other module.
 */
export { appRoutes } from './routes/routes.ts';
