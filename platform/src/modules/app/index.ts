// The app module's door: config, theme, event log, pre-login, presence.
export { appHandlers } from './routes';
export { createAppService } from './service';
